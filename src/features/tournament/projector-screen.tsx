/**
 * #/t/:id/projector — the standings for a projector or wall screen: large,
 * high contrast, as many rows as fit the screen, turning pages on its own
 * (200 players in pages of what fits). The director can hide the standings
 * during the last round. Live: a result entered in another tab shows here.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Switch } from '@/components/ui/switch';
import { isRoundComplete, type TournamentFile } from '@/domain/index';
import { useStandings } from '@/state/tournament-store';
import { tournamentMessages } from './messages';
import { StandingsTable } from './standings-screen';
import { tournamentHref, WithTournament } from './shared';
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
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const area = useRef<HTMLDivElement>(null);

  const lastRound = data.rounds.length === data.plannedRounds && data.plannedRounds > 0;
  const hidden = hideLast && lastRound && !isRoundComplete(data, data.rounds.length);
  const pages = Math.max(1, Math.ceil(standings.rows.length / perPage));
  const current = Math.min(page, pages - 1);

  // Rows per page from the space the screen has and the height a row really takes.
  useLayoutEffect(() => {
    const measure = () => {
      const box = area.current;
      if (!box) return;
      const row = box.querySelector('tbody tr');
      const head = box.querySelector('thead');
      const rowHeight = row?.getBoundingClientRect().height ?? 0;
      if (rowHeight <= 0) return;
      const fit = Math.max(5, Math.floor((box.clientHeight - (head?.getBoundingClientRect().height ?? 0)) / rowHeight));
      setPerPage((old) => (old === fit ? old : fit));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  useEffect(() => {
    if (!auto || pages <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), PAGE_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [auto, pages]);

  return (
    <div className="flex h-dvh flex-col bg-black p-6 text-white">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-5xl font-extrabold"><bdi>{data.name}</bdi></h1>
        <a href={tournamentHref(data.id)} className="rounded-lg px-3 py-2 text-lg underline focus-visible:outline-3 focus-visible:outline-yellow-400">
          {t('back')}
        </a>
      </div>
      <div ref={area} className="mt-4 min-h-0 flex-1 overflow-hidden">
        {hidden ? (
          <p className="mt-24 text-center text-5xl font-bold">{t('hiddenNotice')}</p>
        ) : (
          <StandingsTable standings={standings} rows={standings.rows.slice(current * perPage, (current + 1) * perPage)} large />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4 text-xl">
        <span aria-live="polite">{hidden ? '' : t('page', { n: current + 1, of: pages })}</span>
        <SpectatorCode id={data.id} />
        <div className="flex flex-wrap gap-6 text-xl [&_*]:text-white">
          <Switch label={t('autoPage')} checked={auto} onChange={setAuto} />
          <Switch label={t('hideStandings')} checked={hideLast} onChange={setHideLast} />
        </div>
      </div>
    </div>
  );
}
