/** Pieces every tournament screen shares: loading the tournament, problem lists, names, numbers. */
import type { ReactNode } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { DamagedRecordScreen } from '@/components/ui/damaged-record-screen';
import { showToast } from '@/components/ui/toast';
import type { Rational, TournamentFile } from '@/domain/index';
import { formatPoints } from '@/lib/format';
import { deleteTournament, isDamaged, useTournamentRecord, type DamagedTournament, type StoredTournament } from '@/state/tournament-store';
import { tournamentProblemText, type TournamentProblemLike } from '@/i18n/engine-error-text';
import { damagedTournamentText, storageErrorText } from '@/i18n/storage-error-text';
import { tournamentMessages } from './messages';
import { navigate, routePath, type TournamentView } from '@/lib/router';

/** The link to one of a tournament's screens (its overview unless a view is given). */
export function tournamentHref(id: string, view: TournamentView = { kind: 'overview' }): string {
  return routePath({ name: 'tournament', tournamentId: id, view });
}

/** Loads the tournament live; shows loading / not found / damaged screens itself. */
export function WithTournament({ id, title, children }: { id: string; title: string; children: (stored: StoredTournament) => ReactNode }) {
  const t = useT(tournamentMessages);
  const stored = useTournamentRecord(id);
  if (stored === undefined) {
    return (
      <Screen title={title} back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  if (stored === null) {
    return (
      <Screen title={t('tournaments')} back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}>
        <p role="alert" className="text-base">{t('notFound')}</p>
      </Screen>
    );
  }
  if (isDamaged(stored)) return <DamagedTournamentScreen damaged={stored} />;
  return <>{children(stored)}</>;
}

/**
 * A tournament whose stored file fails the check when it is read: says so, lists what is
 * wrong (as the import would), and offers to delete it. Nothing of it is used.
 */
function DamagedTournamentScreen({ damaged }: { damaged: DamagedTournament }) {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const name = damaged.name ?? t('unreadableName');
  return (
    <DamagedRecordScreen
      title={t('damagedTitle')}
      back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}
      name={name}
      explanation={damagedTournamentText(lang)}
      problems={<ProblemList problems={damaged.problems} />}
      labels={{ delete: t('deleteTournament'), deleteTitle: t('deleteTitle'), deleteBody: t('deleteBody', { name }), cancel: t('cancel') }}
      onDelete={() =>
        void deleteTournament(damaged.id).then(
          () => {
            showToast({ message: t('deleted', { name }) });
            navigate({ name: 'tournaments' }, { replace: true });
          },
          (err: unknown) => showToast({ message: t('failed', { message: storageErrorText(err, lang) }) }),
        )
      }
    />
  );
}

/** A list of problems as an alert, each with its translated location. */
export function ProblemList({ problems, names }: { problems: readonly TournamentProblemLike[]; names?: string[] }) {
  const lang = useLang();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <ul className="list-disc pl-5">
        {problems.slice(0, 20).map((p, i) => (
          <li key={i}>{tournamentProblemText(p, lang, names)}</li>
        ))}
      </ul>
    </div>
  );
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
