/**
 * Which explanations a Saisonwertung's table needs under it, the same on the phone, on A4 and
 * on the projector: the cup's "square brackets: dropped result, empty: not played" where
 * tournaments' Cuppunkte are shown, and with carried points (§12, the ÖF's Gesamtwertung) what
 * Start, Final and Gesamt mean instead — the brackets there only when a result really is dropped.
 */
import type { SeasonStandings } from '@/domain/season/model';

export type SeasonLegendLine = 'brackets' | 'gesamt' | 'carried';

/** `showResults`: the table shows each tournament's Cuppunkte (the projector leaves them out when they do not fit). */
export function seasonLegendLines(standings: Pick<SeasonStandings, 'hasCarried' | 'tournaments' | 'standings'>, showResults = true): SeasonLegendLine[] {
  if (!standings.hasCarried) return showResults ? ['brackets'] : [];
  const carried: SeasonLegendLine = standings.tournaments.some((x) => x.final) ? 'gesamt' : 'carried';
  const dropped = showResults && standings.standings.some((r) => r.results.some((x) => x !== null && !x.counted));
  return dropped ? [carried, 'brackets'] : [carried];
}
