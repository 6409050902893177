/**
 * #/t/:id/standings — the standings (Wertung), live after every result:
 * place, each round's score, the total (Gesamt), cup points. Ties the rules cannot break
 * are one line ("12 Gleichstände"); their lots ("Los ziehen", recorded in the file's
 * `lots`) are offered on request, and at once after the last round when few. A search finds
 * a player in a long list. A4 print.
 */
import { Fragment, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { isRoundComplete, type PlayerId, type Standings, type TournamentFile } from '@/domain/index';
import { drawLot, useStandings } from '@/state/tournament-store';
import { ExportButtons } from './exports';
import { tournamentMessages } from './messages';
import { filterByName, SEARCH_FROM } from './player-search';
import { PlayerSearchField } from './player-search-field';
import { Name, playerNames, tournamentHref, usePoints, WithTournament } from './shared';
import './print.css';

export function StandingsScreen({ id }: { id: string }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('standingsTitle')}>{(stored) => <StandingsView data={stored.data} />}</WithTournament>;
}

/** The standings are final: every planned round drawn and its last one complete. Lots decide only then. */
export function standingsFinal(data: TournamentFile): boolean {
  return data.plannedRounds > 0 && data.rounds.length >= data.plannedRounds && isRoundComplete(data, data.rounds.length);
}

function StandingsView({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const standings = useStandings(data)!;
  const [query, setQuery] = useState('');
  const shown = filterByName(standings.rows, (r) => r.name, query);
  // Rows the search leaves out are only hidden on screen: the printed standings stay whole.
  const hide = shown.length === standings.rows.length ? undefined : new Set(standings.rows.filter((r) => !shown.includes(r)).map((r) => r.id));
  return (
    <Screen title={t('standingsTitle')} back={{ href: tournamentHref(data.id), label: t('back') }}>
      <Ties data={data} groups={standings.tiedGroups} />
      {standings.rows.length >= SEARCH_FROM ? (
        <PlayerSearchField className="mb-3" value={query} onChange={setQuery} shown={shown.length} of={standings.rows.length} />
      ) : null}
      <div className="tournament-print">
        <h2 className="hidden text-xl font-bold print:block"><bdi>{data.name}</bdi> – {t('standingsTitle')}</h2>
        <StandingsTable standings={standings} hide={hide} />
      </div>
      <div className="mt-6 print:hidden">
        <Button className="w-full" onClick={() => window.print()}>{t('print')}</Button>
        <ExportButtons data={data} />
      </div>
    </Screen>
  );
}

/** After the last round up to this many ties show their lots at once. */
const OPEN_LOTS_MAX = 3;

/** One line for every tie still open; the lots behind it, open at once when they decide. */
function Ties({ data, groups }: { data: TournamentFile; groups: PlayerId[][] }) {
  const t = useT(tournamentMessages);
  const final = standingsFinal(data);
  const [open, setOpen] = useState<boolean | null>(null);
  if (groups.length === 0) return null;
  const names = playerNames(data);
  // After the last round a few lots are shown at once; many stay one line until asked for.
  const expanded = open ?? (final && groups.length <= OPEN_LOTS_MAX);
  return (
    <section aria-label={groups.length === 1 ? t('tiesOne') : t('ties', { n: groups.length })} className="mb-4 print:hidden">
      <div className={`flex items-center justify-between gap-2 rounded-xl border p-2 ${final ? 'border-amber-400 bg-amber-50 dark:bg-amber-950' : 'border-stone-300 dark:border-stone-700'}`}>
        <p className="min-w-0 text-sm" data-testid="ties-summary">
          <strong>{groups.length === 1 ? t('tiesOne') : t('ties', { n: groups.length })}</strong> · {final ? t('tiesFinal') : t('tiesOpen')}
        </p>
        <Button className="shrink-0" aria-expanded={expanded} onClick={() => setOpen(!expanded)}>
          {expanded ? t('hideLots') : t('showLots')}
        </Button>
      </div>
      {expanded ? (
        <ul className="mt-2 flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 dark:divide-stone-700 dark:border-stone-700" aria-label={t('drawLot')}>
          {groups.map((group) => {
            const label = group.map((pid) => names.get(pid) ?? pid).join(', ');
            return (
              <li key={group.join()} className="flex items-center justify-between gap-2 p-2">
                <span className="min-w-0 text-sm [overflow-wrap:anywhere]">{t('tiedGroup', { names: label })}</span>
                <Button className="shrink-0" aria-label={`${t('drawLot')}: ${label}`} onClick={() => void drawLot(data.id, group)}>
                  {t('drawLot')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The standings as a table. On a 390 px phone every column fits, cup points included: the
 * column heads are small, the numbers never wrap, and a long name wraps instead.
 */
export function StandingsTable({ standings, hide }: { standings: Standings; hide?: ReadonlySet<string> }) {
  const t = useT(tournamentMessages);
  const points = usePoints();
  const cell = 'px-[3px] py-1 whitespace-nowrap sm:px-1';
  const headBase = 'px-[3px] py-1 text-xs font-semibold sm:px-1';
  const head = `${headBase} text-right`;
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('standingsTitle')}>
      <table className="w-full border-collapse text-sm sm:text-base print:text-sm" aria-label={t('standingsTitle')}>
        <thead>
          <tr className="border-b-2 border-current text-left">
            <th scope="col" className={head}>{t('place')}</th>
            <th scope="col" className={`${headBase} text-left`}>{t('nameCol')}</th>
            {Array.from({ length: standings.rounds }, (_, i) => (
              <th key={i} scope="col" className={head}>{t('roundShort', { n: i + 1 })}</th>
            ))}
            <th scope="col" className={head}>{t('total')}</th>
            {standings.hasCupPoints ? (
              <th scope="col" className={head}>
                {/* "Cup" and "punkte" may go on two lines: the column is as narrow as its numbers. */}
                {t('cupHead').split('|').map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <wbr /> : null}
                    {part}
                  </Fragment>
                ))}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row) => (
            <tr key={row.id} className={`border-b border-stone-300 dark:border-stone-700 ${hide?.has(row.id) ? 'hidden print:table-row' : ''}`}>
              <td className={`${cell} text-right tabular-nums`}>{row.place === null ? '' : `${row.place}.`}</td>
              <th scope="row" className="w-full min-w-[4.5rem] px-[3px] py-1 text-left font-semibold [overflow-wrap:anywhere] sm:px-1">
                <Name>{row.name}</Name>
                {row.byLot ? <span className="ml-1 text-xs font-normal">({t('byLot')})</span> : null}
              </th>
              {row.rounds.map((r, i) => (
                <td key={i} className={`${cell} text-right tabular-nums`}>{points(r)}</td>
              ))}
              <td className={`${cell} text-right font-bold tabular-nums`}>{row.place === null ? '' : points(row.total)}</td>
              {standings.hasCupPoints ? <td className={`${cell} text-right tabular-nums`}>{row.cupPoints === null ? '' : points(row.cupPoints)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
