/** Pieces every season screen shares: loading the season, problem lists, labels, numbers. */
import type { ReactNode } from 'react';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { DamagedRecordScreen } from '@/components/ui/damaged-record-screen';
import { showToast } from '@/components/ui/toast';
import type { Rational } from '@/domain/rational';
import type { SeasonFile } from '@/domain/season/model';
import { formatPoints } from '@/lib/format';
import { navigate, routePath, type SeasonView } from '@/lib/router';
import { seasonProblemText, type TournamentProblemLike } from '@/i18n/engine-error-text';
import { damagedSeasonText, storageErrorText } from '@/i18n/storage-error-text';
import { deleteSeason, isDamagedSeason, useSeasonRecord, type DamagedSeason, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';

export type SeasonT = Translate<(typeof seasonMessages)['de']>;

export function seasonHref(id: string, view: SeasonView = 'overview'): string {
  return routePath({ name: 'season', seasonId: id, view });
}

/** "Hausruckviertler Tarockcup 2025/26" */
export function seasonTitle(data: Pick<SeasonFile, 'cup' | 'season'>): string {
  return `${data.cup} ${data.season}`;
}

/** Loads the season live; shows loading / not found / damaged screens itself. */
export function WithSeason({ id, title, children }: { id: string; title: string; children: (stored: StoredSeason) => ReactNode }) {
  const t = useT(seasonMessages);
  const stored = useSeasonRecord(id);
  if (stored === undefined) {
    return (
      <Screen title={title} back={{ href: routePath({ name: 'seasons' }), label: t('back') }}>
        <p role="status">{t('loading')}</p>
      </Screen>
    );
  }
  if (stored === null) {
    return (
      <Screen title={t('seasons')} back={{ href: routePath({ name: 'seasons' }), label: t('back') }}>
        <p role="alert" className="text-base">{t('notFound')}</p>
      </Screen>
    );
  }
  if (isDamagedSeason(stored)) return <DamagedSeasonScreen damaged={stored} />;
  return <>{children(stored)}</>;
}

/** A season whose stored file fails the check when it is read: says so, lists what is wrong, offers to delete it. */
function DamagedSeasonScreen({ damaged }: { damaged: DamagedSeason }) {
  const t = useT(seasonMessages);
  const lang = useLang();
  const name = damaged.name ?? t('unreadableName');
  return (
    <DamagedRecordScreen
      title={t('damagedTitle')}
      back={{ href: routePath({ name: 'seasons' }), label: t('back') }}
      name={name}
      explanation={damagedSeasonText(lang)}
      problems={<SeasonProblemList problems={damaged.problems} />}
      labels={{ delete: t('delete'), deleteTitle: t('deleteTitle'), deleteBody: t('deleteBody', { name }), cancel: t('cancel') }}
      onDelete={() =>
        void deleteSeason(damaged.id).then(
          () => navigate({ name: 'seasons' }, { replace: true }),
          (err: unknown) => showToast({ message: t('failed', { message: storageErrorText(err, lang) }) }),
        )
      }
    />
  );
}

/** A list of problems as an alert, each worded with where it is, and what to do about them. */
export function SeasonProblemList({ problems, title, hint }: { problems: readonly (TournamentProblemLike & { tournament?: number })[]; title?: string; hint?: string }) {
  const lang = useLang();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {title ? <p className="mb-1 font-semibold">{title}</p> : null}
      <ul className="list-disc pl-5">
        {problems.slice(0, 20).map((p, i) => (
          <li key={i}>{seasonProblemText(p, lang)}</li>
        ))}
      </ul>
      {hint ? <p className="mt-2">{hint}</p> : null}
    </div>
  );
}

export function bestLabel(data: Pick<SeasonFile, 'best'>, t: SeasonT): string {
  if (data.best === 'half') return t('bestSummaryHalf');
  if (data.best === 'all') return t('bestSummaryAll');
  return t('bestSummaryN', { n: data.best });
}

export function schemeLabel(data: Pick<SeasonFile, 'cupPoints'>, t: SeasonT): string {
  if (data.cupPoints === 'heine') return t('schemeNameHeine');
  if (data.cupPoints === 'fixpunkte') return t('schemeNameFixpunkte');
  return t('schemeNameList');
}

export function usePoints(): (value: Rational | number | null | undefined) => string {
  const lang = useLang();
  return (value) => (value === null || value === undefined ? '' : formatPoints(value, lang));
}
