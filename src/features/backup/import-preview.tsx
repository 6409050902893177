/**
 * The import's preview: what the chosen file would add — evenings, rule sets, tournaments,
 * seasons and carried pots, each new, already there or conflicting — with the choice to import
 * a conflicting evening as a copy, and the buttons to import (with the number of items) or
 * cancel. Nothing is written before the import is confirmed.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLang, type Translate } from '@/i18n/i18n';
import { formatPoints } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import type { SeasonTournamentChange } from '@/domain/season/season-diff';
import type { ImportPlan, PlannedKassaCarry, PlannedSeason, PlannedSession, PlannedTournament } from '@/transfer/import-json';
import { handsText, sessionLabel } from './evening-label';
import type { messages } from './messages';

type T = Translate<(typeof messages)['de']>;

interface PreviewProps {
  plan: ImportPlan;
  fileName: string;
  accepted: ReadonlySet<number>;
  onToggle: (item: number, on: boolean) => void;
  /** The conflicting seasons whose missing parts are taken into the stored one ("nur Fehlendes übernehmen"). */
  mergeSeasons: ReadonlySet<number>;
  onMergeSeason: (item: number, on: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  t: T;
}

export function ImportPreview({ plan, fileName, accepted, onToggle, mergeSeasons, onMergeSeason, busy, onConfirm, onCancel, t }: PreviewProps) {
  const ref = useRef<HTMLElement>(null);
  // A new preview: bring it into view and move the focus there (screen readers announce the region).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [plan]);
  const count =
    plan.sessions.filter((s) => s.status === 'new' || (s.status === 'conflict' && accepted.has(s.item))).length +
    plan.ruleSets.filter((r) => r.status !== 'duplicate').length +
    plan.tournaments.filter((x) => x.status === 'new').length +
    plan.kassaCarries.filter((c) => c.status === 'new').length +
    plan.seasons.filter((x) => x.status === 'new' || (x.status === 'conflict' && x.stored?.merged && mergeSeasons.has(x.item))).length;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="backup-preview" className="space-y-4 rounded-xl border border-stone-300 outline-none focus-visible:outline-3 focus-visible:outline-yellow-400 bg-white p-4 dark:border-stone-600 dark:bg-stone-900">
      <div>
        <h3 id="backup-preview" className="text-lg font-bold">
          {t('previewHeading')}
        </h3>
        <p className="truncate text-sm text-stone-600 dark:text-stone-400">{t('previewFile', { name: fileName })}</p>
      </div>
      <PreviewGroup title={t('previewSessions')}>
        {plan.sessions.map((s) => (
          <PreviewSession key={s.item} session={s} archived={plan.archived?.sessions.includes(s.item) ?? false} accepted={accepted.has(s.item)} onToggle={onToggle} t={t} />
        ))}
      </PreviewGroup>
      <PreviewGroup title={t('previewRuleSets')} tight>
        {plan.ruleSets.map((r) => (
          <li key={r.item} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{r.name}</span>
            <StatusBadge tone={r.status === 'duplicate' ? 'muted' : 'new'}>
              {r.status === 'duplicate' ? t('statusDuplicate') : r.status === 'renamed' ? t('statusRenamed', { name: r.importName }) : t('statusNew')}
            </StatusBadge>
          </li>
        ))}
      </PreviewGroup>
      <PreviewGroup title={t('previewTournaments')} named>
        {plan.tournaments.map((x) => (
          <PreviewTournament key={x.item} tournament={x} archived={plan.archived?.tournaments.includes(x.data.id) ?? false} t={t} />
        ))}
      </PreviewGroup>
      <PreviewGroup title={t('previewSeasons')} named>
        {plan.seasons.map((x) => (
          <PreviewSeason key={x.item} season={x} merge={mergeSeasons.has(x.item)} onMerge={onMergeSeason} t={t} />
        ))}
      </PreviewGroup>
      <PreviewGroup title={t('previewKassaCarries')} named>
        {plan.kassaCarries.map((c) => (
          <PreviewKassaCarry key={c.item} carry={c} t={t} />
        ))}
      </PreviewGroup>
      {plan.players.length > 0 ? <p className="text-sm text-stone-600 dark:text-stone-400">{t('previewPlayers', { n: plan.players.length })}</p> : null}
      {count === 0 ? <p className="font-medium">{t('nothingToImport')}</p> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy || count === 0}>
          {busy ? t('importing') : t('importButton', { n: count })}
        </Button>
      </div>
    </section>
  );
}

