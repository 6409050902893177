/** Pieces every season screen shares: loading the season, problem lists, labels, numbers. */
import type { ReactNode } from 'react';
import { useLang, useT, type Translate } from '@/i18n/i18n';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { RecordGate } from '@/components/ui/record-gate';
import type { Rational } from '@/domain/rational';
import type { SeasonFile } from '@/domain/season/model';
import { formatPoints } from '@/lib/format';
import { routePath, type SeasonView } from '@/lib/router';
import { seasonProblemText, type TournamentProblemLike } from '@/i18n/engine-error-text';
import { deleteSeason, isDamagedSeason, useSeasonRecord, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';

export type SeasonT = Translate<(typeof seasonMessages)['de']>;

export function seasonHref(id: string, view: SeasonView = 'overview'): string {
  return routePath({ name: 'season', seasonId: id, view });
}

/** "Hausruckviertler Tarockcup 2025/26" */
export function seasonTitle(data: Pick<SeasonFile, 'cup' | 'season'>): string {
  return `${data.cup} ${data.season}`;
}

/** Loads the season live; the record gate shows loading, not found and damaged itself. */
export function WithSeason({ id, title, children }: { id: string; title: string; children: (stored: StoredSeason) => ReactNode }) {
  const t = useT(seasonMessages);
  return (
    <RecordGate kind="season" {...useSeasonRecord(id)} isDamaged={isDamagedSeason} remove={deleteSeason} title={title} back={{ href: routePath({ name: 'seasons' }), label: t('back') }}>
      {children}
    </RecordGate>
  );
}

/** A list of problems as an alert, each worded with where it is, and what to do about them. */
export function SeasonProblemList({ problems, title, hint }: { problems: readonly (TournamentProblemLike & { tournament?: number })[]; title?: string; hint?: string }) {
  const lang = useLang();
  return <ProblemAlert lines={problems.map((p) => seasonProblemText(p, lang))} {...(title ? { title } : {})} {...(hint ? { hint } : {})} />;
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
