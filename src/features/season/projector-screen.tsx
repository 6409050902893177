/**
 * #/saison/:id/projector — the Saisonwertung for a projector (1920×1080): large and high in
 * contrast. While every player fits, the whole table with each tournament's Cuppunkte;
 * otherwise place, name, total and ÖF in several columns side by side, turning pages on
 * its own. Live: a tournament added in another tab shows here.
 */
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/i18n';
import type { SeasonStandingRow, SeasonStandings } from '@/domain/season/model';
import { useSeasonStandings, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import { bestLabel, schemeLabel, seasonHref, seasonTitle, usePoints, WithSeason } from './shared';
import { SeasonStandingsTable } from './standings-table';

const PAGE_SECONDS = 15;
/** Rows a column holds at the projector's text size on 1080 lines. */
const ROWS_PER_COLUMN = 16;
const COLUMNS = 3;

export function SeasonProjectorScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return <WithSeason id={id} title={t('projector')}>{(stored) => <Projector stored={stored} />}</WithSeason>;
}

function Projector({ stored }: { stored: StoredSeason }) {
  const t = useT(seasonMessages);
  const standings = useSeasonStandings(stored.data);
  const rows = standings?.standings ?? [];
  const full = rows.length <= ROWS_PER_COLUMN && (standings?.tournaments.length ?? 0) <= 14;
  const perPage = full ? ROWS_PER_COLUMN : ROWS_PER_COLUMN * COLUMNS;
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);

  useEffect(() => {
    if (pages <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), PAGE_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [pages]);

  const shown = rows.slice(current * perPage, (current + 1) * perPage);
  return (
    <div className="flex h-dvh flex-col bg-black p-8 text-white">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-5xl font-extrabold"><bdi>{seasonTitle(stored.data)}</bdi></h1>
        <a href={seasonHref(stored.id, 'standings')} className="rounded-lg px-3 py-2 text-xl underline focus-visible:outline-3 focus-visible:outline-yellow-400">
          {t('back')}
        </a>
      </div>
      <p className="mt-1 text-2xl text-stone-300">{t('bestLine', { best: bestLabel(stored.data, t), scheme: schemeLabel(stored.data, t) })}</p>
      <div className="mt-4 min-h-0 flex-1 overflow-hidden">
        {!standings ? (
          <p className="mt-24 text-center text-5xl font-bold">{t('noStandings')}</p>
        ) : full ? (
          <SeasonStandingsTable standings={standings} rows={shown} large label={t('standingsTitle')} />
        ) : (
          <div className="grid h-full gap-10" style={{ gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))` }}>
            {Array.from({ length: COLUMNS }, (_, c) => shown.slice(c * ROWS_PER_COLUMN, (c + 1) * ROWS_PER_COLUMN)).map((col, c) =>
              col.length > 0 ? <CompactColumn key={c} standings={standings} rows={col} /> : <div key={c} />,
            )}
          </div>
        )}
      </div>
      <div className="mt-2 flex justify-between text-xl text-stone-300">
        <span>{t('legend')}</span>
        <span aria-live="polite">{pages > 1 ? `${current + 1} / ${pages}` : ''}</span>
      </div>
    </div>
  );
}

function CompactColumn({ standings, rows }: { standings: SeasonStandings; rows: SeasonStandingRow[] }) {
  const t = useT(seasonMessages);
  const points = usePoints();
  return (
    <table className="w-full border-collapse self-start text-3xl" aria-label={t('standingsTitle')}>
      <thead>
        <tr className="border-b-2 border-white text-left text-2xl">
          <th scope="col" className="px-2 py-1 text-right">{t('place')}</th>
          <th scope="col" className="px-2 py-1">{t('name')}</th>
          <th scope="col" className="px-2 py-1 text-right">{t('total')}</th>
          {standings.hasOef ? <th scope="col" className="px-2 py-1 text-right">{t('oefShort')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-stone-700">
            <td className="px-2 py-1.5 text-right tabular-nums">{`${row.place}.`}</td>
            <th scope="row" className="max-w-0 truncate px-2 py-1.5 text-left font-semibold"><bdi>{row.name}</bdi></th>
            <td className="px-2 py-1.5 text-right font-bold tabular-nums">{points(row.total)}</td>
            {standings.hasOef ? <td className="px-2 py-1.5 text-right tabular-nums">{points(row.oefStartPoints ?? null)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
