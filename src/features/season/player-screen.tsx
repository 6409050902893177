/**
 * #/saison/:id/spieler/:key — one cup player's season: every result with its tournament,
 * place, Schrift and Cuppunkte, counted or struck, and where it came from (played on this
 * device, a file from another director, a results list and its source); a tournament's name
 * opens it (this device's tournament, else the season's page of it).
 */
import { useMemo } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { playerSeason, type PlayerResult } from '@/domain/season/player-results';
import type { SeasonFile } from '@/domain/season/model';
import { useSeasonStandings, type StoredSeason } from '@/state/season-store';
import { useTournamentSummaries } from '@/state/tournament-store';
import { formatDate } from '@/lib/dates';
import { routePath } from '@/lib/router';
import { seasonPlayerMessages } from './player-messages';
import { seasonMessages } from './messages';
import { seasonHref, usePoints, WithSeason } from './shared';

export function SeasonPlayerScreen({ id, player }: { id: string; player: string }) {
  const t = useT(seasonPlayerMessages);
  return <WithSeason id={id} title={t('title')}>{(stored) => <PlayerView stored={stored} playerKey={player} />}</WithSeason>;
}

type Source = { kind: 'app' } | { kind: 'file' } | { kind: 'list'; source: string | null };

/** Where a tournament of the season came from. */
function sourceOf(data: SeasonFile, index: number, onDevice: ReadonlySet<string> | null): Source | null {
  const t = data.tournaments[index] as SeasonFile['tournaments'][number] & { format: string; source?: string };
  if (t.format !== 'tarock-tournament') return { kind: 'list', source: t.source ?? null };
  if (!onDevice) return null;
  return onDevice.has(t.id) ? { kind: 'app' } : { kind: 'file' };
}

function PlayerView({ stored, playerKey }: { stored: StoredSeason; playerKey: string }) {
  const t = useT(seasonPlayerMessages);
  const ts = useT(seasonMessages);
  const points = usePoints();
  const standings = useSeasonStandings(stored.data);
  const summaries = useTournamentSummaries();
  const onDevice = useMemo(() => (summaries ? new Set(summaries.map((s) => s.id)) : null), [summaries]);
  const season = useMemo(() => (standings ? playerSeason(stored.data, standings, playerKey) : null), [stored.data, standings, playerKey]);
  const back = { href: seasonHref(stored.id, 'standings'), label: t('back') };
  if (!season) {
    return (
      <Screen title={t('title')} back={back}>
        <p role="alert" className="text-base">{t('notFound')}</p>
      </Screen>
    );
  }
  const { row } = season;
  return (
    <Screen title={row.name} back={back}>
      <p className="text-base">{row.cupNumber !== null ? t('cupNo', { number: row.cupNumber }) : t('noNumber')}</p>
      <p className="text-lg font-bold">{t('summary', { place: row.place, total: points(row.total), n: row.participations })}</p>
      {row.oefStartPoints !== undefined && row.oefStartPoints !== null ? <p className="text-base">{t('oef', { points: points(row.oefStartPoints) })}</p> : null}
      {season.spellings.length > 1 ? <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('spellings', { list: season.spellings.join(', ') })}</p> : null}
      <h2 className="mt-6 text-lg font-bold">{t('results')}</h2>
      <ol className="mt-2 flex flex-col gap-2" aria-label={t('results')}>
        {season.results.map((r) => (
          <ResultCard
            key={r.tournamentId} result={r} source={sourceOf(stored.data, r.tournament, onDevice)} short={r.final ? ts('finaleShort') : ts('tournamentShort', { n: r.tournament + 1 })}
            href={onDevice?.has(r.tournamentId) ? routePath({ name: 'tournament', tournamentId: r.tournamentId, view: { kind: 'overview' } }) : routePath({ name: 'season-tournament', seasonId: stored.id, tournamentId: r.tournamentId })}
          />
        ))}
      </ol>
    </Screen>
  );
}

/** `href`: the tournament's page (this device's tournament, else the season's page of it). */
function ResultCard({ result: r, source, short, href }: { result: PlayerResult; source: Source | null; short: string; href: string }) {
  const t = useT(seasonPlayerMessages);
  const lang = useLang();
  const points = usePoints();
  const from = !source ? null : source.kind === 'app' ? t('sourceApp') : source.kind === 'file' ? t('sourceFile') : source.source ? t('sourceListFrom', { source: source.source }) : t('sourceList');
  return (
    <li
      className={`rounded-xl border p-3 ${r.counted ? 'border-green-800 bg-white dark:border-green-300 dark:bg-stone-900' : 'border-stone-300 bg-stone-100 text-stone-700 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-300'}`}
      aria-label={`${short}: ${r.tournamentName}`}
    >
      <p className="font-semibold">
        <span className="mr-2 tabular-nums">{short}</span>
        <a href={href} className="inline-flex min-h-11 items-center text-green-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-200"><bdi>{r.tournamentName}</bdi></a>
        {r.date ? <span className="ml-2 text-sm font-normal">{formatDate(r.date, lang)}</span> : null}
      </p>
      <dl className="mt-1 grid grid-cols-3 gap-1 text-base">
        <div><dt className="text-xs">{t('place')}</dt><dd className="tabular-nums">{`${r.place}.`}</dd></div>
        <div><dt className="text-xs">{t('schrift')}</dt><dd className="tabular-nums">{r.schrift === null ? t('noSchrift') : points(r.schrift)}</dd></div>
        <div>
          <dt className="text-xs">{t('cupPoints')}</dt>
          <dd className={`tabular-nums ${r.counted ? 'font-bold' : 'line-through'}`}>{points(r.cupPoints)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-sm">
        <span className={r.counted ? 'font-semibold text-green-900 dark:text-green-200' : ''}>{r.counted ? t('counted') : t('struck')}</span>
        {from ? ` · ${from}` : null}
      </p>
    </li>
  );
}
