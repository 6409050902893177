/**
 * Entering (or editing) one hand, one-handed on a phone: game → declarer →
 * partner → result → extras, each a row of big buttons; the live preview, the
 * extras and the Save button sit in the sticky bottom bar. A plain Rufer takes
 * five taps from the sheet, a Dreier with Kontra and a silent Trull eight.
 * This file opens the evening and explains what cannot be edited; the form
 * itself is `hand-entry-form.tsx`.
 */
import { routePath } from '@/lib/router';
import { LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { EveningGate } from '@/components/ui/evening-gate';
import { useT } from '@/i18n/i18n';
import { useWakeLock } from '@/lib/wake-lock';
import { useEffect, useState } from 'react';
import type { Hand } from '@/domain/index';
import { restoreHandDraft, type RestoredDraft } from '@/state/hand-drafts';
import { useOpenSession } from '@/state/use-open-session';
import { isHandDraft, type HandDraft } from './draft-model';
import { HandEntryForm } from './hand-entry-form';
import { messages } from './messages';

export interface HandEntryScreenProps {
  sessionId: string;
  handIndex?: number;
}

export function HandEntryScreen({ sessionId, handIndex }: HandEntryScreenProps) {
  useWakeLock(true);
  const t = useT(messages);
  const opened = useOpenSession(sessionId);
  const handCount = opened.status === 'error' ? 0 : (opened.stored?.data.hands.length ?? 0);
  const ready = opened.status === 'ready' ? opened.stored.data : null;
  const restore = useRestoredDraft(sessionId, handIndex, ready?.hands ?? null, ready?.players.length ?? 0);

  const sheetHref = routePath({ name: 'sheet', sessionId });
  const title = handIndex === undefined ? t('titleNew', { n: handCount + 1 }) : t('titleEdit', { n: handIndex + 1 });

  return (
    <EveningGate opened={opened} title={title} back={{ href: sheetHref, label: t('back') }} waiting={restore === undefined}>
      {({ stored, rules, settlement }) => {
        const session = stored.data;
        if (handIndex !== undefined && (handIndex >= session.hands.length || session.hands[handIndex]?.dissolveKassa)) {
          return (
            <Screen title={title} back={{ href: sheetHref, label: t('back') }}>
              <p role="alert">{handIndex >= session.hands.length ? t('noSuchHand', { n: handIndex + 1 }) : t('notEditable')}</p>
              <LinkButton href={sheetHref} className="mt-4">
                {t('toSheet')}
              </LinkButton>
            </Screen>
          );
        }
        return (
          <HandEntryForm
            key={`${sessionId}:${handIndex ?? 'new'}`}
            sessionId={sessionId}
            handIndex={handIndex}
            session={session}
            rules={rules}
            settlement={settlement}
            title={title}
            restored={restore ?? null}
          />
        );
      }}
    </EveningGate>
  );
}

/**
 * The draft kept for this form, looked up once when the evening is open: undefined while
 * looking, then the draft or null. Looked up against the hands as they are then, so a draft
 * whose hand was saved meanwhile is recognised (`state/hand-drafts.ts`).
 */
function useRestoredDraft(
  sessionId: string,
  handIndex: number | undefined,
  hands: readonly Hand[] | null,
  playerCount: number,
): RestoredDraft<HandDraft> | null | undefined {
  const formKey = `${sessionId}:${handIndex ?? 'new'}`;
  const [found, setFound] = useState<{ key: string; value: RestoredDraft<HandDraft> | null } | null>(null);
  const loaded = hands !== null;
  useEffect(() => {
    if (!loaded || hands === null || found?.key === formKey) return;
    let live = true;
    const original = handIndex === undefined ? undefined : hands[handIndex];
    restoreHandDraft(sessionId, handIndex, original, hands, (v): v is HandDraft => isHandDraft(v, playerCount)).then(
      (value) => live && setFound({ key: formKey, value }),
      () => live && setFound({ key: formKey, value: null }),
    );
    return () => {
      live = false;
    };
    // Looked up once per form: later changes of the evening do not bring a draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, formKey]);
  return found?.key === formKey ? found.value : undefined;
}
