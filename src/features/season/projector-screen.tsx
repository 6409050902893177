/**
 * #/saison/:id/projector — the Saisonwertung for a projector (1920×1080): white on black, every
 * name in full, in as many columns as the wall holds (decided by `seasonProjectorLayout`), each
 * tournament's Cuppunkte while they fit, the ÖF cut drawn as a line below the last qualified
 * place; more players than a page holds turn pages on their own. Live: a tournament added in
 * another tab shows here.
 */
import { useMemo, useRef } from 'react';
import { usePageTurn, useWallArea, WALL_HEAD_CLASS, WallTable } from '@/components/ui/wall-table';
import { useT } from '@/i18n/i18n';
import type { SeasonStandingRow, SeasonStandings } from '@/domain/season/model';
import { useSeasonStandings, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import { oefMessages } from './oef-messages';
import { estimateNameEm, oefCutIndex, SEASON_COLUMN_EM, seasonProjectorArea, seasonProjectorLayout, type SeasonProjectorLayout } from './projector-layout';
import { seasonLegendLines } from './season-legend';
import { bestLabel, schemeLabel, seasonHref, seasonTitle, usePoints, WithSeason } from './shared';

const PAGE_SECONDS = 15;

export function SeasonProjectorScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return <WithSeason id={id} title={t('projector')}>{(stored) => <Projector stored={stored} />}</WithSeason>;
}

