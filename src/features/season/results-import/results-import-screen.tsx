/**
 * #/saison/:id/results — "Ergebnisse von anderswo hinzufügen": a tournament played elsewhere
 * taken into the season as a results list (tournament-format.md §11, §13). From a file (ABAKUS
 * CSV, any CSV/TSV in UTF-8 or Windows-1252, a `tarock-results` file), a table pasted from a
 * spreadsheet or web page, or the quick list form. The preview shows what was read and whom it
 * matched; doubtful matches are settled before anything is stored; the same list again is
 * recognised; a corrected list replaces its predecessor only after the diff was shown.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { showToast, useBottomBar } from '@/components/ui/toast';
import { isResultsList } from '@/domain/results/model';
import { withResultsMeta, type ResultsInput } from '@/domain/results/read-input';
import { storageErrorText } from '@/i18n/storage-error-text';
import { navigate, routePath } from '@/lib/router';
import type { StoredSeason } from '@/state/season-store';
import { useSeasonPeople } from '@/state/season-cup-numbers';
import {
  isPlanComplete, predecessorOf, previewResultsList, readResultsFile, readResultsText, storeResultsList, type ImportDecision, type ResultsImportPlan,
} from '@/state/season-results';
import { seasonMessages } from '../messages';
import { SeasonDiffDialog } from '../season-diff-dialog';
import { seasonHref, SeasonProblemList, WithSeason } from '../shared';
import { ImportDoubts } from './import-doubts';
import { resultsImportMessages } from './messages';
import { QuickListForm } from './quick-list';
import { emptyRow, quickList, type QuickRow, type QuickValue } from './quick-list-form';
import { PlanTable, ReadProblems, ReadSummary } from './results-preview';

/** The name a table is first read with, before the one typed (only the name's check depends on it). */
const TABLE_NAME = 'Ergebnisliste';

type Mode = 'file' | 'paste' | 'quick';

/** `replaces`: the id of the season's results list this is a corrected version of (chosen at first, can be changed). */
export function SeasonResultsImportScreen({ id, replaces }: { id: string; replaces?: string }) {
  const t = useT(resultsImportMessages);
  return <WithSeason id={id} title={t('title')}>{(stored) => <ResultsImport stored={stored} replaces={replaces ?? null} />}</WithSeason>;
}

const fileBase = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

function newId(): string {
  return crypto.randomUUID();
}

