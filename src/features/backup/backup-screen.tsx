/**
 * Backup and restore (#/backup): export everything (evenings, tournaments,
 * carried-over pots, rule sets, names) or one evening; import a session file or
 * a backup bundle with a preview before anything is written (`import-preview.tsx`).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { routePath } from '@/lib/router';
import { type StoredSession, useSessions } from '@/state/sessions';
import { usePlayers } from '@/state/players';
import { useRuleSets } from '@/state/rule-sets';
import { buildFullBackup, buildSessionFile, commitImport, countBackupTableKeys, prepareImport, useKassaCarries, useTournaments } from '@/state/backup';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { eveningTitle } from '@/lib/evening-title';
import { engineErrorText, seasonProblemText, tournamentProblemText } from '@/i18n/engine-error-text';
import { storageErrorText } from '@/i18n/storage-error-text';
import type { Lang } from '@/lib/lang';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Screen } from '@/components/ui/screen';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { useFileDelivery } from '@/state/file-delivery';
import type { ImportError, ImportPlan } from '@/transfer/import-json';
import { handsText, sessionLabel } from './evening-label';
import { ImportPreview } from './import-preview';
import { messages } from './messages';

type Dict = (typeof messages)['de'];
type T = Translate<Dict>;

/** At most this many problems are listed; the rest are counted. */
const MAX_ERRORS_SHOWN = 20;

export function BackupScreen() {
  const t = useT(messages);
  return (
    <Screen title={t('title')} back={{ href: routePath({ name: 'sessions' }), label: t('back') }}>
      <div className="space-y-8">
        <ExportSection />
        <ImportSection />
      </div>
    </Screen>
  );
}

