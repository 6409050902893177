/**
 * The Saisonwertung as a table: place, name, total and ÖF first (on a 390 px phone they fit
 * without swiping: a long name wraps, and place and name stay in view while the rest scrolls
 * sideways), then the cup number, each tournament's Cuppunkte (dropped ones in brackets) and
 * the participations; a player's name leads to their page in the season. With carried points
 * (the ÖF's Gesamtwertung, §12) the first columns read Start, Final, Gesamt.
 */
import { useT } from '@/i18n/i18n';
import type { SeasonStandingRow, SeasonStandings } from '@/domain/season/model';
import { seasonMessages } from './messages';
import { oefMessages } from './oef-messages';
import { usePoints } from './shared';

export function SeasonStandingsTable({ standings, rows, label, playerHref }: {
  standings: SeasonStandings; rows?: SeasonStandingRow[]; label: string;
  /** Where a player's name leads (their page in the season); plain text without. */
  playerHref?: (key: string) => string;
}) {
  const t = useT(seasonMessages);
  const to = useT(oefMessages);
  const points = usePoints();
  const shown = rows ?? standings.standings;
  // With carried points (§12: the ÖF's start points) the Gesamtwertung reads Start + Final = Gesamt,
  // side by side before anything else: the Finale's column moves up beside them.
  const carried = standings.hasCarried;
  const finalAt = carried ? standings.tournaments.findIndex((x) => x.final) : -1;
  const others = standings.tournaments.map((x, i) => ({ x, i })).filter(({ i }) => i !== finalAt);
  const resultCell = (r: SeasonStandingRow['results'][number] | undefined, i: number) =>
    r === null || r === undefined ? (
      <td key={i} className={cell} />
    ) : r.counted ? (
      <td key={i} className={`${cell} text-right tabular-nums`}>{points(r.cupPoints)}</td>
    ) : (
      <td key={i} className={`${cell} text-right tabular-nums text-stone-500 dark:text-stone-400`} title={t('struck')}>
        <span aria-hidden="true">[</span>{points(r.cupPoints)}<span aria-hidden="true">]</span>
        <span className="sr-only"> ({t('struck')})</span>
      </td>
    );
  const cell = 'px-1.5 py-1';
  // The first columns stay in view while the tournaments scroll sideways on a phone.
  const sticky = 'season-sticky sticky z-10 bg-stone-50 dark:bg-stone-950';
  // A long name wraps on a phone, so that total and ÖF stay in the first screen width.
  const nameCell = `${cell} ${sticky} left-10 min-w-24 max-w-40 text-left font-semibold break-words sm:max-w-none sm:whitespace-nowrap`;
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone; positioned, so the hidden
    // screen-reader texts of the cells scroll with it instead of widening the page.
    <div className="season-scroll relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="min-w-full border-collapse text-sm sm:text-base print:text-xs" aria-label={label}>
        <thead>
          <tr className="border-b-2 border-current text-left">
            <th scope="col" className={`${cell} ${sticky} left-0 w-10 min-w-10 text-right`}>{t('place')}</th>
            <th scope="col" className={nameCell}>{t('name')}</th>
            {carried ? <th scope="col" className={`${cell} text-right`} title={to('startLong')}>{to('start')}</th> : null}
            {finalAt >= 0 ? <th scope="col" className={`${cell} text-right`} title={to('finalLong')}>{to('final')}</th> : null}
            <th scope="col" className={`${cell} text-right`}>{t('total')}</th>
            {standings.hasOef ? <th scope="col" className={`${cell} text-right`}>{t('oefShort')}</th> : null}
            <th scope="col" className={`${cell} text-right`}>{t('number')}</th>
            {others.map(({ x, i }) => (
              <th key={x.id} scope="col" className={`${cell} text-right`} title={x.name}>{x.final ? t('finaleShort') : t('tournamentShort', { n: i + 1 })}</th>
            ))}
            <th scope="col" className={`${cell} text-right`}>{t('participations')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} className="border-b border-stone-300 dark:border-stone-700" data-player={row.key}>
              <td className={`${cell} ${sticky} left-0 text-right tabular-nums`}>{`${row.place}.`}</td>
              <th scope="row" className={nameCell}>
                {playerHref ? (
                  <a href={playerHref(row.key)} className="underline decoration-1 underline-offset-2 print:no-underline"><bdi>{row.name}</bdi></a>
                ) : (
                  <bdi>{row.name}</bdi>
                )}
                {row.byLot ? <span className="ml-1 text-xs font-normal">({t('byLot')})</span> : null}
              </th>
              {carried ? <td className={`${cell} text-right tabular-nums`}>{points(row.carried ?? null)}</td> : null}
              {finalAt >= 0 ? resultCell(row.results[finalAt], finalAt) : null}
              <td className={`${cell} text-right font-bold tabular-nums`}>{points(row.total)}</td>
              {standings.hasOef ? <td className={`${cell} text-right tabular-nums`}>{points(row.oefStartPoints ?? null)}</td> : null}
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>{row.cupNumber ?? ''}</td>
              {others.map(({ i }) => resultCell(row.results[i], i))}
              <td className={`${cell} text-right tabular-nums`}>{row.participations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
