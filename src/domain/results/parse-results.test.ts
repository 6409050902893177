import { describe, expect, it } from 'vitest';
import { tournamentErrorLine } from '../tournament/errors';
import { parseResultsList, parseTournamentOrResults } from './parse-results';

const scored = (results: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  format: 'tarock-results', version: 1, id: 'hrc-2025-02', name: 'Hausruck-Cup, 2. Turnier', results, ...extra,
});
const lines = (input: unknown, options?: Parameters<typeof parseResultsList>[1]): string[] => {
  const r = parseResultsList(input, options);
  return r.ok ? [] : r.error.map(tournamentErrorLine).sort();
};
const three = [
  { name: 'Anna Huber', cupNumber: '30', rounds: [45, -12, 30] },
  { name: 'Bernd Maier', rounds: [40, 0, null] },
  { name: 'Clara Berger', rounds: [10, 30, 0], total: 40 },
];

describe('parseResultsList: the example of §11 and its clean copy', () => {
  it('accepts the example and keeps its keys in order', () => {
    const r = parseResultsList(scored(three, { date: '2025-10-12', source: ' ABAKUS, Ergebnisliste ', cupPoints: 'heine', lots: ['30'] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.value)).toEqual(['format', 'version', 'id', 'name', 'date', 'source', 'cupPoints', 'results', 'lots']);
    expect(r.value.source).toBe('ABAKUS, Ergebnisliste');
    expect(r.value.results[2]).toEqual({ name: 'Clara Berger', rounds: [10, 30, 0], total: 40 });
  });
  it('a placed list with given Cuppunkte', () => {
    expect(lines(scored([{ name: 'A', place: 1, cupPoints: 120 }, { name: 'B', place: 2, cupPoints: 98.5 }]))).toEqual([]);
  });
  it('names are normalised as a tournament player\'s (bidi and invisible characters removed, spaces collapsed)', () => {
    const r = parseResultsList(scored([{ name: ' Anna\u202e  Huber ', total: 3 }]));
    expect(r.ok && r.value.results[0]!.name).toBe('Anna Huber');
  });
});

describe('parseResultsList: every exact line of §11, one test each', () => {
  const cases: [string, unknown, string[]][] = [
    ['results is not a list of 1–1000 entries', scored([]), ['file: results: must be a list of 1 to 1000 entries']],
    ['results with 1001 entries', scored(Array.from({ length: 1001 }, (_, i) => ({ name: `P${i}`, total: i }))), ['file: results: must be a list of 1 to 1000 entries']],
    ['some entries have a total and some do not', scored([{ name: 'A', total: 3 }, { name: 'B', place: 2 }]), ['file: results: every entry needs a total (rounds or total), or none may have one']],
    ['a placed list where an entry has no place', scored([{ name: 'A', place: 1 }, { name: 'B', place: 2 }, { name: 'C', place: 3 }, { name: 'D', place: 4 }, { name: 'E' }]),
      ['results: 4: place: is required in a list without totals']],
    ['rounds on some entries but not all', scored([{ name: 'A', rounds: [1] }, { name: 'B', total: 3 }]), ['file: results: rounds: given for some entries but not all']],
    ['rounds of another length than entry 0\'s', scored([{ name: 'A', rounds: [1, 2, 3] }, { name: 'B', rounds: [1, 2, 3] }, { name: 'C', rounds: [1, 2] }]),
      ['results: 2: rounds: has 2 rounds, results: 0 has 3']],
    ['rounds with no number', scored([{ name: 'A', rounds: [1] }, { name: 'B', rounds: [2] }, { name: 'C', rounds: [3] }, { name: 'D', rounds: [null] }]),
      ['results: 3: rounds: has no score']],
    ['total is not the sum of rounds', scored([{ name: 'A', rounds: [1] }, { name: 'B', rounds: [2] }, { name: 'C', rounds: [3] }, { name: 'D', rounds: [10, 30, 0], total: 42 }].map((e, i) => (i < 3 ? { ...e, rounds: [1, 2, 3] } : e))),
      ['results: 3: total: must equal the sum of rounds, 40, got 42']],
    ['in a scored list, place on some entries but not all', scored([{ name: 'A', total: 3, place: 1 }, { name: 'B', total: 2 }]), ['file: results: place: given for some entries but not all']],
    ['place is not a whole number from 1', scored([{ name: 'A', place: 1 }, { name: 'B', place: 1.5 }]), ['results: 1: place: must be a whole number from 1']],
    ['place 0', scored([{ name: 'A', place: 0 }]), ['results: 0: place: must be a whole number from 1']],
    ['cupPoints on some entries but not all', scored([{ name: 'A', total: 3, cupPoints: 5 }, { name: 'B', total: 2 }]), ['file: results: cupPoints: given for some entries but not all']],
    ['an entry\'s cupPoints is not a number 0 or more', scored([{ name: 'A', total: 3, cupPoints: -1 }]), ['results: 0: cupPoints: must be a number 0 or more']],
    ['name missing', scored([{ total: 3 }]), ['results: 0: name: must be text of 1 to 60 characters']],
    ['name not text', scored([{ name: 7, total: 3 }]), ['results: 0: name: must be text of 1 to 60 characters']],
    ['name blank', scored([{ name: '   ', total: 3 }]), ['results: 0: name: must be text of 1 to 60 characters']],
    ['name of 61 characters', scored([{ name: 'x'.repeat(61), total: 3 }]), ['results: 0: name: must be text of 1 to 60 characters']],
    ['cupNumber not text of 1–20 characters', scored([{ name: 'A', cupNumber: ' ', total: 3 }]), ['results: 0: cupNumber: must be text of 1 to 20 characters']],
    ['cupNumber twice', scored([{ name: 'A', total: 6 }, { name: 'B', total: 5 }, { name: 'C', cupNumber: '1234', total: 4 }, { name: 'D', total: 3 }, { name: 'E', total: 2 }, { name: 'F', cupNumber: ' 1234 ', total: 1 }]),
      ['results: 5: cupNumber: "1234" is already the cup number of results: 2']],
    ['the best place is not 1', scored([{ name: 'A', place: 2 }, { name: 'B', place: 3 }]), ['results: 0: place: the best place is 2, must be 1']],
    ['places that are no competition ranking (held by 1 entry)', scored([{ name: 'A', place: 1 }, { name: 'B', place: 2 }, { name: 'C', place: 4 }, { name: 'D', place: 4 }]),
      ['results: 2: place: 4 follows place 2 held by 1 entry']],
    ['places that are no competition ranking (held by 2 entries)', scored([{ name: 'A', place: 1 }, { name: 'B', place: 1 }, { name: 'C', place: 2 }]),
      ['results: 2: place: 2 follows place 1 held by 2 entries']],
    ['a place that contradicts the totals', scored([{ name: 'A', total: 50, place: 1 }, { name: 'B', total: 40, place: 2 }, { name: 'C', total: 30, place: 3 },
      { name: 'D', total: 30, place: 4 }, { name: 'E', total: 20, place: 5 }, { name: 'F', total: 10, place: 2 }].map((e, i) => (i === 1 ? { ...e, place: 6 } : e))),
    ['results: 2: place: 3 is better than the place of a higher total (results: 1)', 'results: 3: place: 4 is better than the place of a higher total (results: 1)',
      'results: 4: place: 5 is better than the place of a higher total (results: 1)', 'results: 5: place: 2 is better than the place of a higher total (results: 1)']],
    ['a lots entry names no entry of the list', scored(three, { lots: ['Zoe Xander'] }), ['file: lots: 0: "Zoe Xander" names no entry of this list']],
    ['"heine" over a placed list without given cup points', scored([{ name: 'A', place: 1 }], { cupPoints: 'heine' }), ['file: cupPoints: "heine" needs every entry\'s total or given cupPoints']],
    ['a file of another format', { format: 'tarock-session' }, ['file: format: must be "tarock-results"']],
    ['a version that is not 1, the only line', { ...scored([]), version: 2, extra: 1 }, ['file: version: must be 1']],
    ['an unknown key in the file and in an entry', scored([{ name: 'A', total: 1, verein: 'x' }], { turnier: 1 }), ['file: unknown key "turnier"', 'results: 0: unknown key "verein"']],
  ];
  it.each(cases)('%s', (_, input, expected) => expect(lines(input)).toEqual([...expected].sort()));

  it('equal totals may share a place, and a scored list\'s places stand whatever the order of the entries', () => {
    expect(lines(scored([{ name: 'B', total: 40, place: 2 }, { name: 'A', total: 50, place: 1 }, { name: 'C', total: 40, place: 2 }, { name: 'D', total: 30, place: 4 }]))).toEqual([]);
    // Two different totals may share a place (a published tie-break elsewhere).
    expect(lines(scored([{ name: 'A', total: 50, place: 1 }, { name: 'B', total: 40, place: 1 }]))).toEqual([]);
  });
  it('the ranking checks run only when every place is a whole number from 1', () => {
    expect(lines(scored([{ name: 'A', place: 3 }, { name: 'B', place: 'x' }]))).toEqual(['results: 1: place: must be a whole number from 1']);
  });
  it('a total within 1e-9 of the sum of the rounds is accepted; numbers in lines as JSON writes them', () => {
    expect(lines(scored([{ name: 'A', rounds: [0.1, 0.2], total: 0.3 }]))).toEqual([]);
    expect(lines(scored([{ name: 'A', rounds: [0.5, 1], total: 2 }]))).toEqual(['results: 0: total: must equal the sum of rounds, 1.5, got 2']);
  });
  it('"heine" is checked against the scheme given: the list\'s own, a season\'s, or none', () => {
    const placed = scored([{ name: 'A', place: 1 }], { cupPoints: 'heine' });
    expect(lines(placed, { scheme: null })).toEqual([]);
    expect(lines(scored([{ name: 'A', place: 1 }]), { scheme: 'heine' })).toEqual(['file: cupPoints: "heine" needs every entry\'s total or given cupPoints']);
    expect(lines(scored([{ name: 'A', place: 1, cupPoints: 3 }], { cupPoints: 'heine' }))).toEqual([]);
  });
  it('the other lines name their place in the app\'s words', () => {
    expect(lines({ ...scored(three), id: '', name: '', date: '12.10.2025', source: '' })).toEqual([
      'file: date: must be an ISO date like "2025-10-12"', 'file: id: must be text of 1 to 64 characters', 'file: name: must be text of 1 to 80 characters',
      'file: source: must be text of 1 to 200 characters',
    ]);
    expect(lines(scored([{ name: 'A', rounds: [1, 'x'] }, 3]))).toEqual(['results: 0: rounds: 1: must be a number or null', 'results: 1: must be an object with "name"']);
    expect(lines(scored(three, { lots: 'x' }))).toEqual(['file: lots: must be a list']);
    expect(lines(scored(three, { lots: ['Bernd Maier', 'bernd  MAIER'] }))).toEqual(['file: lots: 1: names the same entry as lots: 0']);
  });
});

describe('parseTournamentOrResults', () => {
  it('a file of neither format gets the one line of §11', () => {
    for (const input of [null, [], { format: 'tarock-season' }, {}]) {
      const r = parseTournamentOrResults(input);
      expect(r.ok ? [] : r.error.map(tournamentErrorLine)).toEqual(['file: format: must be "tarock-tournament" or "tarock-results"']);
    }
  });
  it('reads a results list and a tournament file each by its own check', () => {
    expect(parseTournamentOrResults(scored(three)).ok).toBe(true);
    const t = parseTournamentOrResults({ format: 'tarock-tournament', version: 1 });
    expect(t.ok).toBe(false);
  });
});