function ExportSection() {
  const t = useT(messages);
  const lang = useLang();
  const sessions = useSessions();
  const ruleSets = useRuleSets();
  const players = usePlayers();
  const tournaments = useTournaments();
  const pots = useKassaCarries();
  const { busy, status, deliver } = useFileDelivery();
  const ordered = [...(sessions ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const [withKeys, setWithKeys] = useState(true);
  const [keyCount, setKeyCount] = useState<number | null>(null);
  // The live table keys the backup would carry (tournaments, seasons, this phone's round sheets), counted again when they change.
  useEffect(() => {
    let cancelled = false;
    countBackupTableKeys().then((n) => { if (!cancelled) setKeyCount(n); }, () => undefined);
    return () => { cancelled = true; };
  }, [sessions, tournaments]);

  return (
    <section aria-labelledby="backup-export" className="space-y-3">
      <h2 id="backup-export" className="text-lg font-bold">
        {t('exportHeading')}
      </h2>
      <p className="text-base text-stone-700 dark:text-stone-300">{t('exportIntro')}</p>
      {keyCount === 0 ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('exportKeysNone')}</p> : null}
      {keyCount !== null && keyCount > 0 ? (
        <Switch label={t('exportKeys')} checked={withKeys} onChange={setWithKeys} hint={withKeys ? t('exportKeysOn', { n: keyCount }) : t('exportKeysOff')} />
      ) : null}
      <Button variant="primary" size="lg" className="w-full" disabled={busy || sessions === undefined} onClick={() => void deliver(() => buildFullBackup(new Date().toISOString(), { withoutKeys: keyCount !== 0 && !withKeys }), 'Königsblock')}>
        {t('exportAll')}
      </Button>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('exportSummary', { sessions: sessions?.length ?? 0, ruleSets: ruleSets?.length ?? 0, players: players?.length ?? 0 })}
        {tournaments?.length || pots?.length ? t('exportSummaryMore', { tournaments: tournaments?.length ?? 0, pots: pots?.length ?? 0 }) : null}
      </p>
      <DeliveryStatus status={status} />

      <h3 className="pt-2 text-base font-bold">{t('exportOneHeading')}</h3>
      {ordered.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{sessions === undefined ? '' : t('noSessions')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
          {ordered.map((s) => (
            <SessionExportRow key={s.id} stored={s} t={t} lang={lang} busy={busy} onExport={() => void deliver(() => buildSessionFile(s), eveningTitle(s.data, lang))} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionExportRow({ stored, t, lang, busy, onExport }: { stored: StoredSession; t: T; lang: 'de' | 'en'; busy: boolean; onExport: () => void }) {
  const label = sessionLabel(stored.data, t, lang);
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{label}</p>
        <p className="truncate text-sm text-stone-600 dark:text-stone-400">
          {stored.data.players.join(', ')} · {handsText(stored.data.hands.length, t)}
        </p>
      </div>
      <Button onClick={onExport} disabled={busy} aria-label={t('exportOne', { name: label })}>
        JSON
      </Button>
    </li>
  );
}

type ImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'errors'; errors: ImportError[] }
  | { step: 'preview'; plan: ImportPlan; fileName: string }
  | { step: 'importing'; plan: ImportPlan; fileName: string }
  | { step: 'done'; sessions: number; ruleSets: number; tournaments: number; pots: number; seasons: number };

function ImportSection() {
  const t = useT(messages);
  const lang = useLang();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [mergeSeasons, setMergeSeasons] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // Reset the input so choosing the same file again fires a change.
    e.target.value = '';
    if (!file) return;
    setFailure(null);
    setAccepted(new Set());
    setMergeSeasons(new Set());
    setState({ step: 'reading' });
    try {
      const result = await prepareImport(file);
      setState(result.ok ? { step: 'preview', plan: result.value, fileName: file.name } : { step: 'errors', errors: result.errors });
    } catch (err) {
      setState({ step: 'idle' });
      setFailure(t('importFailed', { reason: storageErrorText(err, lang) }));
    }
  }

  async function confirm(plan: ImportPlan, fileName: string) {
    setState({ step: 'importing', plan, fileName });
    setFailure(null);
    try {
      const records = await commitImport(plan, accepted, mergeSeasons);
      setState({
        step: 'done', sessions: records.sessions.length, ruleSets: records.ruleSets.length, tournaments: records.tournaments.length, pots: records.kassaCarries.length,
        seasons: records.seasons.length + records.seasonMerges.length,
      });
    } catch (err) {
      setState({ step: 'preview', plan, fileName });
      setFailure(t('importFailed', { reason: storageErrorText(err, lang) }));
    }
  }

  function cancel() {
    setState({ step: 'idle' });
    setFailure(null);
    inputRef.current?.focus();
  }

  return (
    <section aria-labelledby="backup-import" className="space-y-3">
      <h2 id="backup-import" className="text-lg font-bold">
        {t('importHeading')}
      </h2>
      <p className="text-base text-stone-700 dark:text-stone-300">{t('importIntro')}</p>
      <div>
        <label
          htmlFor={inputId}
          className={
            'flex min-h-14 w-full cursor-pointer items-center justify-center rounded-xl border-2 border-dashed border-green-800 px-4 text-lg font-semibold text-green-900 ' +
            'hover:bg-green-900/5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-yellow-400 dark:border-green-500 dark:text-green-200 dark:hover:bg-white/5'
          }
        >
          {t('chooseFile')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            onChange={(e) => void onFile(e)}
            disabled={state.step === 'reading' || state.step === 'importing'}
          />
        </label>
      </div>

      {state.step === 'reading' ? (
        <p role="status" className="text-stone-600 dark:text-stone-400">
          {t('reading')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      {state.step === 'errors' ? <ImportErrors errors={state.errors} t={t} /> : null}
      {state.step === 'done' ? (
        <p role="status" className="rounded-xl bg-green-50 p-4 font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
          {state.tournaments || state.pots
            ? t('importDoneMore', { sessions: state.sessions, ruleSets: state.ruleSets, tournaments: state.tournaments, pots: state.pots })
            : t('importDone', { sessions: state.sessions, ruleSets: state.ruleSets })}
          {state.seasons ? t('importDoneSeasons', { seasons: state.seasons }) : null}
        </p>
      ) : null}
      {state.step === 'preview' || state.step === 'importing' ? (
        <ImportPreview
          plan={state.plan}
          fileName={state.fileName}
          accepted={accepted}
          onToggle={(item, on) =>
            setAccepted((prev) => {
              const next = new Set(prev);
              if (on) next.add(item);
              else next.delete(item);
              return next;
            })
          }
          mergeSeasons={mergeSeasons}
          onMergeSeason={(item, on) =>
            setMergeSeasons((prev) => {
              const next = new Set(prev);
              if (on) next.add(item);
              else next.delete(item);
              return next;
            })
          }
          busy={state.step === 'importing'}
          onConfirm={() => void confirm(state.plan, state.fileName)}
          onCancel={cancel}
          t={t}
        />
      ) : null}
    </section>
  );
}

/** The user-facing text of one import problem. */
export function importErrorText(error: ImportError, t: T, lang: Lang): string {
  const p = error.params;
  switch (error.code) {
    case 'ERR_IMPORT_INVALID_SESSION': {
      const e = error.engine;
      const where = error.itemName ? `${t('inSession', { n: (error.item ?? 0) + 1 })} „${error.itemName}“: ` : `${t('inSession', { n: (error.item ?? 0) + 1 })}: `;
      if (!e) return where + t('invalidEntry');
      const detail = e.hand === null ? engineErrorText(e, lang) : t('invalidHand', { n: e.hand + 1, message: engineErrorText(e, lang) });
      return where + detail;
    }
    case 'ERR_IMPORT_INVALID_TOURNAMENT': {
      const name = error.itemName ? (lang === 'de' ? ` „${error.itemName}“` : ` "${error.itemName}"`) : '';
      const where = `${t('inTournament', { n: (error.item ?? 0) + 1 })}${name}: `;
      return where + (error.tournament ? tournamentProblemText(error.tournament, lang) : t('invalidEntry'));
    }
    case 'ERR_IMPORT_INVALID_SEASON': {
      const name = error.itemName ? (lang === 'de' ? ` „${error.itemName}“` : ` "${error.itemName}"`) : '';
      const where = `${t('inSeason', { n: (error.item ?? 0) + 1 })}${name}: `;
      return where + (error.season ? seasonProblemText(error.season, lang) : t('invalidEntry'));
    }
    case 'ERR_IMPORT_INVALID_RULE_SET':
      return t('ERR_IMPORT_INVALID_RULE_SET', { name: error.itemName ?? '', message: error.engine ? engineErrorText(error.engine, lang) : t('invalidEntry') });
    case 'ERR_IMPORT_WRONG_FORMAT':
      return p.format ? t('ERR_IMPORT_WRONG_FORMAT', p) : t('ERR_IMPORT_WRONG_FORMAT_MISSING');
    case 'ERR_IMPORT_TOO_MANY_HANDS':
    case 'ERR_IMPORT_NOTE_TOO_LONG':
    case 'ERR_IMPORT_SESSION_NAME_TOO_LONG':
    case 'ERR_IMPORT_PLAYER_NAME':
    case 'ERR_IMPORT_PLAYER_DUPLICATE':
    case 'ERR_IMPORT_NEWER_VERSION':
    case 'ERR_IMPORT_UNKNOWN_VERSION': {
      const text = t(error.code, p);
      return error.item !== undefined && error.itemName ? `${t('inSession', { n: error.item + 1 })} „${error.itemName}“: ${text}` : text;
    }
    default:
      return t(error.code, p);
  }
}

function ImportErrors({ errors, t }: { errors: ImportError[]; t: T }) {
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [errors]);
  const shown = errors.slice(0, MAX_ERRORS_SHOWN);
  return (
    <div ref={ref} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-bold">{t('errorsTitle')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-base">
        {shown.map((e, i) => (
          <li key={i}>{importErrorText(e, t, lang)}</li>
        ))}
      </ul>
      {errors.length > shown.length ? <p className="mt-2 text-sm">{t('moreErrors', { n: errors.length - shown.length })}</p> : null}
    </div>
  );
}
