/**
 * #/t/:id/r/:n/table/:t — one table's result: type the round totals from its
 * paper sheet (a ± toggle per player, so no minus key is needed; the sum is
 * checked as they type), or import the table's session file (the evening
 * file's own checks, then the drawn players in the drawn seats). A different
 * result than the stored one needs a confirmation, as does a hand count other
 * than planned; the table's history shows every result received.
 */
import { useRef, useState } from 'react';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { usePendingConfirmation } from '@/components/ui/pending-confirmation';
import { showToast } from '@/components/ui/toast';
import { ResultComparison, type ComparisonColumn } from '@/components/ui/result-comparison';
import { resultScores, type TableDraw, type TableResult, type TournamentFile } from '@/domain/index';
import { resultFromSession, resultSummary } from '@/domain/tournament/hand-in';
import { handCountProblem } from '@/domain/tournament/drawn-table';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import { storageErrorText } from '@/i18n/storage-error-text';
import { formatPoints } from '@/lib/format';
import { parseImportText } from '@/transfer/import-json';
import { type ActionResult, type TournamentProblem } from '@/state/tournament-store';
import { submitTableResult, useResultLog, type SubmitPlan } from '@/state/tournament-results';
import type { ResultSource, StoredResultLogEntry } from '@/state/tournament-store';
import { tournamentMessages } from './messages';
import { nextMissingTable } from './next-table';
import { Name, playerNames, ProblemList, tournamentHref, WithTournament } from './shared';
import { formatTime } from '@/lib/dates';

export function TableScreen({ id, round, table }: { id: string; round: number; table: number }) {
  const t = useT(tournamentMessages);
  const title = t('tableTitle', { round, table });
  return (
    <WithTournament id={id} title={title}>
      {(stored) => {
        const drawn = stored.data.rounds[round - 1]?.tables.find((tb) => tb.table === table);
        return (
          <Screen title={title} back={{ href: tournamentHref(id, { kind: 'round', round }), label: t('back') }}>
            {drawn ? <TableResultForm key={`${round}/${table}`} data={stored.data} round={round} drawn={drawn} /> : <p role="alert">{t('notFound')}</p>}
          </Screen>
        );
      }}
    </WithTournament>
  );
}

interface Entry {
  text: string;
  negative: boolean;
}