function StatusBadge({ tone, children }: { tone: 'new' | 'muted' | 'warn'; children: string }) {
  const cls =
    tone === 'new'
      ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
      : tone === 'warn'
        ? 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100'
        : 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100';
  return <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${cls}`}>{children}</span>;
}

/** One kind of item in the preview: its heading and list, shown only when the file has any. */
function PreviewGroup({ title, tight = false, named = false, children }: { title: string; tight?: boolean; named?: boolean; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1 font-semibold">{title}</h4>
      <ul className={tight ? 'space-y-1' : 'space-y-2'} aria-label={named ? title : undefined}>
        {children}
      </ul>
    </div>
  );
}

function PreviewSession({
  session, archived, accepted, onToggle, t,
}: { session: PlannedSession; archived: boolean; accepted: boolean; onToggle: (item: number, on: boolean) => void; t: T }) {
  const lang = useLang();
  const checkboxId = useId();
  const { data } = session;
  return (
    <li className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold">{sessionLabel(data, t, lang)}</p>
        {session.status === 'new' ? <StatusBadge tone="new">{t('statusNew')}</StatusBadge> : null}
        {session.status === 'duplicate' ? <StatusBadge tone="muted">{t('statusDuplicate')}</StatusBadge> : null}
        {session.status === 'conflict' ? <StatusBadge tone="warn">{t('statusConflict')}</StatusBadge> : null}
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {data.players.join(', ')} · {handsText(data.hands.length, t)}
        {archived ? ` · ${t('inArchive')}` : ''}
        {session.status === 'duplicate' ? ` · ${t('statusDuplicateHint')}` : ''}
      </p>
      {session.status === 'conflict' ? (
        <>
          <p className="mt-1 text-sm">{t('conflictHint')}</p>
          <div className="mt-1 flex min-h-11 items-center gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-6 accent-green-800"
              checked={accepted}
              onChange={(e) => onToggle(session.item, e.target.checked)}
            />
            <label htmlFor={checkboxId} className="flex-1 cursor-pointer text-base">
              {t('importAsCopy')}
              <span className="sr-only">: {sessionLabel(data, t, lang)}</span>
            </label>
          </div>
        </>
      ) : null}
    </li>
  );
}

function StatusOf({ status, t }: { status: 'new' | 'duplicate' | 'conflict'; t: T }) {
  if (status === 'new') return <StatusBadge tone="new">{t('statusNew')}</StatusBadge>;
  if (status === 'duplicate') return <StatusBadge tone="muted">{t('statusDuplicate')}</StatusBadge>;
  return <StatusBadge tone="warn">{t('statusConflict')}</StatusBadge>;
}

function PreviewTournament({ tournament, archived, t }: { tournament: PlannedTournament; archived: boolean; t: T }) {
  const lang = useLang();
  const { data } = tournament;
  return (
    <li className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold">{data.date ? `${data.name} (${formatDate(data.date, lang)})` : data.name}</p>
        <StatusOf status={tournament.status} t={t} />
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('tournamentSummary', { players: data.players.length, rounds: data.rounds.length, planned: data.plannedRounds })}
        {archived ? ` · ${t('inArchive')}` : ''}
        {tournament.status === 'duplicate' ? ` · ${t('statusDuplicateHint')}` : ''}
      </p>
      {tournament.status === 'conflict' ? <p className="mt-1 text-sm">{t('tournamentConflictHint')}</p> : null}
    </li>
  );
}

function SeasonChangeItem({ change, label, t }: { change: SeasonTournamentChange; label: string; t: T }) {
  return (
    <li>
      {label}
      {change.kind === 'changed' ? (
        change.results.length > 0 ? (
          <ul className="list-[circle] pl-5" aria-label={label}>
            {change.results.map((r) => <li key={`${r.round}/${r.table}`}>{t(`seasonDiffResult_${r.kind}`, { round: r.round, table: r.table })}</li>)}
          </ul>
        ) : <p className="text-sm">{t('seasonDiffNoResults')}</p>
      ) : null}
    </li>
  );
}

function PreviewSeason({ season, merge, onMerge, t }: { season: PlannedSeason; merge: boolean; onMerge: (item: number, on: boolean) => void; t: T }) {
  const { data } = season;
  const checkboxId = useId();
  const name = `${data.cup} ${data.season}`;
  const diff = season.stored?.diff;
  const app = season.stored?.app ?? [];
  return (
    <li className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold"><bdi>{name}</bdi></p>
        <StatusOf status={season.status} t={t} />
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('seasonSummary', { tournaments: data.tournaments.length })}
        {season.archived ? ` · ${t('inArchive')}` : ''}
        {season.status === 'duplicate' ? ` · ${t('statusDuplicateHint')}` : ''}
      </p>
      {season.status === 'conflict' ? <p className="mt-1 text-sm">{season.stored ? t('seasonConflictMergeHint') : t('seasonConflictHint')}</p> : null}
      {diff && (diff.settings.length > 0 || diff.tournaments.length > 0 || app.length > 0) ? (
        <>
          <p className="mt-1 text-sm font-semibold">{t('seasonDiffWhat')}</p>
          <ul className="list-disc pl-5 text-sm" aria-label={`${t('seasonDiffWhat')}: ${name}`}>
            {diff.settings.length > 0 ? <li>{t('seasonDiffSettings', { keys: diff.settings.map((k) => t(`seasonSetting_${k}`)).join(', ') })}</li> : null}
            {diff.tournaments.map((c) => <SeasonChangeItem key={c.id} change={c} label={t(`seasonDiffTournament_${c.kind}`, { name: c.name })} t={t} />)}
            {app.map((c) => <li key={c.part}>{t(`seasonApp_${c.part}`)}: {t(`seasonAppChange_${c.kind}`)}</li>)}
          </ul>
        </>
      ) : null}
      {season.device.length > 0 ? (
        <>
          <p className="mt-1 text-sm font-semibold">{t('seasonDevice')}</p>
          <ul className="list-disc pl-5 text-sm" aria-label={`${t('seasonDevice')} ${name}`}>
            {season.device.map((c) => <SeasonChangeItem key={c.id} change={c} label={`„${c.name}“`} t={t} />)}
          </ul>
        </>
      ) : null}
      {season.stored ? (
        season.stored.merged ? (
          <div className="mt-1 flex min-h-11 items-center gap-3">
            <input id={checkboxId} type="checkbox" className="size-6 accent-green-800" checked={merge} onChange={(e) => onMerge(season.item, e.target.checked)} />
            <label htmlFor={checkboxId} className="flex-1 cursor-pointer text-base">
              {t('seasonMergeMissing')}
              <span className="sr-only">: {name}</span>
            </label>
          </div>
        ) : <p className="mt-1 text-sm">{t('seasonMergeImpossible')}</p>
      ) : null}
    </li>
  );
}

function PreviewKassaCarry({ carry, t }: { carry: PlannedKassaCarry; t: T }) {
  const lang = useLang();
  const from = carry.fromName ?? (carry.fromDate ? formatDate(carry.fromDate, lang) : undefined);
  return (
    <li className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold">{t('kassaCarryLine', { players: carry.players.join(', '), points: formatPoints(carry.balance, lang) })}</p>
        <StatusOf status={carry.status} t={t} />
      </div>
      {from || carry.status === 'duplicate' ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {[from ? t('kassaCarryFrom', { name: from }) : '', carry.status === 'duplicate' ? t('statusDuplicateHint') : ''].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {carry.status === 'conflict' ? (
        <p className="mt-1 text-sm">{t('kassaCarryConflictHint', { points: formatPoints(carry.storedBalance ?? 0, lang) })}</p>
      ) : null}
    </li>
  );
}
