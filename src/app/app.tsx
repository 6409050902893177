/**
 * The app shell: applies theme and language, opens the database, shows the
 * storage and update banners, and switches screens by route. Every screen has
 * its own error boundary (reset on navigation); a top-level one catches the rest.
 * Screens other than the sessions list load lazily to keep the first load small.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { Toaster } from '@/components/ui/toast';
import { whenDatabaseExists } from '@/persistence/database-presence';
import { reportStorageError, toStorageError } from '@/persistence/storage-errors';
import { requestPersistenceOnce } from '@/persistence/persistent-storage';
import { SessionsScreen } from '@/features/sessions/sessions-screen';
import { ErrorBoundary, ErrorFallback } from './error-boundary';
import { appMessages } from './messages';
import { NotFoundScreen } from './not-found-screen';
import { routePath, useRoute, type Route } from '@/lib/router';
import { StorageBanner } from './storage-banner';
import { UpdateBanner } from './update-banner';
import { useApplySettings } from './use-apply-settings';

const NewSessionScreen = lazy(() => import('@/features/new-session/new-session-screen').then((m) => ({ default: m.NewSessionScreen })));
const EditSessionScreen = lazy(() => import('@/features/new-session/edit-session-screen').then((m) => ({ default: m.EditSessionScreen })));
/** The rule-set editor's sections for an evening's own rules, handed to the correction of an evening. */
const EveningRulesEditor = lazy(() => import('@/features/rule-sets/evening-rules-editor').then((m) => ({ default: m.EveningRulesEditor })));
const SheetScreen = lazy(() => import('@/features/sheet/sheet-screen').then((m) => ({ default: m.SheetScreen })));
const HandEntryScreen = lazy(() => import('@/features/hand-entry/hand-entry-screen').then((m) => ({ default: m.HandEntryScreen })));
const AbrechnungScreen = lazy(() => import('@/features/abrechnung/abrechnung-screen').then((m) => ({ default: m.AbrechnungScreen })));
const StatsScreen = lazy(() => import('@/features/stats/stats-screen').then((m) => ({ default: m.StatsScreen })));
const BackupScreen = lazy(() => import('@/features/backup/backup-screen').then((m) => ({ default: m.BackupScreen })));
const RuleSetsScreen = lazy(() => import('@/features/rule-sets/rule-sets-screen').then((m) => ({ default: m.RuleSetsScreen })));
const RuleSetEditorScreen = lazy(() =>
  import('@/features/rule-sets/rule-set-editor-screen').then((m) => ({ default: m.RuleSetEditorScreen })),
);
const LiveScreen = lazy(() => import('@/features/live/live-screen').then((m) => ({ default: m.LiveScreen })));
const TableLoginScreen = lazy(() => import('@/features/live/table-login-screen').then((m) => ({ default: m.TableLoginScreen })));
const OnlineJoinScreen = lazy(() => import('@/features/live/join-screen').then((m) => ({ default: m.JoinScreen })));
const JoinRoundScreen = lazy(() => import('@/features/qr-transfer/join-round-screen').then((m) => ({ default: m.JoinRoundScreen })));
const HandInScreen = lazy(() => import('@/features/qr-transfer/hand-in-screen').then((m) => ({ default: m.HandInScreen })));
const RoundCardsScreen = lazy(() => import('@/features/qr-transfer/round-cards-screen').then((m) => ({ default: m.RoundCardsScreen })));
const ScanHandInsScreen = lazy(() => import('@/features/qr-transfer/scan-hand-ins-screen').then((m) => ({ default: m.ScanHandInsScreen })));
const RoundBar = lazy(() => import('@/features/qr-transfer/round-bar').then((m) => ({ default: m.RoundBar })));
const TournamentScreens = lazy(() => import('@/features/tournament/tournament-screens').then((m) => ({ default: m.TournamentScreens })));
const SeasonScreens = lazy(() => import('@/features/season/season-screens').then((m) => ({ default: m.SeasonScreens })));
const SettingsScreen = lazy(() => import('@/features/settings/settings-screen').then((m) => ({ default: m.SettingsScreen })));

