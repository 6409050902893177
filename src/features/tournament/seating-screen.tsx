/**
 * #/t/:id/r/:n/seating — the seating list (Tischliste) by table and
 * alphabetically (name → table), large enough for a wall screen, and as A4
 * print (both lists, without the app's bars).
 */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import type { TournamentFile } from '@/domain/index';
import { tournamentMessages } from './messages';
import './print.css';
import { matchesName, SEARCH_FROM } from './player-search';
import { PlayerSearchField } from './player-search-field';
import { Name, playerNames, tournamentHref, WithTournament } from './shared';

export function SeatingScreen({ id, round }: { id: string; round: number }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('seatingTitle', { n: round })}>{(stored) => <Seating data={stored.data} round={round} />}</WithTournament>;
}

const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

function Seating({ data, round }: { data: TournamentFile; round: number }) {
  const t = useT(tournamentMessages);
  const [view, setView] = useState<'table' | 'name'>('table');
  const [query, setQuery] = useState('');
  const drawn = data.rounds[round - 1];
  const names = playerNames(data);
  const title = t('seatingTitle', { n: round });
  if (!drawn) {
    return (
      <Screen title={title} back={{ href: tournamentHref(data.id), label: t('back') }}>
        <p role="alert">{t('notFound')}</p>
      </Screen>
    );
  }
  const tables = [...drawn.tables].sort((a, b) => a.table - b.table);
  const alphabetical = tables
    .flatMap((tb) => tb.players.map((pid) => ({ name: names.get(pid) ?? pid, table: tb.table })))
    .sort((a, b) => collator.compare(a.name, b.name) || a.table - b.table);
  // What the search leaves out is hidden on screen only: the printed lists stay whole.
  const searching = query.trim() !== '';
  const found = (name: string) => !searching || matchesName(name, query);
  const tableFound = (players: readonly string[]) => players.some((pid) => found(names.get(pid) ?? pid));
  const matches = alphabetical.filter((row) => found(row.name)).length;

  const byTable = (
    <section aria-label={`${title} – ${t('byTable')}`} className={view === 'table' ? '' : 'hidden print:block'}>
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
        {tables.map((tb) => (
          <div key={tb.table} className={`${tableFound(tb.players) ? '' : 'hidden print:block'} break-inside-avoid rounded-xl border-2 border-stone-800 bg-white p-3 text-stone-950 dark:border-stone-300 dark:bg-stone-900 dark:text-stone-50 print:border print:p-2`}>
            <h2 className="text-2xl font-extrabold">{t('table', { n: tb.table })}</h2>
            <ol className="mt-1 text-xl leading-snug print:text-base">
              {tb.players.map((pid, seat) => (
                <li key={pid} className={searching && found(names.get(pid) ?? pid) ? 'font-extrabold underline print:font-normal print:no-underline' : ''}>
                  <Name>{names.get(pid) ?? pid}</Name>
                  {seat === (tb.firstDealer ?? 0) ? <span className="ml-2 text-sm">({t('firstDealer')})</span> : null}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );

  const byName = (
    <section aria-label={`${title} – ${t('byName')}`} className={view === 'name' ? '' : 'hidden print:block print:break-before-page'}>
      <table className="w-full text-xl print:text-sm">
        <thead>
          <tr className="border-b-2 border-stone-800 text-left">
            <th scope="col" className="py-1">{t('nameCol')}</th>
            <th scope="col" className="py-1 text-right">{t('tableCol')}</th>
          </tr>
        </thead>
        <tbody>
          {alphabetical.map((row, i) => (
            <tr key={i} className={`border-b border-stone-200 dark:border-stone-700 ${found(row.name) ? '' : 'hidden print:table-row'}`}>
              <td className="py-1"><Name>{row.name}</Name></td>
              <td className="py-1 text-right text-2xl font-extrabold tabular-nums print:text-base">{row.table}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );

  return (
    <Screen title={title} back={{ href: tournamentHref(data.id, { kind: 'round', round }), label: t('back') }}>
      <div className="print:hidden">
        <Segmented
          label={t('seatingList')}
          hideLabel
          value={view}
          options={[
            { value: 'table', label: t('byTable') },
            { value: 'name', label: t('byName') },
          ]}
          onChange={setView}
        />
        <Button className="mt-2 w-full" onClick={() => window.print()}>{t('print')}</Button>
        {alphabetical.length >= SEARCH_FROM ? (
          <PlayerSearchField className="mt-3" value={query} onChange={setQuery} shown={matches} of={alphabetical.length} />
        ) : null}
      </div>
      <h2 className="mt-4 hidden text-2xl font-bold print:block">
        <bdi>{data.name}</bdi> – {title}
      </h2>
      <div className="tournament-print mt-4">
        {byTable}
        {byName}
      </div>
    </Screen>
  );
}
