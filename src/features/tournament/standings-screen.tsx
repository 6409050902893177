/**
 * #/t/:id/standings — the standings (Wertung), live after every result:
 * place, each round's score, the total (Gesamt), cup points; a tie the rules
 * cannot break gets "Los ziehen", recorded in the file's `lots`. A4 print.
 */
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import type { Standings, TournamentFile } from '@/domain/index';
import { drawLot, useStandings } from '@/state/tournament-store';
import { ExportButtons } from './exports';
import { tournamentMessages } from './messages';
import { Name, playerNames, tournamentHref, usePoints, WithTournament } from './shared';
import './print.css';

export function StandingsScreen({ id }: { id: string }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('standingsTitle')}>{(stored) => <StandingsView data={stored.data} />}</WithTournament>;
}

function StandingsView({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const standings = useStandings(data)!;
  const names = playerNames(data);
  return (
    <Screen title={t('standingsTitle')} back={{ href: tournamentHref(data.id), label: t('back') }}>
      {standings.tiedGroups.length > 0 ? (
        <ul className="mb-4 flex flex-col gap-2 print:hidden" aria-label={t('drawLot')}>
          {standings.tiedGroups.map((group) => {
            const label = group.map((pid) => names.get(pid) ?? pid).join(', ');
            return (
              <li key={group.join()} className="flex items-center justify-between gap-2 rounded-xl border border-amber-400 bg-amber-50 p-2 dark:bg-amber-950">
                <span className="text-sm">{t('tiedGroup', { names: label })}</span>
                <Button aria-label={`${t('drawLot')}: ${label}`} onClick={() => void drawLot(data.id, group)}>
                  {t('drawLot')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="tournament-print">
        <h2 className="hidden text-xl font-bold print:block"><bdi>{data.name}</bdi> – {t('standingsTitle')}</h2>
        <StandingsTable standings={standings} />
      </div>
      <div className="mt-6 print:hidden">
        <Button className="w-full" onClick={() => window.print()}>{t('print')}</Button>
        <ExportButtons data={data} />
      </div>
    </Screen>
  );
}

export function StandingsTable({ standings, rows, large = false }: { standings: Standings; rows?: Standings['rows']; large?: boolean }) {
  const t = useT(tournamentMessages);
  const points = usePoints();
  const shown = rows ?? standings.rows;
  const cell = large ? 'px-3 py-2' : 'px-1.5 py-1';
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('standingsTitle')}>
      <table className={`w-full border-collapse ${large ? 'text-4xl' : 'text-base print:text-sm'}`} aria-label={t('standingsTitle')}>
        <thead>
          <tr className="border-b-2 border-current text-left">
            <th scope="col" className={`${cell} text-right`}>{t('place')}</th>
            <th scope="col" className={cell}>{t('nameCol')}</th>
            {Array.from({ length: standings.rounds }, (_, i) => (
              <th key={i} scope="col" className={`${cell} text-right`}>{t('roundShort', { n: i + 1 })}</th>
            ))}
            <th scope="col" className={`${cell} text-right`}>{t('total')}</th>
            {standings.hasCupPoints ? <th scope="col" className={`${cell} text-right`}>{t('cup')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id} className="border-b border-stone-300 dark:border-stone-700">
              <td className={`${cell} text-right tabular-nums`}>{row.place === null ? '' : `${row.place}.`}</td>
              <th scope="row" className={`${cell} text-left font-semibold`}>
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