function ResultsImport({ stored, replaces: correcting }: { stored: StoredSeason; replaces: string | null }) {
  const t = useT(resultsImportMessages);
  const ts = useT(seasonMessages);
  const lang = useLang();
  const people = useSeasonPeople(stored.data);
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>('file');
  const [listId] = useState(newId);
  const [file, setFile] = useState<{ name: string; text: string; encoding: string } | null>(null);
  const [paste, setPaste] = useState('');
  const [pasted, setPasted] = useState<string | null>(null);
  const [rows, setRows] = useState<QuickRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [quickValue, setQuickValue] = useState<QuickValue>('total');

  const [source, setSource] = useState('');
  // The list being corrected, when the season still has it as a results list; else none chosen yet.
  const corrected = correcting === null ? null : (stored.data.tournaments.find((x) => x.id === correcting && isResultsList(x)) ?? null);
  const initialTarget = corrected ? corrected.id : null;
  const [target, setTarget] = useState<string | null>(initialTarget);
  // A correction keeps the list's name and date unless they are typed anew (a CSV carries neither).
  const [name, setName] = useState(corrected?.name ?? '');
  const [date, setDate] = useState(corrected?.date ?? '');
  const [decisions, setDecisions] = useState<ImportDecision[]>([]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Parameters<typeof SeasonProblemList>[0]['problems']>([]);

  const defaultSource = mode === 'file' ? (file ? t('sourceFile', { name: file.name }) : '') : mode === 'paste' ? t('sourcePasted') : t('sourcePaper');
  const meta = useMemo(() => ({
    id: listId,
    name: name.trim() || (mode === 'file' && file ? fileBase(file.name) : ''),
    ...(date ? { date } : {}),
    ...((source.trim() || defaultSource) ? { source: source.trim() || defaultSource } : {}),
  }), [listId, name, mode, file, date, source, defaultSource]);

  // The table is read once per text; typing the tournament's name, date or source checks only
  // those again, and the plan (the matching against the season) is made of the table's entries alone.
  const text = mode === 'file' ? file?.text : mode === 'paste' ? pasted : null;
  const table: ResultsInput | null = useMemo(() => (text ? readResultsText(text, { id: listId, name: TABLE_NAME }) : null), [text, listId]);
  const read: ResultsInput | null = useMemo(() => {
    if (mode === 'quick') return quickList(rows, quickValue, meta);
    if (!text || !table) return null;
    return withResultsMeta(table, meta) ?? (table.kind === 'json' ? table : readResultsText(text, meta));
  }, [mode, rows, quickValue, meta, text, table]);
  const list = read?.ok ? read.list : null;
  const planned = mode !== 'quick' && table?.ok && table.kind === 'csv' ? table.list : list;

  // The season's results list this may be a new version of (same id, else same name), offered first.
  const suggested = list ? predecessorOf(stored.data, list) : null;
  const targetIndex = target === null ? suggested : target === '' ? null : stored.data.tournaments.findIndex((x) => x.id === target);
  const replaces = targetIndex !== null && targetIndex >= 0 ? targetIndex : null;
  const readWell = list !== null;
  const plan: ResultsImportPlan | null = useMemo(
    () => (readWell && planned ? previewResultsList(stored, planned, replaces, decisions) : null),
    [stored, readWell, planned, replaces, decisions],
  );
  const resultsLists = stored.data.tournaments.map((x, i) => ({ x, i })).filter(({ x }) => isResultsList(x));

  function restart() {
    setDecisions([]);
    setRefusal([]);
    setTarget(initialTarget);
  }

  async function pick(f: File) {
    restart();
    const out = await readResultsFile(f);
    if (!out.ok) {
      setRefusal(out.errors);
      return;
    }
    setFile({ name: f.name, text: out.value.text, encoding: out.value.encoding });
  }

  async function store() {
    if (!plan || !list) return;
    setBusy(true);
    setRefusal([]);
    try {
      const predecessor = plan.replaces !== null ? stored.data.tournaments[plan.replaces]!.id : null;
      const out = await storeResultsList(stored.id, list, { replaces: predecessor, decisions });
      if (!out.ok) return setRefusal(out.errors);
      const v = out.value;
      if (v.kind === 'needs-resolution') return showToast({ message: t('reopened') });
      showToast({ message: t(v.kind, { name: v.name, n: v.index + 1 }) });
      // A correction started from the list's own page goes back there; anything else to the season.
      if (v.kind === 'replaced' && corrected && predecessor === corrected.id) navigate({ name: 'season-tournament', seasonId: stored.id, tournamentId: corrected.id });
      else if (v.kind !== 'unchanged') navigate({ name: 'season', seasonId: stored.id, view: 'overview' });
    } catch (err) {
      showToast({ message: t('failed', { message: storageErrorText(err, lang) }) });
    } finally {
      setBusy(false);
    }
  }

  const complete = plan ? isPlanComplete(plan) : false;
  const predecessorName = plan?.replaces !== null && plan?.replaces !== undefined ? stored.data.tournaments[plan.replaces]!.name : '';

  return (
    <Screen title={t('title')} back={{ href: corrected ? routePath({ name: 'season-tournament', seasonId: stored.id, tournamentId: corrected.id }) : seasonHref(stored.id), label: t('back') }}>
      <p className="text-base">{t('intro')}</p>
      {corrected ? <p className="mt-2 rounded-lg bg-sky-50 p-2 text-base font-semibold text-sky-950 dark:bg-sky-950 dark:text-sky-100">{t('correcting', { name: corrected.name })}</p> : null}
      <div className="mt-3">
        <Segmented
          label={t('howLabel')}
          value={mode}
          onChange={(m) => { setMode(m); restart(); }}
          options={[{ value: 'file', label: t('modeFile') }, { value: 'paste', label: t('modePaste') }, { value: 'quick', label: t('modeQuick') }]}
        />
      </div>

      {mode === 'file' ? (
        <div className="mt-3">
          <Button className="w-full" onClick={() => fileInput.current?.click()}>{t('chooseFile')}</Button>
          <input
            ref={fileInput} type="file" className="sr-only" tabIndex={-1} aria-label={t('chooseFile')}
            accept=".csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,text/plain,application/json"
            onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void pick(f); }}
          />
          {file ? <p className="mt-2 text-sm" role="status">{t('fileRead', { name: file.name, encoding: t(file.encoding === 'utf-8' ? 'encoding_utf8' : 'encoding_cp1252') })}</p> : null}
        </div>
      ) : null}
      {mode === 'paste' ? (
        <div className="mt-3">
          <label htmlFor="results-paste" className="mb-1 block text-sm font-medium">{t('pasteLabel')}</label>
          <textarea
            id="results-paste" value={paste} rows={6} aria-describedby="results-paste-hint" spellCheck={false}
            onChange={(e) => setPaste(e.target.value)}
            className="block w-full rounded-lg border border-stone-300 bg-white p-3 font-mono text-sm dark:border-stone-600 dark:bg-stone-900"
          />
          <p id="results-paste-hint" className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('pasteHint')}</p>
          <Button className="mt-2 w-full" disabled={paste.trim() === ''} onClick={() => { restart(); setPasted(paste); }}>{t('pasteRead')}</Button>
        </div>
      ) : null}

      {read?.kind !== 'json' && (mode === 'quick' || read) ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <TextField className="col-span-2" label={t('metaName')} value={name || meta.name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          <TextField label={t('metaDate')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <TextField label={t('metaSource')} value={source || defaultSource} onChange={(e) => setSource(e.target.value)} maxLength={200} />
        </div>
      ) : null}

      {mode === 'quick' ? <QuickListForm rows={rows} onRows={(r) => { setRows(r); setDecisions([]); }} value={quickValue} onValue={setQuickValue} people={people} /> : null}

      <SeasonProblemList problems={refusal} title={t('seasonProblemsTitle')} />
      {read ? (
        <section aria-labelledby="results-preview" className="mt-5 border-t border-stone-200 pt-3 dark:border-stone-800">
          <h2 id="results-preview" className="text-lg font-bold">{t('previewTitle')}</h2>
          {read.ok ? <ReadSummary read={read} fileName={file?.name ?? null} /> : <ReadProblems read={read} />}
          {plan ? (
            <>
              {plan.duplicateOf !== null ? (
                <p role="status" className="mt-2 rounded-lg bg-sky-50 p-2 text-base font-semibold text-sky-950 dark:bg-sky-950 dark:text-sky-100">
                  {t('duplicate', { n: plan.duplicateOf + 1, name: stored.data.tournaments[plan.duplicateOf]!.name })}
                </p>
              ) : null}
              {resultsLists.length > 0 && plan.duplicateOf === null ? (
                <SelectField className="mt-3" label={t('targetLabel')} value={plan.replaces !== null ? stored.data.tournaments[plan.replaces]!.id : ''} onChange={(e) => { setTarget(e.target.value); setDecisions([]); }}>
                  <option value="">{t('targetNew')}</option>
                  {resultsLists.map(({ x }) => <option key={x.id} value={x.id}>{t('targetVersion', { name: x.name })}</option>)}
                </SelectField>
              ) : null}
              {plan.problems.length > 0 ? <SeasonProblemList problems={plan.problems} title={t('seasonProblemsTitle')} /> : null}
              <ImportDoubts plan={plan} onDecide={(d) => setDecisions((ds) => [...ds, d])} />
              {decisions.length > 0 ? (
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  {t('decided', { count: decisions.length })}
                  <Button variant="ghost" onClick={() => setDecisions([])}>{t('undoDecisions')}</Button>
                </p>
              ) : null}
              <PlanTable plan={plan} cupPoints={stored.data.cupPoints} />
              {plan.duplicateOf === null ? (
                <StoreBar>
                  {!complete && plan.problems.length === 0 ? <p className="mb-2 text-sm font-semibold">{t('storeBlocked')}</p> : null}
                  <Button variant="primary" size="lg" className="w-full" disabled={!complete || busy} onClick={() => (plan.replaces !== null ? setAsking(true) : void store())}>
                    {plan.replaces !== null ? t('storeVersion') : t('store')}
                  </Button>
                </StoreBar>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}

      <SeasonDiffDialog
        open={asking && plan !== null && plan.replaces !== null}
        title={t('replaceTitle', { name: predecessorName })}
        intro={t('replaceBody')}
        diff={plan?.change ? { same: false, settings: [], tournaments: [plan.change] } : null}
        replaceLabel={ts('replace')}
        onCancel={() => setAsking(false)}
        onReplace={() => { setAsking(false); void store(); }}
      />
    </Screen>
  );
}

/** The store button, sticky at the bottom while the preview scrolls; messages stand above it. */
function StoreBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useBottomBar(bar);
  return (
    <div ref={bar} className="sticky bottom-0 mt-4 bg-stone-50 pb-2 pt-2 dark:bg-stone-950">
      {children}
    </div>
  );
}
