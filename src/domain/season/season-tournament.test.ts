import { describe, expect, it } from 'vitest';
import { toNumber } from '../rational';
import type { ResultsList } from '../results/model';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { computeSeasonStandings } from './season-standings';
import { seasonTournament, type SeasonTournamentView } from './season-tournament';
import type { SeasonFile } from './model';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', total: -40 }, { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
  { name: 'Eva Wimmer', total: 0 }, { name: 'Franz Bauer', total: 0 }, { name: 'Gerda Lang', total: 0 }, { name: 'Hans Wolf', total: 0 },
], { date: '2025-10-03' });
// A registration without a round score: no place, no result.
t1.players.push({ id: 'p9', name: 'Karl Spät' });

const list: ResultsList = {
  format: 'tarock-results', version: 1, id: 'hrc-2', name: 'Hausruck-Cup, 2. Turnier', date: '2025-10-17', source: 'ABAKUS, Ergebnisliste',
  results: [
    { name: 'ANNA Huber', rounds: [45, -12, 30] },
    { name: 'Bernd Maier', rounds: [100, 20, 30] },
    { name: 'Clara Berger', rounds: [10, 30, 0] },
    { name: 'Ida Wolf', rounds: [-20, null, -10] },
  ],
};

const placed: ResultsList = {
  format: 'tarock-results', version: 1, id: 'paper', name: 'Vom Papier',
  results: [{ name: 'Clara Berger', place: 2, cupPoints: 40 }, { name: 'Bernd Maier', place: 1, cupPoints: 60 }],
};

function plain(view: SeasonTournamentView | null) {
  return view?.entries.map((e) => ({
    place: e.place, name: e.name, written: e.written, cupNumber: e.cupNumber, schrift: e.schrift === null ? null : toNumber(e.schrift), cupPoints: toNumber(e.cupPoints), counted: e.counted,
  }));
}

/** Every ranked entry's place, Cuppunkte and counted are the Saisonwertung's results of that tournament. */
function expectSeasonNumbers(data: SeasonFile, view: SeasonTournamentView): void {
  const standings = computeSeasonStandings(data);
  for (const e of view.entries) {
    const row = standings.standings.find((r) => r.key === e.key);
    if (e.counted === null) {
      expect(row).toBeUndefined();
      continue;
    }
    expect(row!.results[view.index]).toEqual({ place: e.place, cupPoints: e.cupPoints, counted: e.counted });
    expect(row!.name).toBe(e.name);
  }
  const inTournament = standings.standings.filter((r) => r.results[view.index] !== null).map((r) => r.key).sort();
  expect(view.entries.filter((e) => e.counted !== null).map((e) => e.key).sort()).toEqual(inTournament);
}

describe('a tournament of a season as the season counts it', () => {
  it('a results list: its places, the names and numbers the season resolved, Schrift, Cuppunkte under the season\'s Heine and what counts', () => {
    const data = makeSeasonFile([t1, list], { best: 1 });
    const view = seasonTournament(data, computeSeasonStandings(data), 'hrc-2')!;
    expect(view).toMatchObject({
      index: 1, id: 'hrc-2', name: 'Hausruck-Cup, 2. Turnier', date: '2025-10-17', final: false,
      origin: { kind: 'results', source: 'ABAKUS, Ergebnisliste', givenCupPoints: false }, rounds: 3, withoutResult: 0,
    });
    // Heine: 150 → 100 + 50/2 = 125; 63 and 40 in full; −30 → 0. Best 1: Anna's 110 of Turnier 1 counts, not these 63.
    expect(plain(view)).toEqual([
      { place: 1, name: 'Bernd Maier', written: 'Bernd Maier', cupNumber: null, schrift: 150, cupPoints: 125, counted: true },
      { place: 2, name: 'ANNA Huber', written: 'ANNA Huber', cupNumber: '30', schrift: 63, cupPoints: 63, counted: false },
      { place: 3, name: 'Clara Berger', written: 'Clara Berger', cupNumber: null, schrift: 40, cupPoints: 40, counted: true },
      { place: 4, name: 'Ida Wolf', written: 'Ida Wolf', cupNumber: null, schrift: -30, cupPoints: 0, counted: true },
    ]);
    expectSeasonNumbers(data, view);
  });

  it('a tournament file: its standings under the season\'s scheme, the name the season shows (its last spelling), a registration without a score counted apart', () => {
    const data = makeSeasonFile([t1, list], { best: 1 });
    const view = seasonTournament(data, computeSeasonStandings(data), 't1')!;
    expect(view).toMatchObject({ index: 0, origin: { kind: 'tournament' }, rounds: 1, withoutResult: 1, date: '2025-10-03' });
    expect(plain(view)!.slice(0, 2)).toEqual([
      { place: 1, name: 'ANNA Huber', written: 'Anna Huber', cupNumber: '30', schrift: 120, cupPoints: 110, counted: true },
      { place: 2, name: 'Eva Wimmer', written: 'Eva Wimmer', cupNumber: null, schrift: 0, cupPoints: 0, counted: true },
    ]);
    expect(view.entries).toHaveLength(8);
    expectSeasonNumbers(data, view);
  });

  it('a placed list with published Cuppunkte: no Schrift, the published points stand', () => {
    const data = makeSeasonFile([t1, placed], { cupPoints: 'fixpunkte', best: 'all' });
    const view = seasonTournament(data, computeSeasonStandings(data), 'paper')!;
    expect(view.rounds).toBe(0);
    expect(view.origin).toEqual({ kind: 'results', source: null, givenCupPoints: true });
    expect(plain(view)).toEqual([
      { place: 1, name: 'Bernd Maier', written: 'Bernd Maier', cupNumber: null, schrift: null, cupPoints: 60, counted: true },
      { place: 2, name: 'Clara Berger', written: 'Clara Berger', cupNumber: null, schrift: null, cupPoints: 40, counted: true },
    ]);
    expectSeasonNumbers(data, view);
  });

  it('with eligible players (§12) the others keep place and Cuppunkte but are marked as not in this ranking', () => {
    const data = makeSeasonFile([t1, list], { best: 1, eligible: ['30', 'Bernd Maier'] });
    const view = seasonTournament(data, computeSeasonStandings(data), 'hrc-2')!;
    expect(plain(view)!.map((e) => [e.name, e.place, e.cupPoints, e.counted])).toEqual([
      ['Bernd Maier', 1, 125, true], ['ANNA Huber', 2, 63, false], ['Clara Berger', 3, 40, null], ['Ida Wolf', 4, 0, null],
    ]);
    expectSeasonNumbers(data, view);
  });

  it('the Finale is marked; a tournament the season does not have is null', () => {
    const data = makeSeasonFile([t1, list], { best: 1, final: { tournament: 2, counts: 'onTop' } });
    const standings = computeSeasonStandings(data);
    const view = seasonTournament(data, standings, 'hrc-2')!;
    expect(view.final).toBe(true);
    // On top, the Finale always counts.
    expect(view.entries.every((e) => e.counted === true)).toBe(true);
    expectSeasonNumbers(data, view);
    expect(seasonTournament(data, standings, 'nope')).toBeNull();
  });
});
