import { describe, expect, it } from 'vitest';
import { ZERO } from '@/domain/rational';
import type { SeasonStandingRow, SeasonStandings } from '@/domain/season/model';
import { openTies } from './season-ties';

function row(key: string, place: number): SeasonStandingRow {
  return { place, key, cupNumber: null, name: key.toUpperCase(), results: [], total: ZERO, participations: 1, shared: true, byLot: false };
}

function standings(rows: SeasonStandingRow[], tiedGroups: string[][]): SeasonStandings {
  return { cup: 'C', season: 'S', best: null, tournaments: [], hasOef: true, hasCarried: false, standings: rows, tiedGroups };
}

describe('open ties of the Saisonwertung', () => {
  const rows = [row('a', 1), row('b', 1), row('c', 3), row('d', 4), row('e', 4), row('f', 4), row('g', 7), row('h', 7), row('i', 9), row('j', 9)];
  const s = standings(rows, [['a', 'b'], ['d', 'e', 'f'], ['g', 'h'], ['i', 'j']]);

  it('a tie on place 1 decides the cup winner; one across the ÖF cut decides who qualifies', () => {
    expect(openTies(s, 5).map((t) => [t.place, t.stake])).toEqual([[1, 'winner'], [4, 'oef'], [7, null], [9, null]]);
  });

  it('a tie that ends on the last qualified place, or starts after it, decides nothing that matters', () => {
    expect(openTies(s, 6).map((t) => t.stake)).toEqual(['winner', null, null, null]);
    expect(openTies(s, 7).map((t) => t.stake)).toEqual(['winner', null, 'oef', null]);
  });

  it('without ÖF places only place 1 and the podium matter, and each tie names its players', () => {
    expect(openTies(s, null).map((t) => t.stake)).toEqual(['winner', null, null, null]);
    expect(openTies(s, null)[1]!.names).toEqual(['D', 'E', 'F']);
  });

  it('a tie on place 2 or 3 decides a podium place (which prize, or a prize or none); from place 4 on it does not', () => {
    const podium = standings([row('a', 1), row('b', 2), row('c', 2), row('d', 4), row('e', 5), row('f', 5)], [['b', 'c'], ['e', 'f']]);
    expect(openTies(podium, null).map((t) => [t.place, t.stake])).toEqual([[2, 'podium'], [5, null]]);
    const third = standings([row('a', 1), row('b', 2), row('c', 3), row('d', 3), row('e', 3)], [['c', 'd', 'e']]);
    expect(openTies(third, null).map((t) => t.stake)).toEqual(['podium']);
    const fourth = standings([row('a', 1), row('b', 2), row('c', 3), row('d', 4), row('e', 4)], [['d', 'e']]);
    expect(openTies(fourth, null).map((t) => t.stake)).toEqual([null]);
    // Across the ÖF cut on the podium: the cut is named.
    expect(openTies(podium, 2).map((t) => t.stake)).toEqual(['oef', null]);
  });
});
