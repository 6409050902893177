import { describe, expect, it } from 'vitest';
import type { SeasonResult, SeasonStandings } from '@/domain/season/model';
import { rat } from '@/domain/rational';
import { seasonLegendLines } from './season-legend';

const counted: SeasonResult = { place: 1, cupPoints: rat(60), counted: true };
const dropped: SeasonResult = { ...counted, counted: false };

function standings(hasCarried: boolean, final: boolean, results: (SeasonResult | null)[]): Pick<SeasonStandings, 'hasCarried' | 'tournaments' | 'standings'> {
  return {
    hasCarried,
    tournaments: results.map((_, i) => ({ id: `t${i}`, name: `T${i}`, final: final && i === results.length - 1 })),
    standings: [{ place: 1, key: 'a', cupNumber: null, name: 'A', results, total: rat(60), participations: 1, shared: false, byLot: false }],
  };
}

describe('the legend under a Saisonwertung', () => {
  it('a cup season explains brackets and empty cells wherever tournaments are shown, and nothing without them', () => {
    expect(seasonLegendLines(standings(false, false, [counted, null]))).toEqual(['brackets']);
    expect(seasonLegendLines(standings(false, false, [counted, null]), false)).toEqual([]);
  });

  it('the ÖF Gesamtwertung explains Start, Final and Gesamt, not the cup\'s brackets it does not have', () => {
    // The one qualified player who did not come has no Final: still no brackets.
    expect(seasonLegendLines(standings(true, true, [counted]))).toEqual(['gesamt']);
    expect(seasonLegendLines(standings(true, true, [null]))).toEqual(['gesamt']);
    expect(seasonLegendLines(standings(true, false, [counted]))).toEqual(['carried']);
  });

  it('carried points with a dropped result: both lines, the brackets only where the results are shown', () => {
    expect(seasonLegendLines(standings(true, false, [counted, dropped]))).toEqual(['carried', 'brackets']);
    expect(seasonLegendLines(standings(true, false, [counted, dropped]), false)).toEqual(['carried']);
  });
});
