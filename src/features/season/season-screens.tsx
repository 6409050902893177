/**
 * The cup season part of the app, loaded on demand (none of it is in the first load): one
 * entry that picks the screen for a season route.
 */
import type { SeasonView } from '@/lib/router';
import { SeasonListScreen } from './list-screen';
import { SeasonMatchesScreen } from './matches-screen';
import { SeasonOverviewScreen } from './overview-screen';
import { SeasonPlayerScreen } from './player-screen';
import { SeasonProjectorScreen } from './projector-screen';
import { SeasonResultsImportScreen } from './results-import/results-import-screen';
import { NewSeasonScreen, SeasonSettingsScreen } from './setup-screen';
import { SeasonStandingsScreen } from './standings-screen';
import { OefStartScreen } from './oef-start-screen';
import { SideRankingScreen } from './side-screen';
import { SeasonTournamentScreen } from './tournament-screen';

export type SeasonScreenProps =
  | { screen: 'list' }
  | { screen: 'new' }
  | { screen: 'season'; id: string; view: SeasonView }
  | { screen: 'player'; id: string; player: string }
  /** A tournament of the season as the season counts it. */
  | { screen: 'tournament'; id: string; tournamentId: string }
  /** Results from elsewhere as a corrected version of the season's results list `tournamentId`. */
  | { screen: 'correct-results'; id: string; tournamentId: string };

export function SeasonScreens(props: SeasonScreenProps) {
  if (props.screen === 'list') return <SeasonListScreen />;
  if (props.screen === 'new') return <NewSeasonScreen />;
  if (props.screen === 'player') return <SeasonPlayerScreen id={props.id} player={props.player} />;
  if (props.screen === 'tournament') return <SeasonTournamentScreen id={props.id} tournamentId={props.tournamentId} />;
  if (props.screen === 'correct-results') return <SeasonResultsImportScreen id={props.id} replaces={props.tournamentId} />;
  const { id, view } = props;
  switch (view) {
    case 'overview': return <SeasonOverviewScreen id={id} />;
    case 'settings': return <SeasonSettingsScreen id={id} />;
    case 'matches': return <SeasonMatchesScreen id={id} />;
    case 'standings': return <SeasonStandingsScreen id={id} />;
    case 'projector': return <SeasonProjectorScreen id={id} />;
    case 'results': return <SeasonResultsImportScreen id={id} />;
    case 'oef': return <OefStartScreen id={id} />;
    case 'side': return <SideRankingScreen id={id} />;
  }
}
