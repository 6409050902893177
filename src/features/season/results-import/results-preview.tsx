/**
 * What was read, before anything is stored: the columns recognised, the list's kind, each
 * player's place, total and Cuppunkte (given, or by the season's scheme) and whom they were
 * matched to; or the rows that could not be read, each with its line and what to do.
 */
import { useState } from 'react';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { tournamentProblemText } from '@/i18n/engine-error-text';
import { computeResultsStandings } from '@/domain/results/results-standings';
import type { CsvProblem } from '@/domain/results/read-csv';
import type { ListProblem, ResultsInput } from '@/domain/results/read-input';
import type { CupPointsSpec } from '@/domain/tournament/model';
import type { ResultsImportPlan } from '@/state/season-results';
import { formatPoints } from '@/lib/format';
import { resultsImportMessages } from './messages';

type T = Translate<(typeof resultsImportMessages)['de']>;

const SHOWN = 60;

/** A CSV problem in the app's words, with its line. */
function csvProblemText(p: CsvProblem, t: T): string {
  return `${t('lineAt', { line: p.line })}: ${t(p.code, p.params ?? {})}`;
}

/** A list problem: its row's line in the file (or its entry of a JSON list), then the check's words. */
export function listProblemText(p: ListProblem, kind: ResultsInput['kind'], t: T, lang: 'de' | 'en'): string {
  if (p.code === 'ERR_QUICK_NUMBER') {
    const field = p.params?.field === 'place' ? t('quickPlace') : p.params?.field === 'cupPoints' ? t('colCupPointsLong') : t('quickTotal');
    return `${t('rowAt', { n: p.line ?? 0 })}: ${t('quickNotANumber', { field, value: p.params?.value ?? '' })}`;
  }
  if (p.code === 'ERR_QUICK_EMPTY') return t('quickEmpty');
  const { entry, ...rest } = p;
  const text = tournamentProblemText(rest, lang);
  if (p.line !== undefined) return `${t('lineAt', { line: p.line })}: ${text}`;
  if (entry !== undefined && kind === 'json') return `${t('entryAt', { n: entry + 1 })}: ${text}`;
  return `${t('listWide')}: ${text}`;
}

export function ReadProblems({ read }: { read: Extract<ResultsInput, { ok: false }> }) {
  const t = useT(resultsImportMessages);
  const lang = useLang();
  const lines = [...read.csvProblems.map((p) => csvProblemText(p, t)), ...read.listProblems.map((p) => listProblemText(p, read.kind, t, lang))];
  return (
    <div role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="mb-1 font-semibold">{t('problemsTitle')}</p>
      <ul className="list-disc pl-5">
        {lines.slice(0, 50).map((l, i) => <li key={i}>{l}</li>)}
      </ul>
      <p className="mt-2">{t('problemsHint')}</p>
    </div>
  );
}

/** The columns recognised (a CSV) or the file read (a JSON list). */
export function ReadSummary({ read, fileName }: { read: Extract<ResultsInput, { ok: true }>; fileName: string | null }) {
  const t = useT(resultsImportMessages);
  if (read.kind === 'json') return <p className="text-sm">{t('readFromFile', { name: fileName ?? read.list.name })}</p>;
  if (read.columns.length === 0) return null;
  const sep = read.separator === '\t' ? 'separator_tab' : read.separator === ',' ? 'separator_comma' : 'separator_semicolon';
  const list = read.columns.map((c) => `${c.header} → ${t(`role_${c.role}`, { n: c.round ?? '' })}`).join(', ');
  return (
    <div className="text-sm">
      <p>{t('readColumns', { list })}</p>
      <p>{t('readSeparator', { separator: t(sep) })}</p>
    </div>
  );
}

export function PlanTable({ plan, cupPoints }: { plan: ResultsImportPlan; cupPoints: CupPointsSpec }) {
  const t = useT(resultsImportMessages);
  const lang = useLang();
  const [all, setAll] = useState(false);
  const list = plan.list;
  const given = list.results[0]?.cupPoints !== undefined;
  const standings = computeResultsStandings(list, cupPoints);
  const known = plan.entries.filter((e) => e.known).length;
  const rows = all ? standings.rows : standings.rows.slice(0, SHOWN);
  const kind = !standings.scored ? 'kindPlaced' : list.results[0]?.place !== undefined ? 'kindScoredPlaces' : 'kindScored';
  const pts = (x: Parameters<typeof formatPoints>[0] | null) => (x === null ? '' : formatPoints(x, lang));
  return (
    <div className="mt-2">
      <p className="text-base font-semibold">{t('summary', { count: list.results.length, known, fresh: list.results.length - known })}</p>
      <p className="text-sm">{`${t(kind)} · ${t(given ? 'cupPointsGiven' : 'cupPointsScheme')}`}</p>
      <table className="mt-2 w-full border-collapse text-base" aria-label={t('previewTitle')}>
        <thead>
          <tr className="border-b border-stone-300 text-left text-sm dark:border-stone-600">
            <th scope="col" className="w-12 py-1 pr-2 text-right">{t('colPlace')}</th>
            <th scope="col" className="py-1">{t('colName')}</th>
            {standings.scored ? <th scope="col" className="py-1 pl-2 text-right">{t('colTotal')}</th> : null}
            {standings.hasCupPoints ? <th scope="col" className="py-1 pl-2 text-right"><abbr title={t('colCupPointsLong')}>{t('colCupPoints')}</abbr></th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const e = plan.entries[r.index]!;
            const status = e.key === null ? t('matchOpen') : e.known ? t('matchKnown') : t('matchNew');
            return (
              <tr key={r.index} className="border-b border-stone-200 align-top dark:border-stone-800">
                <td className="py-1 pr-2 text-right tabular-nums">{`${r.place}.`}</td>
                <td className="py-1">
                  <bdi className="font-medium">{e.name}</bdi>
                  <span className="block text-sm text-stone-600 dark:text-stone-400">
                    {e.cupNumber !== null ? `${t('cupNo', { number: e.cupNumber })} · ` : ''}{status}
                  </span>
                </td>
                {standings.scored ? <td className="py-1 pl-2 text-right tabular-nums">{pts(r.total)}</td> : null}
                {standings.hasCupPoints ? <td className="py-1 pl-2 text-right tabular-nums">{pts(r.cupPoints)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {!all && standings.rows.length > SHOWN ? (
        <Button className="mt-2 w-full" onClick={() => setAll(true)}>{t('showAll', { count: standings.rows.length })}</Button>
      ) : null}
    </div>
  );
}
