/**
 * #/saison/:id/standings — the Saisonwertung on the phone (the tournaments scroll sideways,
 * place and name stay; find a player by name or cup number) and on A4 (print).
 */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { nameKey } from '@/domain/season/match-players';
import { routePath } from '@/lib/router';
import { drawSeasonLot, useSeasonStandings, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import { bestLabel, schemeLabel, seasonHref, seasonTitle, WithSeason } from './shared';
import { SeasonStandingsTable } from './standings-table';
import './print.css';

export function SeasonStandingsScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return <WithSeason id={id} title={t('standingsTitle')}>{(stored) => <StandingsView stored={stored} />}</WithSeason>;
}

function StandingsView({ stored }: { stored: StoredSeason }) {
  const t = useT(seasonMessages);
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
          {standings.tiedGroups.length > 0 ? (
            <ul className="mb-4 flex flex-col gap-2 print:hidden" aria-label={t('drawLot')}>
              {standings.tiedGroups.map((group) => {
                const names = group.map((key) => standings.standings.find((r) => r.key === key)?.name ?? key).join(', ');
                return (
                  <li key={group.join()} className="flex items-center justify-between gap-2 rounded-xl border border-amber-400 bg-amber-50 p-2 dark:bg-amber-950">
                    <span className="text-sm">{t('tiedGroup', { names })}</span>
                    <Button aria-label={`${t('drawLot')}: ${names}`} onClick={() => void drawSeasonLot(stored.id, group)}>{t('drawLot')}</Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
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
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t('legend')}</p>
            <ol className="mt-2 hidden text-xs print:block">
              {standings.tournaments.map((x, i) => <li key={x.id}>{`${x.final ? t('finaleShort') : t('tournamentShort', { n: i + 1 })}: ${x.name}`}</li>)}
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
