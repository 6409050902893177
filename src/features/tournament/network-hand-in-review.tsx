/**
 * The director's review of a network hand-in that waits (a different result for a table
 * that has one, or other hands than planned): the stored and the new result side by side,
 * and the decision — take it over, keep the old one, or decide later. The decision is
 * written for every director device (`decideNetworkHandIn`).
 */
import { useEffect, useState } from 'react';
import { ChoiceDialog } from '@/components/ui/dialog';
import { ResultComparison, resultColumns } from '@/components/ui/result-comparison';
import type { TournamentFile } from '@/domain/tournament/model';
import { useLang, useT } from '@/i18n/i18n';
import { decideNetworkHandIn, reviewNetworkHandIn, type Verdict } from '@/state/online/online';
import type { ReadHandIn } from '@/state/hand-in-desk';
import { onlineMessages } from './online-messages';
import { refusalReason } from './refusal-reason';
import { handInReasonOf } from '@/domain/online/hand-in-reasons';

export interface WaitingEntry {
  id: string;
  round: number;
  table: number;
}

type Loaded = { kind: 'loading' } | { kind: 'gone' } | { kind: 'read'; read: ReadHandIn };

export function NetworkHandInReview({ data, entry, onDone }: { data: TournamentFile; entry: WaitingEntry | null; onDone: (notice: string | null) => void }) {
  const t = useT(onlineMessages);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tournamentId = data.id;
  const id = entry?.id;

  useEffect(() => {
    if (!id) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    setError(null);
    void reviewNetworkHandIn(tournamentId, id).then(
      (read) => live && setLoaded(read ? { kind: 'read', read } : { kind: 'gone' }),
      () => live && setLoaded({ kind: 'gone' }),
    );
    return () => {
      live = false;
    };
  }, [tournamentId, id]);

  if (!entry) return null;
  const read = loaded.kind === 'read' ? loaded.read : null;
  const stored = read?.ok ? read.value.stored : null;

  async function decide(verdict: Verdict) {
    if (!entry) return;
    setBusy(true);
    const out = await decideNetworkHandIn(tournamentId, entry.id, verdict);
    setBusy(false);
    if (out.ok) onDone(t('decided', { round: entry.round, table: entry.table }));
    else {
      const code = out.errors[0]?.code ?? 'not-found';
      setError(t('decideFailed', { reason: code === 'not-found' ? t('reviewGone') : code === 'changed' ? t('reason_changed') : refusalReason(code, t) }));
    }
  }

  const choices = read?.ok
    ? [
        { label: stored ? t('keepStored') : t('notTaken'), onChoose: () => void decide('rejected'), disabled: busy },
        { label: t('takeOver'), onChoose: () => void decide('accepted'), danger: stored !== null, disabled: busy },
      ]
    : [];

  return (
    <ChoiceDialog
      open
      title={t('reviewTitle', { round: entry.round, table: entry.table })}
      message={
        <div className="flex flex-col gap-2">
          {loaded.kind === 'loading' ? <p role="status">{t('reviewLoading')}</p> : null}
          {loaded.kind === 'gone' ? <p role="alert">{t('reviewGone')}</p> : null}
          {read && !read.ok ? <p role="alert">{t('reviewRefused', { reason: refusalReason(handInReasonOf(read.errors[0]?.code), t) })}</p> : null}
          {read?.ok ? <Comparison data={data} read={read.value} /> : null}
          {error ? <p role="alert" className="text-red-700">{error}</p> : null}
        </div>
      }
      choices={choices}
      cancelLabel={t('later')}
      onCancel={() => onDone(null)}
    />
  );
}

function Comparison({ data, read }: { data: TournamentFile; read: Extract<ReadHandIn, { ok: true }>['value'] }) {
  const t = useT(onlineMessages);
  const lang = useLang();
  const { handIn, checked, stored } = read;
  const hands = (n: number | null) => (n === null ? t('typedTotals') : n === 1 ? t('handsCountOne') : t('handsCount', { n }));
  const columns = resultColumns(stored, checked, { stored: t('storedResult'), fresh: t('newResult'), hands }, lang);
  const names = handIn.players.map((pid) => data.players.find((p) => p.id === pid)?.name ?? pid);
  return (
    <>
      {stored ? <p>{t('reviewReplace')}</p> : null}
      {checked.needsConfirmation ? <p>{t('reviewCount', { n: checked.handCount, planned: checked.planned })}</p> : null}
      <ResultComparison
        caption={t('roundTable', { round: handIn.round, table: handIn.table })}
        names={names}
        columns={columns}
        labels={{ player: t('player'), hands: t('hands'), checkCode: t('checkCode') }}
      />
    </>
  );
}
