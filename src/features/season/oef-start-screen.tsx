/**
 * #/saison/:id/oef — the Österreich-Finale's start list (tournament-format.md §12): the cups'
 * season files, `season --json` qualification lists or season CSVs read in (a file that cannot
 * be read is refused whole, with its file name and each line), each cup's short code for the ÖF
 * numbers ("HRC-12"), the names of different cups that may be one person asked about, then a
 * preview — each person once, with the best of their start points and where they come from —
 * and only then stored. The stored list shows who did not come once the day is played.
 */
import { useMemo, useRef, useState } from 'react';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { showToast } from '@/components/ui/toast';
import type { QualificationList, QualificationProblem } from '@/domain/season/oef-qualification';
import {
  buildOefStartList, checkOefCodes, defaultOefCode, doubtId, type OefDecision, type OefDoubt, type OefStartEntry, type OefStartStored,
} from '@/domain/season/oef-start';
import { formatPoints } from '@/lib/format';
import { navigate } from '@/lib/router';
import { isQualificationProblem, readQualificationFile, useOefStart, type OefStartView, type QualificationReadProblem } from '@/state/oef-start';
import { setOefStartList, type SeasonProblem, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import { oefMessages } from './oef-messages';
import { seasonHref, SeasonProblemList, WithSeason } from './shared';
import { OefStartSummary } from './oef-parts';

type OefT = Translate<(typeof oefMessages)['de']>;

export function OefStartScreen({ id }: { id: string }) {
  const t = useT(oefMessages);
  return <WithSeason id={id} title={t('startTitle')}>{(stored) => <StartList stored={stored} />}</WithSeason>;
}

interface Source {
  code: string;
  file: string;
  list: QualificationList;
}

const Q_TEXT = {
  ERR_Q_NOT_JSON: 'qNotJson', ERR_Q_FORMAT: 'qFormat', ERR_Q_NO_OEF: 'qNoOef', ERR_Q_NONE_QUALIFIED: 'qNoneQualified', ERR_Q_SHAPE: 'qShape',
  ERR_Q_CSV_EMPTY: 'qCsvEmpty', ERR_Q_CSV_QUOTE: 'qCsvQuote', ERR_Q_CSV_COLUMN: 'qCsvColumn', ERR_Q_CSV_NAME: 'qCsvName', ERR_Q_CSV_NUMBER: 'qCsvNumber',
  ERR_Q_NUMBER_TWICE: 'qNumberTwice',
} as const satisfies Record<QualificationProblem['code'], keyof (typeof oefMessages)['de']>;

/** A qualification list's problem in words, with its line. */
export function qualificationProblemText(p: QualificationProblem, t: OefT): string {
  const text = t(Q_TEXT[p.code], p.params as never);
  return p.line !== undefined ? t('lineProblem', { line: p.line, text }) : text;
}

const REASON = { spelling: 'reasonSpelling', umlaut: 'reasonUmlaut', wordOrder: 'reasonWordOrder', sameName: 'reasonSameName' } as const;

function StartList({ stored }: { stored: StoredSeason }) {
  const t = useT(oefMessages);
  const ts = useT(seasonMessages);
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const [sources, setSources] = useState<Source[]>([]);
  const [decisions, setDecisions] = useState<Record<string, OefDecision>>({});
  const [failed, setFailed] = useState<{ file: string; problems: QualificationReadProblem[] } | null>(null);
  const [reading, setReading] = useState(false);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const built = useMemo(() => buildOefStartList(sources, decisions), [sources, decisions]);
  const codeProblems = checkOefCodes(sources);
  const oef = useOefStart(stored);
  const saved = oef?.start;
  const points = (x: number) => formatPoints(x, lang);

  async function read(files: readonly File[]) {
    setFailed(null);
    setReading(true);
    try {
      // All of a pick or none of it: a file that cannot be read keeps the others out too.
      const read: Source[] = [];
      for (const file of files) {
        const out = await readQualificationFile(file, file.name);
        if (!out.ok) {
          setFailed({ file: file.name, problems: out.errors });
          return;
        }
        read.push({ code: defaultOefCode(out.value.cup), file: file.name, list: out.value });
      }
      setSources((s) => [...s, ...read]);
    } finally {
      setReading(false);
    }
  }

  async function store() {
    if (busy || built.doubts.length > 0 || codeProblems.length > 0 || built.entries.length === 0) return;
    setBusy(true);
    try {
      const start: OefStartStored = {
        entries: built.entries,
        qualified: built.qualified,
        sources: sources.map((s) => ({ cup: s.list.cup, season: s.list.season, code: s.code.trim().toUpperCase(), file: s.file, players: s.list.players.length })),
      };
      const out = await setOefStartList(stored.id, start);
      if (!out.ok) {
        setProblems(out.errors);
        return;
      }
      showToast({ message: t('stored', { n: start.entries.length }) });
      navigate({ name: 'season', seasonId: stored.id, view: 'overview' });
    } finally {
      setBusy(false);
    }
  }

  const cupName = (i: number) => sources[i]?.list.cup ?? '';
  const entryOf = (id: string) => {
    const [s, i] = id.split(':').map(Number) as [number, number];
    return { source: sources[s]!, player: sources[s]!.list.players[i]! };
  };

  return (
    <Screen title={t('startTitle')} back={{ href: seasonHref(stored.id), label: ts('back') }}>
      {oef && oef.start.entries.length > 0 ? <SavedList oef={oef} /> : null}

      <p className="mt-2 text-base">{t('startIntro')}</p>
      <Button variant={sources.length === 0 ? 'primary' : 'secondary'} className="mt-3 w-full" disabled={reading} onClick={() => input.current?.click()}>
        {reading ? t('reading') : t('pickFiles')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept=".json,.csv,.txt,application/json,text/csv"
        className="sr-only"
        aria-label={t('pickFiles')}
        tabIndex={-1}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void read(files);
        }}
      />
      {failed ? <ReadFailure file={failed.file} problems={failed.problems} /> : null}

      {sources.length > 0 ? (
        <section aria-labelledby="oef-sources" className="mt-4">
          <h2 id="oef-sources" className="text-lg font-bold">{t('sourcesTitle')}</h2>
          <ul className="mt-2 flex flex-col gap-2">
            {sources.map((s, i) => (
              <li key={`${s.file}-${i}`} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
                <p className="font-semibold"><bdi>{t('sourceLine', { cup: [s.list.cup, s.list.season].filter(Boolean).join(' '), n: s.list.players.length })}</bdi></p>
                <p className="text-sm text-stone-600 dark:text-stone-400"><bdi>{s.file}</bdi></p>
                <div className="mt-2 flex items-end gap-2">
                  <TextField
                    className="min-w-0 flex-1"
                    label={t('codeLabel', { cup: s.list.cup })}
                    hint={t('codeHint')}
                    value={s.code}
                    maxLength={8}
                    autoCapitalize="characters"
                    onChange={(e) => setSources((all) => all.map((x, k) => (k === i ? { ...x, code: e.target.value } : x)))}
                  />
                  <Button aria-label={t('removeSource', { cup: s.list.cup })} onClick={() => { setSources((all) => all.filter((_, k) => k !== i)); setDecisions({}); }}>✕</Button>
                </div>
              </li>
            ))}
          </ul>
          {codeProblems.length > 0 ? (
            <ul role="alert" className="mt-2 list-disc rounded-xl border border-red-300 bg-red-50 p-3 pl-8 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {codeProblems.map((p, k) => (
                <li key={k}>{p.code === 'ERR_OEF_CODE' ? t('codeBad', { cup: cupName(p.source) }) : t('codeTwice', { cup: cupName(p.source), other: cupName(p.other) })}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {built.doubts.length > 0 ? (
        <section aria-labelledby="oef-doubts" className="mt-4 rounded-xl border border-amber-400 bg-amber-50 p-3 text-stone-900 dark:bg-amber-950 dark:text-stone-100">
          <h2 id="oef-doubts" className="text-lg font-bold">{t('doubtsTitle')}</h2>
          <p className="mt-1 text-base">{t('doubtsIntro')}</p>
          <ul className="mt-2 flex flex-col gap-3">
            {built.doubts.map((d: OefDoubt) => {
              const a = entryOf(d.a);
              const b = entryOf(d.b);
              const line = t('doubtLine', {
                a: a.player.name, ca: `${a.source.code.toUpperCase()}, ${points(a.player.points)}`, b: b.player.name, cb: `${b.source.code.toUpperCase()}, ${points(b.player.points)}`,
              });
              return (
                <li key={doubtId(d)} aria-label={`${a.player.name} / ${b.player.name}`} className="flex flex-col gap-1">
                  <span className="font-semibold"><bdi>{line}</bdi></span>
                  <span className="text-sm">{t(REASON[d.reason])}</span>
                  <div className="flex gap-2">
                    <Button className="flex-1" onClick={() => setDecisions((x) => ({ ...x, [doubtId(d)]: 'same' }))}>{t('same')}</Button>
                    <Button className="flex-1" onClick={() => setDecisions((x) => ({ ...x, [doubtId(d)]: 'distinct' }))}>{t('distinct')}</Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {built.entries.length > 0 ? (
        <section aria-labelledby="oef-preview" className="mt-4">
          <h2 id="oef-preview" className="text-lg font-bold">{t('previewTitle', { n: built.entries.length })}</h2>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('previewNote', { qualified: built.qualified, cups: sources.length })}</p>
          <StartTable entries={built.entries} label={t('previewTitle', { n: built.entries.length })} />
          {saved && saved.entries.length > 0 ? <p className="mt-2 text-sm font-semibold">{t('replaceWarning', { n: saved.entries.length })}</p> : null}
          {built.doubts.length > 0 ? <p className="mt-2 text-sm font-semibold" role="status">{t('doubtsOpen')}</p> : null}
          <Button variant="primary" size="lg" className="mt-3 w-full" disabled={busy || built.doubts.length > 0 || codeProblems.length > 0} onClick={() => void store()}>
            {t('store')}
          </Button>
          <SeasonProblemList problems={problems} />
        </section>
      ) : null}
    </Screen>
  );
}

/** A file that could not be read: its name, each problem with its line or key, and that nothing was taken. */
function ReadFailure({ file, problems }: { file: string; problems: QualificationReadProblem[] }) {
  const t = useT(oefMessages);
  const own = problems.filter(isQualificationProblem);
  const other = problems.filter((p) => !isQualificationProblem(p)) as Exclude<QualificationReadProblem, QualificationProblem>[];
  return (
    <div className="mt-3">
      {own.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="mb-1 font-semibold"><bdi>{t('readFailed', { file })}</bdi></p>
          <ul className="list-disc pl-5">{own.slice(0, 20).map((p, i) => <li key={i}>{qualificationProblemText(p, t)}</li>)}</ul>
          <p className="mt-2">{t('readFailedHint')}</p>
        </div>
      ) : null}
      <SeasonProblemList problems={other} title={t('readFailed', { file })} hint={t('readFailedHint')} />
    </div>
  );
}

/** The start list as a table: ÖF number, name, start points, and the cups it comes through. */
function StartTable({ entries, label }: { entries: readonly OefStartEntry[]; label: string }) {
  const t = useT(oefMessages);
  const lang = useLang();
  const cell = 'px-1.5 py-1';
  return (
    <div className="relative mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="min-w-full border-collapse text-sm" aria-label={label}>
        <thead>
          <tr className="border-b-2 border-current text-left">
            <th scope="col" className={cell}>{t('colNumber')}</th>
            <th scope="col" className={cell}>{t('colName')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('colPoints')}</th>
            <th scope="col" className={cell}>{t('colVia')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.number ?? ''}/${e.name}/${i}`} className="border-b border-stone-300 dark:border-stone-700">
              <td className={`${cell} tabular-nums whitespace-nowrap`}>{e.number ?? ''}</td>
              <th scope="row" className={`${cell} text-left font-semibold`}><bdi>{e.name}</bdi></th>
              <td className={`${cell} text-right font-bold tabular-nums`}>{formatPoints(e.points, lang)}</td>
              <td className={`${cell} text-xs`}>{e.via.map((v) => `${v.code} ${v.place}. (${formatPoints(v.points, lang)})`).join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The stored start list, with who did not come once the day is in the season. */
function SavedList({ oef }: { oef: OefStartView }) {
  const t = useT(oefMessages);
  const { start, absent, played } = oef;
  return (
    <section aria-labelledby="oef-saved" className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="oef-saved" className="text-lg font-bold">{t('storedTitle')}</h2>
      <OefStartSummary oef={oef} />
      {played && absent.length > 0 ? (
        <p className="mt-1 text-sm"><span className="font-semibold">{t('absentTitle')}: </span><bdi>{absent.map((e) => (e.number ? `${e.name} (${e.number})` : e.name)).join(', ')}</bdi></p>
      ) : null}
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 text-base underline underline-offset-2">{t('previewTitle', { n: start.entries.length })}</summary>
        <StartTable entries={start.entries} label={t('storedTitle')} />
      </details>
    </section>
  );
}
