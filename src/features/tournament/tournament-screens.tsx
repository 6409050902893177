/**
 * The tournament part of the app, loaded on demand (none of it is in the first
 * load): one entry that picks the screen for a tournament route.
 */
import type { TournamentView } from '@/lib/router';
import { useOnlineTournament } from '@/state/online/online';
import { DrawScreen } from './draw-screen';
import { TournamentListScreen } from './list-screen';
import { TournamentOverviewScreen } from './overview-screen';
import { ProjectorScreen } from './projector-screen';
import { RoundScreen } from './round-screen';
import { SeatingScreen } from './seating-screen';
import { NewTournamentScreen, TournamentSettingsScreen } from './setup-screen';
import { StandingsScreen } from './standings-screen';
import { TableScreen } from './table-screen';

export type TournamentScreenProps = { screen: 'list' } | { screen: 'new'; seasonId?: string } | { screen: 'tournament'; id: string; view: TournamentView };

export function TournamentScreens(props: TournamentScreenProps) {
  if (props.screen === 'list') return <TournamentListScreen />;
  if (props.screen === 'new') return <NewTournamentScreen {...(props.seasonId === undefined ? {} : { seasonId: props.seasonId })} />;
  return <TournamentScreen id={props.id} view={props.view} />;
}

function TournamentScreen({ id, view }: { id: string; view: TournamentView }) {
  // An online tournament syncs on every one of its screens (and keeps syncing after them).
  useOnlineTournament(id);
  switch (view.kind) {
    case 'overview': return <TournamentOverviewScreen id={id} />;
    case 'settings': return <TournamentSettingsScreen id={id} />;
    case 'draw': return <DrawScreen id={id} />;
    case 'round': return <RoundScreen id={id} round={view.round} />;
    case 'seating': return <SeatingScreen id={id} round={view.round} />;
    case 'table': return <TableScreen id={id} round={view.round} table={view.table} />;
    case 'standings': return <StandingsScreen id={id} />;
    case 'projector': return <ProjectorScreen id={id} />;
  }
}
