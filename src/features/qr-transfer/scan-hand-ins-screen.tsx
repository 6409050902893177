/**
 * "Ergebnisse scannen": the director's camera stays open and takes the tables' hand-ins
 * one after another without a tap. Each is checked against the tournament; the table's
 * totals and check code are shown, the round overview ticks the table off. The same
 * hand-in twice changes nothing; hands other than planned, or a different result for a
 * table that has one, are taken only after a confirmation. Photos and files work too.
 */
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { usePendingConfirmation } from '@/components/ui/pending-confirmation';
import { Banner } from '@/components/ui/banner';
import { LinkButton } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { ResultComparison, resultColumns } from '@/components/ui/result-comparison';
import { resultSummary, type CheckedHandIn } from '@/domain/tournament/hand-in';
import type { HandIn, TournamentFile } from '@/domain/tournament/model';
import { formatPoints } from '@/lib/format';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { RecordGate } from '@/components/ui/record-gate';
import { deleteTournament, isDamaged, useTournamentRecord } from '@/state/tournament-store';
import { readHandIn, storeHandIn, type StoredResult, type StoreHandInOutcome } from '@/state/hand-in-desk';
import { firstError } from '@/state/result';
import { messageErrorText } from './error-text';
import { messages } from './messages';
import { ScanPanel, type MessageSource } from './scan-panel';
import { routePath } from '@/lib/router';
import { isTournamentOnline, recordScannedHandIn } from '@/state/online/online';

/** A hand-in that waits for the director: another round, another hand count, or a table that has a result. */
interface Pending {
  handIn: HandIn;
  checked: CheckedHandIn;
  source: MessageSource;
  /** The table's stored result, when it has one (then confirming replaces it). */
  stored: StoredResult | null;
  /** The fingerprint the director agrees to replace (the stored one as shown). */
  replace?: string;
  /** After confirming, the store found another result than shown: ask again. */
  confirm?: () => Promise<StoreHandInOutcome>;
}

interface Last {
  round: number;
  table: number;
  names: string[];
  checked: CheckedHandIn;
}

export function ScanHandInsScreen({ tournamentId, round }: { tournamentId: string; round: number }) {
  const t = useT(messages);
  const back = { href: routePath({ name: 'tournament', tournamentId, view: { kind: 'round', round } }), label: t('toTournament') };
  return (
    <RecordGate kind="tournament" {...useTournamentRecord(tournamentId)} isDamaged={isDamaged} remove={deleteTournament} title={t('scanTitle', { round })} back={back}>
      {(stored) => <ScanHandIns data={stored.data} round={round} back={back} />}
    </RecordGate>
  );
}

