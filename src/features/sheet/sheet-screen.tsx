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
import { EveningGate } from '@/components/ui/evening-gate';
import { useWakeLock } from '@/lib/wake-lock';
import { useT } from '@/i18n/i18n';
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
  const opened = useOpenSession(sessionId);

  return (
    <EveningGate opened={opened} title={t('sheetTitle')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      {(ready) => <SheetView stored={ready.stored} rules={ready.rules} settlement={ready.settlement} hidden={hidden} roundBar={roundBar} />}
    </EveningGate>
  );
}
