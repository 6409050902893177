/**
 * Side rankings (tournament-format.md §12, `eligible`): made from a cup season of this device,
 * kept in step with it from the same data. The side ranking is a season of its own (its file
 * checked whole before it is stored); what it follows — the cup season, all or some of its
 * tournaments, the chosen players — is kept beside its file (`app.side`).
 */
import { useMemo } from 'react';
import { sideRankingFile, sideRankingInStep, type SideRankingChoice, type SideRankingLink, type SideRankingStep } from '@/domain/season/side-ranking';
import { eligibleEntry } from '@/domain/season/side-ranking';
import type { StoredSeason } from '@/persistence/db';
import { changeSeason, createSeason as createStoredSeason, isDamagedSeason, isRefusal, readSeason } from '@/persistence/repositories/seasons-repository';
import { useSeason, useSeasons } from '@/persistence/repositories/season-hooks';
import { done, refused } from './result';
import { checkSeason, type SeasonActionResult, type SeasonProblem } from './season-store';

const gone: SeasonProblem = { code: 'ERR_S_NO_SUCH_SEASON', field: '', message: 'the cup season is not on this device', params: {} };

/** Creates a side ranking of the cup season `cupId`: its settings from the cup season, the chosen tournaments and players. */
export async function createSideRanking(cupId: string, choice: SideRankingChoice): Promise<SeasonActionResult<StoredSeason>> {
  const cup = await readSeason(cupId);
  if (!cup || isDamagedSeason(cup)) return refused(gone);
  const checked = checkSeason(sideRankingFile(cup.data, choice));
  if (!checked.ok) return checked;
  const side: SideRankingLink = { of: cupId, tournaments: choice.tournaments === 'all' ? 'all' : [...choice.tournaments], players: choice.players.map(eligibleEntry) };
  return done(await createStoredSeason(checked.value, { ...(cup.app?.rules !== undefined ? { rules: cup.app.rules } : {}), side }));
}

/**
 * Brings the side ranking in step with its cup season (the cup season's current tournaments,
 * with `players` the new choice of players, with `tournaments` the new choice of the cup season's
 * tournaments); the whole file is checked before it is stored.
 */
export async function bringSideInStep(sideId: string, players?: readonly string[], tournaments?: 'all' | readonly string[]): Promise<SeasonActionResult<StoredSeason>> {
  const side = await readSeason(sideId);
  const link = side && !isDamagedSeason(side) ? side.app?.side : undefined;
  const cup = link ? await readSeason(link.of) : undefined;
  if (!link || !cup || isDamagedSeason(cup)) return refused(gone);
  const out = await changeSeason<SeasonProblem[]>(sideId, (stored) => {
    const now = stored.app?.side;
    if (!now) return { refused: [gone] };
    const next: SideRankingLink = {
      ...now,
      ...(players ? { players: players.map(eligibleEntry) } : {}),
      ...(tournaments ? { tournaments: tournaments === 'all' ? 'all' : [...tournaments] } : {}),
    };
    const step = sideRankingInStep(stored.data, cup.data, next);
    const checked = checkSeason(step ? step.data : stored.data);
    if (!checked.ok) return { refused: checked.errors };
    return { data: checked.value, app: { ...stored.app, side: next } };
  });
  return isRefusal<SeasonProblem[]>(out) ? { ok: false, errors: out.refused } : done(out);
}

/** What the side ranking lacks of its cup season (null: in step), or 'gone' when the cup season is not on this device. */
export function useSideStep(stored: StoredSeason): SideRankingStep | null | 'gone' | undefined {
  const link = stored.app?.side;
  const cup = useSeason(link?.of ?? '');
  return useMemo(() => {
    if (!link) return null;
    if (cup === undefined) return undefined;
    if (cup === null || isDamagedSeason(cup)) return 'gone';
    return sideRankingInStep(stored.data, cup.data, link);
  }, [cup, link, stored.data]);
}

/** The cup season a side ranking follows (null when none, or not on this device). */
export function useSideCup(stored: StoredSeason): StoredSeason | null {
  const cup = useSeason(stored.app?.side?.of ?? '');
  return cup && !isDamagedSeason(cup) ? cup : null;
}

/** The side rankings of a cup season on this device. */
export function useSideRankings(cupId: string): StoredSeason[] {
  const all = useSeasons();
  return useMemo(() => (all ?? []).filter((s): s is StoredSeason => !isDamagedSeason(s) && s.app?.side?.of === cupId), [all, cupId]);
}
