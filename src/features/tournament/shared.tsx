/** Pieces every tournament screen shares: loading the tournament, problem lists, names, numbers. */
import type { ReactNode } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { RecordGate } from '@/components/ui/record-gate';
import type { Rational, TournamentFile } from '@/domain/index';
import { formatPoints } from '@/lib/format';
import { deleteTournament, isDamaged, useTournamentRecord, type StoredTournament } from '@/state/tournament-store';
import { tournamentProblemText, type TournamentProblemLike } from '@/i18n/engine-error-text';
import { tournamentMessages } from './messages';
import { routePath, type TournamentView } from '@/lib/router';

/** The link to one of a tournament's screens (its overview unless a view is given). */
export function tournamentHref(id: string, view: TournamentView = { kind: 'overview' }): string {
  return routePath({ name: 'tournament', tournamentId: id, view });
}

/** Loads the tournament live; the record gate shows loading, not found and damaged itself. */
export function WithTournament({ id, title, children }: { id: string; title: string; children: (stored: StoredTournament) => ReactNode }) {
  const t = useT(tournamentMessages);
  return (
    <RecordGate kind="tournament" {...useTournamentRecord(id)} isDamaged={isDamaged} remove={deleteTournament} title={title} back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}>
      {children}
    </RecordGate>
  );
}

/** A list of problems as an alert, each with its translated location. */
export function ProblemList({ problems, names }: { problems: readonly TournamentProblemLike[]; names?: string[] }) {
  const lang = useLang();
  return <ProblemAlert lines={problems.map((p) => tournamentProblemText(p, lang, names))} />;
}

export function playerNames(data: TournamentFile): Map<string, string> {
  return new Map(data.players.map((p) => [p.id, p.name]));
}

/** A name rendered isolated, so a right-to-left name cannot turn the text around it. */
export function Name({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

export function usePoints(): (value: Rational | number | null, sign?: boolean) => string {
  const lang = useLang();
  return (value, sign = false) => (value === null ? '–' : formatPoints(value, lang, { sign }));
}
