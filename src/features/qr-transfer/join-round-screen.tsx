/**
 * "Turnierrunde" on a table phone: the table card comes in by camera, photo or file and
 * the round's sheet opens — names, seating, first dealer and the tournament's rules, no
 * typing. Scanning the same card again opens the sheet already kept for it; a card for that
 * sheet with another table key asks first which key the sheet keeps (the hands stay either way).
 */
import { useState } from 'react';
import { navigate, routePath } from '@/lib/router';
import { Banner } from '@/components/ui/banner';
import { ChoiceDialog } from '@/components/ui/dialog';
import { Screen } from '@/components/ui/screen';
import { showToast } from '@/components/ui/toast';
import { parseTableCard } from '@/domain/tournament/table-card';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { openRoundFromCard, type OpenRoundPlan, type OpenRoundResult } from '@/state/table-round';
import { messageErrorText } from './error-text';
import { messages } from './messages';
import { ScanPanel } from './scan-panel';

export function JoinRoundScreen() {
  const t = useT(messages);
  const lang = useLang();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<Extract<OpenRoundPlan, { kind: 'key-differs' }> | null>(null);

  /** Goes on with what opening the round came to: the sheet, or the question about its key. */
  function follow({ value }: OpenRoundResult) {
    if (value.kind === 'key-differs') {
      setNotice(null);
      setQuestion(value);
      return;
    }
    setQuestion(null);
    if (value.key === 'taken') showToast({ message: t('keyTaken') });
    else if (value.key === 'kept') showToast({ message: t('keyKept') });
    else if (value.key === 'restored') showToast({ message: t('keyRestored') });
    else if (value.reopened) showToast({ message: t('reopened') });
    navigate({ name: 'sheet', sessionId: value.sessionId }, { replace: true });
  }

  async function answer(choose: () => Promise<OpenRoundResult>) {
    try {
      follow(await choose());
    } catch (e) {
      setQuestion(null);
      setNotice({ tone: 'error', text: storageErrorText(e, lang) });
      setBusy(false);
    }
  }

  async function onMessage(message: unknown) {
    if (busy) return;
    const card = parseTableCard(message);
    if (!card.ok) {
      const [first] = card.error;
      const text = first ? messageErrorText(first, 'card', t, lang) : '';
      setNotice({ tone: 'error', text });
      return;
    }
    setBusy(true);
    setNotice({ tone: 'info', text: t('opening') });
    try {
      follow(await openRoundFromCard(card.value));
    } catch (e) {
      setNotice({ tone: 'error', text: storageErrorText(e, lang) });
      setBusy(false);
    }
  }

  return (
    <Screen title={t('joinTitle')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      <p className="mb-3 text-base text-stone-700 dark:text-stone-300">{t('joinIntro')}</p>
      <div className="-mx-4 mb-3" aria-live="polite">
        {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      </div>
      <ScanPanel
        kind="card"
        paused={busy}
        onMessage={(m) => void onMessage(m)}
        onProblem={(text) => setNotice({ tone: 'error', text })}
        onProgress={(text) => setNotice({ tone: 'info', text })}
      />
      <ChoiceDialog
        open={question !== null}
        title={question ? t('keyQuestionTitle', { round: question.round, table: question.table }) : ''}
        message={
          question ? (
            <>
              <p>{t('keyQuestionText', { round: question.round, table: question.table, tournament: question.tournamentName })}</p>
              <p className="mt-2 font-semibold">{question.hands === 0 ? t('keyQuestionNoHands') : t('keyQuestionHands', { n: question.hands })}</p>
              <p className="mt-2">{t('keyQuestionAsk')}</p>
            </>
          ) : null
        }
        cancelLabel={t('cancel')}
        onCancel={() => {
          setQuestion(null);
          setNotice(null);
          setBusy(false);
        }}
        choices={
          question
            ? [
                { label: t('takeCardKey'), onChoose: () => void answer(question.takeCardKey) },
                { label: t('keepKey'), onChoose: () => void answer(question.keep) },
              ]
            : []
        }
      />
    </Screen>
  );
}
