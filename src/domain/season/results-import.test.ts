import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import type { ResultsEntry, ResultsList } from '../results/model';
import { readResultsInput } from '../results/read-input';
import { isPlanComplete, planResultsImport, predecessorOf } from './results-import';
import { computeSeasonStandings } from './season-standings';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);

const list = (id: string, name: string, results: ResultsEntry[]): ResultsList => ({ format: 'tarock-results', version: 1, id, name, results });

const hrc2 = list('csv-1', 'HRC 2', [
  { name: 'Ana Huber', total: 90 }, { name: 'Bernd Maier', cupNumber: '12', total: 40 }, { name: 'Emil Wolf', total: -10 },
]);

describe('a results list planned into a season', () => {
  it('matches by cup number and name, and lists the close name as a doubt involving the list; nothing is complete before it is settled', () => {
    const season = makeSeasonFile([t1]);
    const plan = planResultsImport(season, {}, hrc2);
    expect(plan.duplicateOf).toBeNull();
    expect(plan.entries.map((e) => [e.name, e.cupNumber, e.known])).toEqual([['Ana Huber', null, false], ['Bernd Maier', '12', true], ['Emil Wolf', null, false]]);
    expect(plan.doubts).toEqual([{ a: '#30', b: '~ana huber', reason: 'spelling' }]);
    expect(isPlanComplete(plan)).toBe(false);
  });

  it('"the same person, named Anna Huber" gives the list entry the number and the spelling, as a fact re-applied to a corrected list', () => {
    const season = makeSeasonFile([t1]);
    const plan = planResultsImport(season, {}, hrc2, { decisions: [{ kind: 'same', keep: '#30', merge: '~ana huber' }], fullCheck: true });
    expect(isPlanComplete(plan)).toBe(true);
    expect(plan.list.results[0]).toEqual({ name: 'Anna Huber', cupNumber: '30', total: 90 });
    const stored = plan.data;
    // The corrected list (Emil's total fixed) replaces its predecessor: the match stays without being asked again.
    const corrected = list('csv-2', 'HRC 2', [{ name: 'Ana Huber', total: 90 }, { name: 'Bernd Maier', cupNumber: '12', total: 50 }, { name: 'Emil Wolf', total: -20 }]);
    const at = predecessorOf(stored, corrected);
    expect(at).toBe(1);
    const again = planResultsImport(stored, { identities: plan.identities }, corrected, { replaces: at });
    expect(isPlanComplete(again)).toBe(true);
    expect(again.list.id).toBe('csv-1');
    expect(again.list.results[0]).toEqual({ name: 'Anna Huber', cupNumber: '30', total: 90 });
    expect(again.change?.entries).toEqual([{ name: 'Bernd Maier', kind: 'changed' }, { name: 'Emil Wolf', kind: 'changed' }]);
    expect(again.data.tournaments).toHaveLength(2);
  });

  it('"different people" keeps them apart and completes the plan', () => {
    const plan = planResultsImport(makeSeasonFile([t1]), {}, hrc2, { decisions: [{ kind: 'distinct', a: '#30', b: '~ana huber' }] });
    expect(isPlanComplete(plan)).toBe(true);
    expect(plan.distinct).toEqual([['#30', '~ana huber']]);
    expect(plan.list.results[0]).toEqual({ name: 'Ana Huber', total: 90 });
  });

  it('recognises the same list imported again (another id, the identities applied), so no second tournament is made', () => {
    const first = planResultsImport(makeSeasonFile([t1]), {}, hrc2, { decisions: [{ kind: 'same', keep: '#30', merge: '~ana huber' }] });
    const again = planResultsImport(first.data, { identities: first.identities }, { ...hrc2, id: 'csv-9' });
    expect(again.duplicateOf).toBe(1);
    expect(isPlanComplete(again)).toBe(false);
  });

  it('asks which number a name carries when several cup numbers carry it', () => {
    const t = typedTournament('t2', 'Turnier 2', [{ name: 'Anna Huber', cupNumber: '31', total: 10 }, { name: 'X Y', total: -10 }, { name: 'U V', total: 0 }, { name: 'S T', total: 0 }]);
    const season = makeSeasonFile([t1, t]);
    const plan = planResultsImport(season, {}, list('l', 'L', [{ name: 'Anna Huber', total: 5 }, { name: 'Zoe', total: -5 }]));
    expect(plan.ambiguous).toEqual([{ name: 'Anna Huber', cupNumbers: ['30', '31'] }]);
    expect(plan.problems).toEqual([]);
    const chosen = planResultsImport(season, {}, plan.list, { decisions: [{ kind: 'number', name: 'Anna Huber', cupNumber: '31' }, { kind: 'distinct', a: '#30', b: '#31' }] });
    expect(chosen.ambiguous).toEqual([]);
    expect(isPlanComplete(chosen)).toBe(true);
    expect(chosen.list.results[0]!.cupNumber).toBe('31');
  });

  it('a results list in the season ranks as the same tournament played in the app (same totals, same Saisonwertung)', () => {
    const played = typedTournament('p', 'Played', [{ name: 'A B', total: 30 }, { name: 'C D', total: 10 }, { name: 'E F', total: -40 }]);
    const asList = list('p', 'Played', [{ name: 'A B', total: 30 }, { name: 'C D', total: 10 }, { name: 'E F', total: -40 }]);
    const plan = planResultsImport(makeSeasonFile([t1]), {}, asList);
    expect(isPlanComplete(plan)).toBe(true);
    const viaList = computeSeasonStandings(plan.data);
    const viaApp = computeSeasonStandings(makeSeasonFile([t1, played]));
    expect(JSON.stringify(viaList.standings)).toBe(JSON.stringify(viaApp.standings));
  });
});

describe('reading what the app is given', () => {
  it('names the CSV line of a row the list check refuses, and makes no list', () => {
    const read = readResultsInput('Nr.;Name;R1;R2;Gesamt;\n30;Anna;10;20;30;\n\n12;Bernd;5;5;12;\n', { id: 'x', name: 'X' });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.listProblems.map((p) => [p.code, p.line])).toEqual([['ERR_R_TOTAL_SUM', 4]]);
  });

  it('reads a results-list file (JSON) with its own id and name', () => {
    const read = readResultsInput(JSON.stringify(hrc2), { id: 'ignored', name: 'ignored' });
    expect(read.ok && read.kind === 'json' && read.list.id === 'csv-1' && read.list.name === 'HRC 2').toBe(true);
  });

  it('reads a table pasted from a spreadsheet (tabs, decimal comma)', () => {
    const read = readResultsInput('Platz\tName\tPunkte\tCuppunkte\n1\tAnna Huber\t45,5\t100\n2\tBernd\t-45,5\t80\n', { id: 'x', name: 'X' });
    expect(read.ok && read.separator === '\t' && read.list.results[0]).toEqual({ name: 'Anna Huber', total: 45.5, place: 1, cupPoints: 100 });
  });
});