function ScanHandIns({ data, round, back }: { data: TournamentFile; round: number; back: { href: string; label: string } }) {
  const t = useT(messages);
  const lang = useLang();
  const tournamentId = data.id;
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const question = usePendingConfirmation<Pending>();
  const pending = question.pending;
  const [last, setLast] = useState<Last | null>(null);
  const [working, setWorking] = useState(false);
  const busy = useRef(false);

  const drawn = data.rounds[round - 1];
  if (!drawn) {
    return (
      <Screen title={t('scanTitle', { round })} back={back}>
        <p role="alert">{t('roundNotDrawn', { round })}</p>
      </Screen>
    );
  }
  const tables = [...drawn.tables].sort((a, b) => a.table - b.table);
  const done = tables.filter((x) => x.result !== undefined).length;
  const missing = tables.filter((x) => x.result === undefined).map((x) => x.table);

  /** "Tisch 2" for this round, "Runde 1, Tisch 2" for a hand-in of another round. */
  function where(handIn: { round: number; table: number }): string {
    return handIn.round === round ? t('table', { table: handIn.table }) : t('roundTableOf', { round: handIn.round, table: handIn.table });
  }

  async function store(p: Pending) {
    const out = p.confirm ? await p.confirm() : await storeHandIn(tournamentId, p.handIn, p.source, p.replace);
    if (!out.ok) {
      setNotice({ tone: 'error', text: messageErrorText(firstError(out), 'handIn', t, lang) });
      return;
    }
    const outcome = out.value;
    switch (outcome.kind) {
      case 'needs-confirmation': {
        // Another result than the one shown was stored meanwhile: show it and ask again.
        const draw = data.rounds[p.handIn.round - 1]?.tables.find((x) => x.table === p.handIn.table);
        const summary = draw ? resultSummary(data, draw, outcome.existing) : null;
        question.ask({ ...p, stored: summary ? { ...summary, result: outcome.existing, fingerprint: '' } : null, confirm: outcome.confirm });
        return;
      }
      default:
        // Online, the scanned copy becomes the same document the phone would send: both are one hand-in.
        if (isTournamentOnline(tournamentId)) void recordScannedHandIn(tournamentId, p.handIn).catch(() => undefined);
        setLast({ round: p.handIn.round, table: p.handIn.table, names: namesOf(data, p.handIn.players), checked: p.checked });
        setNotice({ tone: 'info', text: t(outcome.kind === 'accepted' ? 'received' : outcome.kind, { table: where(p.handIn) }) + ` (${t(`via_${p.source}`)})` });
    }
  }

  /** One hand-in at a time: the scanner pauses, and a storage failure is said in words. */
  async function whileWorking(task: () => Promise<void>) {
    busy.current = true;
    setWorking(true);
    try {
      await task();
    } catch (e) {
      setNotice({ tone: 'error', text: storageErrorText(e, lang) });
    } finally {
      busy.current = false;
      setWorking(false);
    }
  }

  async function onMessage(message: unknown, source: MessageSource) {
    if (busy.current) return;
    await whileWorking(async () => {
      const out = await readHandIn(tournamentId, message);
      if (!out.ok) {
        setNotice({ tone: 'error', text: messageErrorText(firstError(out), 'handIn', t, lang) });
        return;
      }
      const read = out.value;
      const p: Pending = { handIn: read.handIn, checked: read.checked, source, stored: read.stored, ...(read.stored ? { replace: read.stored.fingerprint } : {}) };
      // A result already stored is named at once: nothing to confirm, nothing changes.
      if (read.alreadyStored) {
        setLast({ round: p.handIn.round, table: p.handIn.table, names: namesOf(data, p.handIn.players), checked: p.checked });
        setNotice({ tone: 'info', text: t('unchanged', { table: where(p.handIn) }) });
        return;
      }
      if (read.checked.round !== round || read.checked.needsConfirmation || read.stored) {
        question.ask(p);
        return;
      }
      await store(p);
    });
  }

  const otherRound = pending !== null && pending.handIn.round !== round;
  const replacing = pending?.stored != null;
  const reviewTitle = !pending
    ? ''
    : otherRound
      ? t('otherRoundTitle', { round: pending.handIn.round, table: pending.handIn.table })
      : replacing
        ? t('confirmReplaceTitle', { table: pending.handIn.table })
        : t('confirmCountTitle', { table: pending.handIn.table, n: pending.checked.handCount, planned: pending.checked.planned });
  const standingsLink = (
    <a
      href={routePath({ name: 'tournament', tournamentId, view: { kind: 'standings' } })}
      className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-yellow-400"
    >
      {t('standingsLink')}
    </a>
  );

  return (
    <Screen title={t('scanTitle', { round })} back={back} actions={standingsLink}>
      <p className="mb-3 text-base text-stone-700 dark:text-stone-300">{t('scanIntro')}</p>
      <div className="-mx-4 mb-3" aria-live="polite">
        {notice ? (
          <Banner tone={notice.tone}>
            <span data-testid="scan-notice">{notice.text}</span>
          </Banner>
        ) : null}
      </div>
      <ScanPanel
        kind="handIn"
        // Reading pauses while a hand-in is checked and stored or a confirmation is open.
        paused={pending !== null || working}
        onMessage={(m, source) => void onMessage(m, source)}
        onProblem={(text) => setNotice({ tone: 'error', text })}
        onProgress={(text) => setNotice({ tone: 'info', text })}
      />

      {last ? (
        <section aria-labelledby="last-title" className="mt-4 rounded-xl border border-stone-300 p-3 dark:border-stone-700">
          <h2 id="last-title" className="text-base font-bold">
            {t('lastHandIn', { table: last.round === round ? String(last.table) : `${last.table} (${t('roundOverview', { round: last.round })})` })} · {last.checked.handCount === 1 ? t('handsCountOne') : t('handsCount', { n: last.checked.handCount })}
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-lg">
            {last.names.map((name, seat) => (
              <div key={seat} className="contents">
                <dt className="truncate"><bdi>{name}</bdi></dt>
                <dd className="text-right font-bold tabular-nums" data-testid="last-total">{formatPoints(last.checked.totals[seat]!, lang)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 flex items-baseline gap-3">
            <span>{t('checkCode')}</span>
            <span data-testid="last-check-code" className="font-mono text-3xl font-extrabold tracking-widest">{last.checked.checkCode}</span>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="overview-title" className="mt-4">
        <h2 id="overview-title" className="text-base font-bold">
          {t('roundOverview', { round })}: {t('tablesDone', { done, all: tables.length })}
        </h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {missing.length === 0 ? t('allTablesIn') : t('missingTables', { tables: missing.join(', ') })}
        </p>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {tables.map((x) => (
            <li key={x.table} data-testid={`table-status-${x.table}`} data-done={x.result !== undefined}>
              {/* A tile opens its table: type its totals, see its history, correct it. */}
              <a
                href={routePath({ name: 'tournament', tournamentId, view: { kind: 'table', round, table: x.table } })}
                className={
                  'block min-h-11 rounded-lg border px-2 py-2 text-center text-base focus-visible:outline-3 focus-visible:outline-yellow-400 ' +
                  (x.result ? 'border-green-800 bg-green-800 font-bold text-white hover:bg-green-700' : 'border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800')
                }
              >
                {t('table', { table: x.table })}
                <span className="block text-xs">{x.result ? `✓ ${t('ticked')}` : t('open')}</span>
              </a>
            </li>
          ))}
        </ul>
        <LinkButton href={routePath({ name: 'round-cards', tournamentId, round })} className="mt-3 w-full">
          {t('cardsTitle', { round })}
        </LinkButton>
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={reviewTitle}
        message={pending ? <Review pending={pending} round={round} names={namesOf(data, pending.handIn.players)} /> : null}
        confirmLabel={replacing ? t('replace') : otherRound ? t('acceptForRound', { round: pending.handIn.round }) : t('accept')}
        cancelLabel={t('cancel')}
        danger={replacing}
        onConfirm={() => question.take((p) => void whileWorking(() => store(p)))}
        onCancel={() => {
          if (pending) setNotice({ tone: 'info', text: t('dismissed', { table: where(pending.handIn) }) });
          question.cancel();
        }}
      />
    </Screen>
  );
}

/** What the director sees before a hand-in is stored: why it waits, and the results side by side. */
function Review({ pending, round, names }: { pending: Pending; round: number; names: string[] }) {
  const t = useT(messages);
  const lang = useLang();
  const { handIn, checked, stored } = pending;
  const hands = (n: number | null) => (n === null ? t('typedTotals') : n === 1 ? t('handsCountOne') : t('handsCount', { n }));
  const columns = resultColumns(stored, checked, { stored: t('storedResult'), fresh: t('newResult'), hands }, lang);
  return (
    <div className="flex flex-col gap-2">
      {handIn.round !== round ? <p className="font-semibold">{t('otherRoundText', { round: handIn.round, table: handIn.table, current: round })}</p> : null}
      {checked.needsConfirmation ? <p>{t('confirmCountTitle', { table: handIn.table, n: checked.handCount, planned: checked.planned })}. {t('confirmCountText')}</p> : null}
      {stored ? <p>{t('confirmReplaceText')}</p> : null}
      <ResultComparison
        caption={t('roundTableOf', { round: handIn.round, table: handIn.table })}
        names={names}
        columns={columns}
        labels={{ player: t('player'), hands: t('hands'), checkCode: t('checkCode') }}
      />
    </div>
  );
}

function namesOf(t: TournamentFile, ids: readonly string[]): string[] {
  return ids.map((id) => t.players.find((p) => p.id === id)?.name ?? id);
}