/** "12", "2,5", "2.5" → number; '' → 0 (a player at 0 needs no typing); anything else NaN. */
function parseAmount(text: string): number {
  const s = text.trim().replace(',', '.');
  if (s === '') return 0;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

function entriesFrom(drawn: TableDraw): Entry[] {
  if (drawn.result && 'totals' in drawn.result) {
    return drawn.result.totals.map((v) => ({ text: v === 0 ? '' : String(Math.abs(v)).replace('.', ','), negative: v < 0 }));
  }
  return drawn.players.map(() => ({ text: '', negative: false }));
}

type Pending =
  | { kind: 'hands'; result: TableResult; source: ResultSource; planned: number; actual: number }
  | { kind: 'replace'; plan: Extract<SubmitPlan, { kind: 'needs-confirmation' }>; result: TableResult };

function TableResultForm({ data, round, drawn }: { data: TournamentFile; round: number; drawn: TableDraw }) {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const names = playerNames(data);
  const seatNames = drawn.players.map((pid) => names.get(pid) ?? pid);
  const [entries, setEntries] = useState<Entry[]>(() => entriesFrom(drawn));
  const [problems, setProblems] = useState<TournamentProblem[]>([]);
  const question = usePendingConfirmation<Pending>();
  const pending = question.pending;
  const [busy, setBusy] = useState(false);
  const [storageProblem, setStorageProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const values = entries.map((e) => (e.negative ? -1 : 1) * parseAmount(e.text));
  const valid = values.every((v) => Number.isFinite(v));
  const sum = valid ? values.reduce((a, b) => a + b, 0) : Number.NaN;
  const balanced = valid && Math.abs(sum) < 1e-9;

  function summary(result: TableResult): string {
    try {
      return resultScores(data, drawn, result)
        .map((s, i) => `${seatNames[i]} ${formatPoints(s, lang, { sign: true })}`)
        .join(', ');
    } catch {
      return '';
    }
  }

  function done(out: ActionResult<SubmitPlan>, result: TableResult) {
    setStorageProblem(null);
    if (!out.ok) {
      setProblems(out.errors);
      return;
    }
    setProblems([]);
    const plan = out.value;
    if (plan.kind === 'needs-confirmation') question.ask({ kind: 'replace', plan, result });
    else if (plan.kind === 'unchanged') showToast({ message: t('resultUnchanged', { table: drawn.table }) });
    else showToast({ message: plan.kind === 'replaced' ? t('resultReplaced', { table: drawn.table }) : t('resultSaved', { table: drawn.table }) });
  }

  async function submit(result: TableResult, source: ResultSource, handsConfirmed = false) {
    if (!handsConfirmed) {
      const mismatch = handCountProblem(data, round, drawn.table, result);
      if (mismatch) {
        question.ask({ kind: 'hands', result, source, ...mismatch });
        return;
      }
    }
    setBusy(true);
    try {
      done(await submitTableResult(data.id, round, drawn.table, result, source), result);
    } catch (e) {
      // A full disk, a blocked database …: the storage's own message; the typed totals stay in the form.
      setStorageProblem(storageErrorText(e, lang));
    } finally {
      setBusy(false);
    }
  }

  async function replace(plan: Extract<SubmitPlan, { kind: 'needs-confirmation' }>, result: TableResult) {
    setBusy(true);
    try {
      done(await plan.confirm(), result);
    } catch (e) {
      setStorageProblem(storageErrorText(e, lang));
    } finally {
      setBusy(false);
    }
  }

  function column(label: string, result: TableResult): ComparisonColumn {
    const s = resultSummary(data, drawn, result);
    return {
      label,
      totals: s.totals.map((x) => formatPoints(x, lang)),
      hands: s.handCount === null ? t('typedTotalsShort') : t('handsN', { n: s.handCount }),
      checkCode: s.checkCode,
    };
  }

  async function importSession(file: File) {
    const parsed = parseImportText(await file.text());
    if (!parsed.ok || parsed.value.kind !== 'session' || parsed.value.sessions.length !== 1) {
      setProblems([{ code: 'ERR_T_SESSION_FILE', round, table: drawn.table, field: '', message: parsed.ok ? 'not a single evening file' : parsed.error[0]!.message }]);
      return;
    }
    const result = resultFromSession(data, round, drawn.table, parsed.value.sessions[0]!.data);
    if (!result.ok) {
      setProblems(result.error);
      return;
    }
    await submit(result.value, 'session-file');
  }

  return (
    <>
      <p className="text-base">
        {seatNames.map((n, i) => (
          <span key={i}>
            {i > 0 ? ' · ' : ''}
            <Name>{n}</Name>
          </span>
        ))}
      </p>

      <form
        className="mt-4"
        aria-label={t('typeTotals')}
        onSubmit={(e) => {
          e.preventDefault();
          if (balanced && !busy) void submit({ totals: values.map((v) => (Object.is(v, -0) ? 0 : v)) }, 'typed');
        }}
      >
        <h2 className="text-lg font-bold">{t('typeTotals')}</h2>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('typeHint')}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {seatNames.map((name, seat) => (
            <li key={seat} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-base"><Name>{name}</Name></span>
              <button
                type="button"
                aria-label={t('signFor', { name })}
                aria-pressed={entries[seat]!.negative}
                onClick={() => setEntries((es) => es.map((e, i) => (i === seat ? { ...e, negative: !e.negative } : e)))}
                className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-xl font-bold focus-visible:outline-3 focus-visible:outline-yellow-400 ${entries[seat]!.negative ? 'bg-red-700 text-white' : 'bg-green-800 text-white'}`}
              >
                {entries[seat]!.negative ? '−' : '+'}
              </button>
              <input
                aria-label={t('pointsFor', { name })}
                inputMode="decimal"
                autoComplete="off"
                value={entries[seat]!.text}
                aria-invalid={Number.isFinite(parseAmount(entries[seat]!.text)) ? undefined : true}
                onChange={(e) => {
                  const raw = e.target.value;
                  // A typed minus flips the sign toggle instead of landing in the field.
                  const negative = raw.includes('-') || raw.includes('−') ? !entries[seat]!.negative : entries[seat]!.negative;
                  const text = raw.replace(/[-−+]/g, '');
                  setEntries((es) => es.map((x, i) => (i === seat ? { text, negative } : x)));
                }}
                className="block min-h-11 w-28 rounded-lg border border-stone-300 bg-white px-3 text-right text-lg tabular-nums dark:border-stone-600 dark:bg-stone-900"
              />
            </li>
          ))}
        </ul>
        <p role="status" className={`mt-2 text-base font-semibold ${balanced ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'}`}>
          {balanced ? t('sumOk') : t('sumOff', { sum: valid ? formatPoints(sum, lang) : '?' })}
        </p>
        <Button type="submit" variant="primary" size="lg" className="mt-2 w-full" disabled={!balanced || busy}>
          {t('saveResult')}
        </Button>
        {drawn.result ? <NextTableLink data={data} round={round} table={drawn.table} /> : null}
      </form>

      <div className="mt-6">
        <Button className="w-full" onClick={() => fileInput.current?.click()}>{t('importSession')}</Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('importSession')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importSession(file);
          }}
        />
      </div>
      <ProblemList problems={problems} names={seatNames} />
      {storageProblem ? <p role="alert" className="mt-3 font-semibold text-red-700 dark:text-red-400">{storageProblem}</p> : null}

      <History data={data} round={round} drawn={drawn} summary={summary} />

      <ConfirmDialog
        open={pending?.kind === 'hands'}
        title={t('handsTitle')}
        message={pending?.kind === 'hands' ? t('handsBody', { planned: pending.planned, actual: pending.actual }) : ''}
        confirmLabel={t('accept')}
        cancelLabel={t('cancel')}
        onCancel={question.cancel}
        onConfirm={() =>
          question.take((p) => {
            if (p.kind === 'hands') void submit(p.result, p.source, true);
          })
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'replace'}
        title={t('replaceTitle')}
        message={
          pending?.kind === 'replace' ? (
            <div className="flex flex-col gap-2">
              <p>{t('replaceBody', { table: drawn.table, old: summary(pending.plan.existing), new: summary(pending.result) })}</p>
              <ResultComparison
                caption={t('tableTitle', { round, table: drawn.table })}
                names={seatNames}
                columns={[column(t('storedResult'), pending.plan.existing), column(t('newResult'), pending.result)]}
                labels={{ player: t('playerCol'), hands: t('handsCol'), checkCode: t('checkCodeCol') }}
              />
            </div>
          ) : ''
        }
        confirmLabel={t('replace')}
        cancelLabel={t('cancel')}
        danger
        onCancel={question.cancel}
        onConfirm={() =>
          question.take((p) => {
            if (p.kind === 'replace') void replace(p.plan, p.result);
          })
        }
      />
    </>
  );
}

/** How a result came in, as the table's history says it: "Abgabe per Kamera, signiert", "getippt", … */
function sourceText(e: StoredResultLogEntry, t: Translate<typeof tournamentMessages.de>): string {
  const sources: Record<ResultSource, string> = {
    typed: t('sourceTyped'),
    'session-file': t('sourceSessionFile'),
    'hand-in': e.via ? t(`sourceHandIn_${e.via}`) : t('sourceHandInOld'),
    'tournament-import': t('sourceImport'),
  };
  const text = sources[e.source];
  if (e.signed === undefined) return text;
  return `${text} (${e.signed ? t('signed') : t('unsigned')})`;
}

function History({ data, round, drawn, summary }: { data: TournamentFile; round: number; drawn: TableDraw; summary: (r: TableResult) => string }) {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const log = (useResultLog(data.id) ?? []).filter((e) => e.round === round && e.table === drawn.table);
  const entries = log.slice().reverse();
  // "gilt" marks the newest entry that holds the result the standings use (after an import that
  // kept this device's results, that need not be the newest entry).
  const current = drawn.result ? resultFingerprint(drawn.result) : null;
  const currentId = current === null ? null : entries.find((e) => e.action !== 'removed' && e.fingerprint === current)?.id ?? null;
  const actionText = (e: StoredResultLogEntry) => (e.action === 'replaced' ? t('historyReplaced') : e.action === 'removed' ? t('historyRemoved') : t('historyAccepted'));
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-lg font-bold">{t('history')}</h2>
      {entries.length === 0 ? (
        <p className="text-base text-stone-700 dark:text-stone-300">{t('historyEmpty')}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2" aria-label={t('history')}>
          {entries.map((e) => {
            const valid = e.id === currentId;
            return (
              <li
                key={e.id}
                data-current={valid}
                className={`rounded-lg border p-2 text-sm ${valid ? 'border-green-700' : 'border-stone-300 text-stone-600 line-through decoration-1 dark:text-stone-400'}`}
              >
                <span className="font-semibold">
                  {formatTime(e.at, lang)} · {sourceText(e, t)} · {actionText(e)}
                  {valid ? ` · ${t('current')}` : ''}
                </span>
                <span className="block no-underline">{summary(e.result)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Once this table's result is in: on to the next table still missing one, or back to the round when none is. */
function NextTableLink({ data, round, table }: { data: TournamentFile; round: number; table: number }) {
  const t = useT(tournamentMessages);
  const next = nextMissingTable(data, round, table);
  return next === null ? (
    <LinkButton href={tournamentHref(data.id, { kind: 'round', round })} variant="primary" size="lg" className="mt-2 w-full">
      {t('allInToRound')}
    </LinkButton>
  ) : (
    <LinkButton href={tournamentHref(data.id, { kind: 'table', round, table: next })} variant="primary" size="lg" className="mt-2 w-full">
      {t('nextTable', { n: next })}
    </LinkButton>
  );
}
