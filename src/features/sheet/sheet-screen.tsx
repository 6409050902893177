/**
 * The live score sheet, like the paper one: a column per player in seating
 * order, the running totals prominent, every row's amount small beside them,
 * a zero-sum check per row, doubled hands marked, the Pagatkassa and the cash
 * (Kontra) ledger where the rules have them. "+ Spiel" sits at the bottom in
 * thumb reach; every row opens its explanation, edit, strike and delete.
 * This screen opens the evening; the sheet itself is `SheetView` (`sheet-view.tsx`).
 */
import type { ReactNode } from 'react';
import { routePath } from '@/lib/router';
import { LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { useWakeLock } from '@/lib/wake-lock';
import { useLang, useT } from '@/i18n/i18n';
import { engineErrorLine } from '@/i18n/engine-error-text';
import { sessionLoadErrorText } from '@/i18n/storage-error-text';
import { useOpenSession } from '@/state/use-open-session';
import { messages } from './messages';
import { SheetView } from './sheet-view';

export interface SheetScreenProps {
  sessionId: string;
  /** The sheet stays mounted but hidden while a hand form is open. */
  hidden?: boolean;
  /** A line under the totals for a tournament round (hands and time left, hand-in), composed by the app. */
  roundBar?: ReactNode;
}

export function SheetScreen({ sessionId, hidden = false, roundBar }: SheetScreenProps) {
  useWakeLock(true);
  const t = useT(messages);
  const lang = useLang();
  const opened = useOpenSession(sessionId);

  const back = { href: routePath({ name: 'sessions' }), label: t('back') };
  if (opened.status === 'error') {
    const loadError = opened.error;
    return (
      <Screen title={t('sheetTitle')} back={back}>
        <p role="alert">{sessionLoadErrorText(loadError, lang)}</p>
        {loadError.errors && loadError.errors.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {loadError.errors.slice(0, 10).map((e, i) => (
              <li key={i}>{engineErrorLine(e, lang, [], -1)}</li>
            ))}
          </ul>
        ) : null}
        <LinkButton href={back.href} className="mt-4">
          {t('toSessions')}
        </LinkButton>
      </Screen>
    );
  }
  if (opened.status === 'loading') {
    return (
      <Screen title={t('sheetTitle')} back={back} focusTitle={false}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  return <SheetView stored={opened.stored} rules={opened.rules} settlement={opened.settlement} hidden={hidden} roundBar={roundBar} />;
}