export function renderRoute(route: Route): ReactNode {
  switch (route.name) {
    case 'sessions': return <SessionsScreen />;
    case 'new-session': return <NewSessionScreen />;
    case 'sheet': return <SessionScreens sessionId={route.sessionId} />;
    case 'hand': return <SessionScreens sessionId={route.sessionId} entry handIndex={route.handIndex} />;
    case 'edit-session': return <EditSessionScreen sessionId={route.sessionId} rulesEditor={EveningRulesEditor} />;
    case 'abrechnung': return <AbrechnungScreen sessionId={route.sessionId} />;
    case 'session-stats': return <StatsScreen sessionId={route.sessionId} />;
    case 'stats': return <StatsScreen />;
    case 'rules': return <RuleSetsScreen />;
    case 'rule-set': return <RuleSetEditorScreen ruleSetId={route.ruleSetId} />;
    case 'backup': return <BackupScreen />;
    case 'settings': return <SettingsScreen />;
    case 'join-round': return <JoinRoundScreen />;
    case 'hand-in': return <HandInScreen sessionId={route.sessionId} />;
    case 'round-cards': return <RoundCardsScreen tournamentId={route.tournamentId} round={route.round} />;
    case 'scan-hand-ins': return <ScanHandInsScreen tournamentId={route.tournamentId} round={route.round} />;
    case 'tournaments': return <TournamentScreens screen="list" />;
    case 'new-tournament': return <TournamentScreens screen="new" {...(route.seasonId === undefined ? {} : { seasonId: route.seasonId })} />;
    case 'tournament': return <TournamentScreens screen="tournament" id={route.tournamentId} view={route.view} />;
    case 'seasons': return <SeasonScreens screen="list" />;
    case 'new-season': return <SeasonScreens screen="new" />;
    case 'season': return <SeasonScreens screen="season" id={route.seasonId} view={route.view} />;
    case 'season-player': return <SeasonScreens screen="player" id={route.seasonId} player={route.player} />;
    case 'season-tournament': return <SeasonScreens screen="tournament" id={route.seasonId} tournamentId={route.tournamentId} />;
    case 'season-correct-results': return <SeasonScreens screen="correct-results" id={route.seasonId} tournamentId={route.tournamentId} />;
    case 'live': return <LiveScreen tournamentId={route.tournamentId} />;
    case 'online-join': return <OnlineJoinScreen tournamentId={route.tournamentId} />;
    case 'online-table': return <TableLoginScreen code={route.code} />;
    case 'not-found': return <NotFoundScreen path={route.path} />;
  }
}

/**
 * The sheet stays mounted (hidden) while a hand is entered, so saving only adds
 * one row instead of rebuilding a sheet of hundreds of hands. Hidden with its
 * layout kept (`keep-layout`, index.css): the return shows it without laying out
 * the whole sheet again.
 */
function SessionScreens({ sessionId, entry = false, handIndex }: { sessionId: string; entry?: boolean; handIndex?: number }) {
  const wasEntry = useRef(entry);
  useLayoutEffect(() => {
    if (wasEntry.current === entry || typeof window.scrollTo !== 'function') return;
    wasEntry.current = entry;
    // Back on the sheet the newest hands are at the bottom, as on paper; a form starts at the top.
    window.scrollTo({ top: entry ? 0 : document.documentElement.scrollHeight });
  }, [entry]);
  return (
    <>
      <div hidden={entry} className="keep-layout">
        <SheetScreen
          key={sessionId}
          sessionId={sessionId}
          hidden={entry}
          roundBar={
            <Suspense fallback={null}>
              <RoundBar sessionId={sessionId} />
            </Suspense>
          }
        />
      </div>
      {entry ? <HandEntryScreen key={`${sessionId}/${handIndex ?? 'new'}`} sessionId={sessionId} handIndex={handIndex} /> : null}
    </>
  );
}

function Loading() {
  const t = useT(appMessages);
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-base text-stone-600 dark:text-stone-400">
      {t('loading')}
    </div>
  );
}

/** The current screen inside its own error boundary; navigating away clears an error. */
export function Routes() {
  const route = useRoute();
  const key = routePath(route);
  return (
    <ErrorBoundary resetKey={key} fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} />}>
      <Suspense fallback={<Loading />}>{renderRoute(route)}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Opens the database at start to check it (a newer app's data, another tab in the way, storage
 * that does not work) and to ask for persistent storage. On a first visit there is no database
 * yet: it is created by the first screen that reads or stores something, and checked then (the
 * database code is not even loaded until then).
 */
function useOpenDatabase(): void {
  useEffect(() => {
    let cancelled = false;
    whenDatabaseExists()
      .then(() => (cancelled ? undefined : import('@/persistence/db').then(({ db }) => db.open())))
      .then(() => (cancelled ? undefined : requestPersistenceOnce()))
      .catch((e: unknown) => reportStorageError(toStorageError(e)));
    return () => {
      cancelled = true;
    };
  }, []);
}

export function App() {
  useApplySettings();
  useOpenDatabase();
  return (
    <ErrorBoundary fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} />}>
      <div className="min-h-dvh bg-stone-50 text-stone-900 dark:bg-stone-950 dark:text-stone-100">
        <StorageBanner />
        <UpdateBanner />
        <Routes />
        <Toaster />
      </div>
    </ErrorBoundary>
  );
}
