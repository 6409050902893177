/**
 * #/t/:id/projector — the standings for a projector or wall screen: white on black, the
 * standings in as many columns as the wall holds, in type readable from the back of the
 * hall, turning pages on its own (200 players in at most four pages at 1920 × 1080; the
 * layout is decided by `projectorLayout`). The director can hide the standings during the
 * last round. Live: a result entered in another tab shows here.
 */
import { useRef, useState } from 'react';
import { usePageTurn, useWallArea, WALL_HEAD_CLASS, WallTable } from '@/components/ui/wall-table';
import { useT } from '@/i18n/i18n';
import { Switch } from '@/components/ui/switch';
import { isRoundComplete, type Standings, type TournamentFile } from '@/domain/index';
import { useStandings } from '@/state/tournament-store';
import { tournamentMessages } from './messages';
import { COLUMN_EM, projectorArea, projectorLayout, type ProjectorLayout } from './projector-layout';
import { Name, tournamentHref, usePoints, WithTournament } from './shared';
import { SpectatorCode } from './spectator-code';

const PAGE_SECONDS = 12;

export function ProjectorScreen({ id }: { id: string }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('projector')}>{(stored) => <Projector data={stored.data} />}</WithTournament>;
}

function Projector({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const standings = useStandings(data)!;
  const [hideLast, setHideLast] = useState(false);
  const [auto, setAuto] = useState(true);
  const area = useRef<HTMLDivElement>(null);
  const size = useWallArea(area, projectorArea);
  const layout = projectorLayout({ ...size, players: standings.rows.length, rounds: standings.rounds, cupPoints: standings.hasCupPoints });

  const lastRound = data.rounds.length === data.plannedRounds && data.plannedRounds > 0;
  const hidden = hideLast && lastRound && !isRoundComplete(data, data.rounds.length);
  const pages = layout.pages;
  const current = usePageTurn(pages, PAGE_SECONDS, auto);

  return (
    // The whole window, above the app's messages: nothing covers a row on the wall.
    <div className="fixed inset-0 z-50 flex flex-col bg-black px-6 pb-3 pt-4 text-white">
      <div className="flex items-center justify-between gap-4">
        <h1 className="truncate text-5xl font-extrabold"><bdi>{data.name}</bdi></h1>
        <a href={tournamentHref(data.id)} className="shrink-0 rounded-lg px-3 py-2 text-lg underline focus-visible:outline-3 focus-visible:outline-yellow-400">
          {t('back')}
        </a>
      </div>
      <div ref={area} className="mt-3 min-h-0 flex-1 overflow-hidden">
        {hidden ? (
          <p className="mt-24 text-center text-5xl font-bold">{t('hiddenNotice')}</p>
        ) : (
          <ProjectorTable standings={standings} rows={standings.rows.slice(current * layout.perPage, (current + 1) * layout.perPage)} layout={layout} />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4 text-2xl">
        <span aria-live="polite" className="font-bold">{hidden ? '' : t('page', { n: current + 1, of: pages })}</span>
        <SpectatorCode id={data.id} />
        <div className="flex flex-wrap gap-6 text-xl [&_*]:text-white">
          <Switch label={t('autoPage')} checked={auto} onChange={setAuto} />
          <Switch label={t('hideStandings')} checked={hideLast} onChange={setHideLast} />
        </div>
      </div>
    </div>
  );
}

/** One page of the standings. */
function ProjectorTable({ standings, rows, layout }: { standings: Standings; rows: Standings['rows']; layout: ProjectorLayout }) {
  const t = useT(tournamentMessages);
  const points = usePoints();
  const rounds = layout.showRounds ? standings.rounds : 0;
  const tracks = [
    `${COLUMN_EM.place}em`,
    `minmax(${COLUMN_EM.name}em, 1fr)`,
    ...Array.from({ length: rounds }, () => `${COLUMN_EM.round}em`),
    `${COLUMN_EM.total}em`,
    ...(standings.hasCupPoints ? [`${COLUMN_EM.cup}em`] : []),
    `${COLUMN_EM.gap}em`,
  ].join(' ');
  const head = WALL_HEAD_CLASS;
  const heads = (copy: number) => (
    <>
      <th scope="col" aria-hidden={copy > 0 || undefined} className={`${head} text-right`}>{t('place')}</th>
      <th scope="col" aria-hidden={copy > 0 || undefined} className={`${head} text-left`}>{t('nameCol')}</th>
      {Array.from({ length: rounds }, (_, i) => (
        <th key={i} scope="col" aria-hidden={copy > 0 || undefined} className={`${head} text-right`}>{t('roundShort', { n: i + 1 })}</th>
      ))}
      <th scope="col" aria-hidden={copy > 0 || undefined} className={`${head} text-right`}>{t('total')}</th>
      {standings.hasCupPoints ? (
        <th scope="col" aria-hidden={copy > 0 || undefined} aria-label={copy > 0 ? undefined : t('cup')} className={`${head} text-right`}>{t('cupShort')}</th>
      ) : null}
      <td aria-hidden="true" />
    </>
  );
  return (
    <WallTable
      label={t('standingsTitle')}
      layout={layout}
      tracks={tracks}
      heads={heads}
      rows={(row) => rows.map((r, i) => (
        <tr key={r.id} style={row} className={i % 2 === 0 ? 'bg-white/10' : ''}>
          <td className="px-[0.2em] text-right tabular-nums">{r.place === null ? '' : `${r.place}.`}</td>
          <th scope="row" className="truncate px-[0.2em] text-left font-semibold">
            <Name>{r.name}</Name>
            {r.byLot ? <span className="ml-1 text-[0.6em] font-normal">({t('byLot')})</span> : null}
          </th>
          {r.rounds.slice(0, rounds).map((v, k) => (
            <td key={k} className="px-[0.2em] text-right tabular-nums text-stone-300">{points(v)}</td>
          ))}
          <td className="px-[0.2em] text-right font-extrabold tabular-nums">{r.place === null ? '' : points(r.total)}</td>
          {standings.hasCupPoints ? <td className="px-[0.2em] text-right tabular-nums text-yellow-300">{r.cupPoints === null ? '' : points(r.cupPoints)}</td> : null}
          <td aria-hidden="true" />
        </tr>
      ))}
    />
  );
}