/** The widest name in em of the table's semibold type: measured where a canvas can, else estimated. */
function widestNameEm(names: readonly string[]): number {
  if (names.length === 0) return 4;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return Math.max(4, ...names.map(estimateNameEm));
  context.font = `600 100px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  // A little room for the browser's own rounding.
  return Math.max(4, ...names.map((n) => context.measureText(n).width / 100)) + 0.2;
}

function Projector({ stored }: { stored: StoredSeason }) {
  const t = useT(seasonMessages);
  const to = useT(oefMessages);
  const standings = useSeasonStandings(stored.data);
  const rows = useMemo(() => standings?.standings ?? [], [standings]);
  const nameEm = useMemo(() => widestNameEm(rows.map((r) => r.name)), [rows]);
  const area = useRef<HTMLDivElement>(null);
  const size = useWallArea(area, seasonProjectorArea);
  const layout = seasonProjectorLayout({ ...size, players: rows.length, nameEm, oef: standings?.hasOef ?? false, carried: standings?.hasCarried ?? false, tournaments: standings?.tournaments.length ?? 0 });
  const pages = layout.pages;
  const current = usePageTurn(pages, PAGE_SECONDS);

  const cut = oefCutIndex(rows);
  const from = current * layout.perPage;
  return (
    // The whole window, above the app's messages: nothing covers a row on the wall.
    <div className="fixed inset-0 z-50 flex flex-col bg-black px-8 pb-3 pt-5 text-white">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="truncate text-5xl font-extrabold"><bdi>{seasonTitle(stored.data)}</bdi></h1>
        <a href={seasonHref(stored.id, 'standings')} className="shrink-0 rounded-lg px-3 py-2 text-xl underline focus-visible:outline-3 focus-visible:outline-yellow-400">
          {t('back')}
        </a>
      </div>
      <p className="mt-1 text-2xl text-stone-300">{t('bestLine', { best: bestLabel(stored.data, t), scheme: schemeLabel(stored.data, t) })}</p>
      <div ref={area} className="mt-3 min-h-0 flex-1 overflow-hidden">
        {!standings ? (
          <p className="mt-24 text-center text-5xl font-bold">{t('noStandings')}</p>
        ) : (
          <ProjectorTable standings={standings} rows={rows.slice(from, from + layout.perPage)} layout={layout} cutAt={cut === null ? null : cut - from} />
        )}
      </div>
      <div className="mt-2 flex justify-between gap-6 text-xl text-stone-300">
        <span>
          {/* With carried points (the ÖF's Gesamtwertung) the columns are Start, Final, Gesamt: say what they mean. */}
          {standings ? seasonLegendLines(standings, layout.showResults).map((line) => (line === 'brackets' ? t('legend') : to(line === 'gesamt' ? 'gesamtLegend' : 'carriedLegend'))).join(' ') : ''}
          {standings?.hasOef && cut !== null ? <span className="ml-4"><span aria-hidden="true" className="mr-2 inline-block h-1 w-10 bg-yellow-400 align-middle" />{t('oefCutLegend', { n: stored.data.oef?.places ?? 0 })}</span> : null}
        </span>
        <span aria-live="polite" className="font-bold text-white">{pages > 1 ? `${current + 1} / ${pages}` : ''}</span>
      </div>
    </div>
  );
}

/** One page of the Saisonwertung; the name column is as wide as the longest name of the season, so no name is cut. */
function ProjectorTable({ standings, rows, layout, cutAt }: { standings: SeasonStandings; rows: SeasonStandingRow[]; layout: SeasonProjectorLayout; cutAt: number | null }) {
  const t = useT(seasonMessages);
  const to = useT(oefMessages);
  const points = usePoints();
  const c = SEASON_COLUMN_EM;
  const results = layout.showResults ? standings.tournaments : [];
  const tracks = [
    `${c.place}em`,
    `minmax(${layout.nameEm + c.namePadding}em, 1fr)`,
    ...(standings.hasCarried ? [`${c.result}em`] : []),
    ...results.map(() => `${c.result}em`),
    `${c.total}em`,
    ...(standings.hasOef ? [`${c.oef}em`] : []),
    `${c.gap}em`,
  ].join(' ');
  const head = WALL_HEAD_CLASS;
  const heads = (copy: number) => {
    const hidden = copy > 0 || undefined;
    return (
      <>
        <th scope="col" aria-hidden={hidden} className={`${head} text-right`}>{t('place')}</th>
        <th scope="col" aria-hidden={hidden} className={`${head} text-left`}>{t('name')}</th>
        {standings.hasCarried ? <th scope="col" aria-hidden={hidden} className={`${head} text-right`}>{to('start')}</th> : null}
        {results.map((x, i) => (
          <th key={x.id} scope="col" aria-hidden={hidden} className={`${head} text-right`}>{x.final ? (standings.hasCarried ? to('final') : t('finaleShort')) : t('tournamentShort', { n: i + 1 })}</th>
        ))}
        <th scope="col" aria-hidden={hidden} className={`${head} text-right`}>{t('total')}</th>
        {standings.hasOef ? <th scope="col" aria-hidden={hidden} className={`${head} text-right`}>{t('oefShort')}</th> : null}
        <td aria-hidden="true" />
      </>
    );
  };
  return (
    <WallTable
      label={t('standingsTitle')}
      layout={layout}
      tracks={tracks}
      heads={heads}
      rows={(row) => rows.map((r, i) => (
        <tr
          key={r.key}
          style={row}
          data-oef-cut={i === cutAt || undefined}
          className={`${i % 2 === 0 ? 'bg-white/10' : ''} ${i === cutAt ? 'border-b-[0.16em] border-yellow-400' : ''}`}
        >
          <td className="px-[0.2em] text-right tabular-nums">{`${r.place}.`}</td>
          <th scope="row" className="overflow-hidden whitespace-nowrap px-[0.2em] text-left font-semibold" data-name>
            <bdi>{r.name}</bdi>
          </th>
          {standings.hasCarried ? <td className="px-[0.2em] text-right tabular-nums text-stone-300">{points(r.carried ?? null)}</td> : null}
          {results.map((_, k) => {
            const x = r.results[k];
            if (!x) return <td key={k} />;
            return x.counted ? (
              <td key={k} className="px-[0.2em] text-right tabular-nums text-stone-300">{points(x.cupPoints)}</td>
            ) : (
              <td key={k} className="px-[0.2em] text-right tabular-nums text-stone-500">
                <span aria-hidden="true">[</span>{points(x.cupPoints)}<span aria-hidden="true">]</span>
                <span className="sr-only"> ({t('struck')})</span>
              </td>
            );
          })}
          <td className="px-[0.2em] text-right font-extrabold tabular-nums">{points(r.total)}</td>
          {standings.hasOef ? <td className="px-[0.2em] text-right tabular-nums text-yellow-300">{points(r.oefStartPoints ?? null)}</td> : null}
          <td aria-hidden="true" />
        </tr>
      ))}
    />
  );
}
