/**
 * #/saison/:id/standings — the Saisonwertung on the phone (the tournaments scroll sideways,
 * place, name, total and ÖF stay; find a player by name or cup number) and on A4 (print).
 * It opens with the table: open ties are one line above it, their lots offered at once only
 * where a tie decides the cup winner, a podium place or the ÖF cut, the rest on request.
 */
import { useState } from 'react';
import type { SeasonStandings } from '@/domain/season/model';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { nameKey } from '@/domain/season/match-players';
import { routePath } from '@/lib/router';
import { drawSeasonLot, useSeasonStandings, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import { bestLabel, schemeLabel, seasonHref, seasonTitle, WithSeason } from './shared';
import { openTies, type OpenTie } from './season-ties';
import { SeasonStandingsTable } from './standings-table';
import { oefMessages } from './oef-messages';
import { seasonLegendLines } from './season-legend';
import './print.css';

export function SeasonStandingsScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return <WithSeason id={id} title={t('standingsTitle')}>{(stored) => <StandingsView stored={stored} />}</WithSeason>;
}

function StandingsView({ stored }: { stored: StoredSeason }) {
  const t = useT(seasonMessages);
  const to = useT(oefMessages);
  const standings = useSeasonStandings(stored.data);
  const [query, setQuery] = useState('');
  const q = nameKey(query);
  const rows = standings && q ? standings.standings.filter((r) => nameKey(r.name).includes(q) || (r.cupNumber ?? '').toLowerCase() === q) : undefined;
  return (
    <Screen title={t('standingsTitle')} back={{ href: seasonHref(stored.id), label: t('back') }}>
      {!standings ? (
        <p role="status">{t('noStandings')}</p>
      ) : (
        <>
          <SeasonTies standings={standings} seasonId={stored.id} oefPlaces={stored.data.oef?.places ?? null} />
          <div className="mb-3 print:hidden">
            <TextField label={t('search')} placeholder={t('searchPlaceholder')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            {rows && rows.length === 0 ? <p role="status" className="mt-1 text-sm">{t('searchNone')}</p> : null}
          </div>
          <div className="season-print">
            <h2 className="text-lg font-bold"><bdi>{seasonTitle(stored.data)}</bdi></h2>
            <p className="mb-2 text-sm text-stone-700 dark:text-stone-300">{t('bestLine', { best: bestLabel(stored.data, t), scheme: schemeLabel(stored.data, t) })}</p>
            <p className="mb-1 text-sm text-stone-600 sm:hidden print:hidden dark:text-stone-400">{t('swipeHint')}</p>
            <SeasonStandingsTable
              standings={standings}
              label={t('standingsTitle')}
              playerHref={(key) => routePath({ name: 'season-player', seasonId: stored.id, player: key })}
              {...(rows ? { rows } : {})}
            />
            <Legend standings={standings} />
            <ol className="mt-2 hidden text-xs print:block">
              {/* Each column's head as the table has it ("Final" beside Start and Gesamt). */}
              {standings.tournaments.map((x, i) => <li key={x.id}>{`${x.final ? (standings.hasCarried ? to('final') : t('finaleShort')) : t('tournamentShort', { n: i + 1 })}: ${x.name}`}</li>)}
            </ol>
          </div>
          <div className="mt-6 flex flex-col gap-2 print:hidden">
            <Button className="w-full" onClick={() => window.print()}>{t('print')}</Button>
            <LinkButton href={seasonHref(stored.id, 'projector')} className="w-full">{t('projector')}</LinkButton>
          </div>
        </>
      )}
    </Screen>
  );
}

/** Under the table: what its brackets, or its Start, Final and Gesamt, mean (as the projector says it). */
function Legend({ standings }: { standings: SeasonStandings }) {
  const t = useT(seasonMessages);
  const to = useT(oefMessages);
  return (
    <div className="mt-2 text-sm text-stone-700 dark:text-stone-300" data-testid="season-legend">
      {seasonLegendLines(standings).map((line) => (
        <p key={line}>{line === 'brackets' ? t('legend') : to(line === 'gesamt' ? 'gesamtLegend' : 'carriedLegend')}</p>
      ))}
    </div>
  );
}

/** One line for every open tie; the lots of ties that decide the winner, the podium or the ÖF cut below it, every other lot on request. */
function SeasonTies({ standings, seasonId, oefPlaces }: { standings: SeasonStandings; seasonId: string; oefPlaces: number | null }) {
  const t = useT(seasonMessages);
  const [all, setAll] = useState(false);
  const ties = openTies(standings, oefPlaces);
  if (ties.length === 0) return null;
  const deciding = ties.filter((x) => x.stake !== null);
  const shown = all ? ties : deciding;
  const summary = ties.length === 1 ? t('tiesOne') : t('ties', { n: ties.length });
  return (
    <section aria-label={summary} className="mb-3 print:hidden">
      <div className={`flex items-center justify-between gap-2 rounded-xl border p-2 ${deciding.length > 0 ? 'border-amber-400 bg-amber-50 dark:bg-amber-950' : 'border-stone-300 dark:border-stone-700'}`}>
        <p className="min-w-0 text-sm" data-testid="ties-summary">
          <strong>{summary}</strong> · {deciding.length > 0 ? t('tiesDeciding', { n: deciding.length }) : t('tiesNoneDeciding')}
        </p>
        {deciding.length < ties.length ? (
          <Button className="shrink-0" aria-expanded={all} onClick={() => setAll(!all)}>{all ? t('hideLots') : t('showLots')}</Button>
        ) : null}
      </div>
      {shown.length > 0 ? (
        <ul className="mt-2 flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 dark:divide-stone-700 dark:border-stone-700" aria-label={t('drawLot')}>
          {shown.map((tie) => <TieLine key={tie.keys.join()} tie={tie} seasonId={seasonId} />)}
        </ul>
      ) : null}
    </section>
  );
}

function TieLine({ tie, seasonId }: { tie: OpenTie; seasonId: string }) {
  const t = useT(seasonMessages);
  const names = tie.names.join(', ');
  return (
    <li className="flex items-center justify-between gap-2 p-2">
      <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
        {tie.stake ? <strong className="mr-1">{t(tie.stake === 'winner' ? 'tieWinner' : tie.stake === 'oef' ? 'tieOef' : 'tiePodium')}</strong> : null}
        {t('tiedPlace', { place: tie.place, names })}
      </span>
      <Button className="shrink-0" aria-label={`${t('drawLot')}: ${names}`} onClick={() => void drawSeasonLot(seasonId, tie.keys)}>{t('drawLot')}</Button>
    </li>
  );
}
