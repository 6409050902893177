// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSeason } from './run-season';
import { expectClose } from '../testing/expect-close';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'seasons');
const dir = mkdtempSync(join(tmpdir(), 'season-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const stdinRun = (input: unknown, args: string[] = []) => runSeason(['-', ...args], JSON.stringify(input));
const lines = (text: string): string[] => text.split('\n').filter(Boolean).sort();

describe('season: the fixtures (valid season files and their hand-worked Saisonwertung)', () => {
  const valid = readdirSync(FIXTURES).filter((f) => f.endsWith('.season.json'));
  it('there are valid fixtures for every scheme and case', () => expect(valid.length).toBeGreaterThanOrEqual(9));
  it.each(valid)('%s → its CSV and JSON', (file) => {
    const base = file.replace(/\.season\.json$/, '');
    const csv = runSeason([join(FIXTURES, file)]);
    expect(csv.stderr).toBe('');
    expect(csv.status).toBe(0);
    expect(csv.stdout).toBe(readFileSync(join(FIXTURES, `${base}.standings.csv`), 'utf8'));
    const json = runSeason([join(FIXTURES, file), '--json']);
    expect(json.status).toBe(0);
    expectClose(JSON.parse(json.stdout), readJson(join(FIXTURES, `${base}.standings.json`)), base);
  });
});

describe('season: the invalid fixtures, one per rule of §10, with their exact lines', () => {
  const invalid = readdirSync(join(FIXTURES, 'invalid')).filter((f) => f.endsWith('.json'));
  it('there is one per rule', () => expect(invalid.length).toBeGreaterThanOrEqual(45));
  it.each(invalid)('%s', (file) => {
    const expected = readFileSync(join(FIXTURES, 'invalid', file.replace(/\.json$/, '.stderr')), 'utf8');
    for (const args of [[], ['--json']]) {
      const run = runSeason([join(FIXTURES, 'invalid', file), ...args]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      // One line per problem, in any order (§10).
      expect(lines(run.stderr)).toEqual(lines(expected));
      expect(run.stderr.endsWith('\n')).toBe(true);
    }
  });
});


describe('season: the examples of §10', () => {
  it('the CSV example, exactly (heine, best 2, the Finale on top; Emil played only the Finale)', () => {
    expect(runSeason([join(FIXTURES, 'spec-example.season.json')]).stdout).toBe([
      'Platz;Nr;Name;T1;T2;T3;Finale;Gesamt;Teilnahmen',
      '1;;Anna;80;70;[10];100;250;4',
      '2;;Bernd;60;90;[40];0;150;4',
      '3;;Emil;;;;110;110;1',
      '4;;Clara;[20];30;50;;80;3',
      '5;;Dieter;0;0;[0];0;0;4',
      '',
    ].join('\n'));
  });

  it('the JSON example: Anna with cup number 1234 and the 60-place ÖF table', () => {
    const doc = JSON.parse(runSeason([join(FIXTURES, 'spec-example-oef.season.json'), '--json']).stdout) as {
      best: number; tournaments: { final: boolean; name: string }[]; standings: Record<string, unknown>[];
    };
    expect(doc.best).toBe(2);
    expect(doc.tournaments.map((t) => t.final)).toEqual([false, false, false, true]);
    expect(doc.standings[0]).toEqual({
      place: 1, cupNumber: '1234', name: 'Anna',
      results: [{ place: 1, cupPoints: 80, counted: true }, { place: 2, cupPoints: 70, counted: true },
        { place: 3, cupPoints: 10, counted: false }, { place: 2, cupPoints: 100, counted: true }],
      total: 250, participations: 4, oefStartPoints: 120,
    });
    expect(doc.standings[2]).toEqual({
      place: 3, cupNumber: null, name: 'Emil', results: [null, null, null, { place: 1, cupPoints: 110, counted: true }],
      total: 110, participations: 1, oefStartPoints: 104,
    });
  });

  it('without oef there is no ÖF column and no oefStartPoints key', () => {
    const doc = JSON.parse(runSeason([join(FIXTURES, 'spec-example.season.json'), '--json']).stdout) as { standings: Record<string, unknown>[] };
    expect(Object.keys(doc.standings[0]!)).toEqual(['place', 'cupNumber', 'name', 'results', 'total', 'participations']);
  });
});

describe('season: CSV details (§4 conventions)', () => {
  const season = readJson(join(FIXTURES, 'spec-example.season.json'));
  it('at most 2 decimals with a decimal comma; quoting of ; and "', () => {
    const tournaments = (season.tournaments as Record<string, unknown>[]).map((t) => structuredClone(t));
    for (const t of tournaments) for (const p of t.players as { id: string; name: string }[]) if (p.id === 'a') p.name = 'Anna; Wien';
    (tournaments[0]!.players as { cupNumber?: string }[])[0]!.cupNumber = '12;34';
    const out = stdinRun({ ...season, cupPoints: [10, 7, 5, 1], best: 'all', tournaments }).stdout.split('\n');
    expect(out).toContain('1;"12;34";"Anna; Wien";10;7;5;7;29;4');
    const { final: _final, ...withoutFinal } = season;
    const thirds = stdinRun({ ...withoutFinal, cupPoints: [10, 7, 5.5], best: 'all', tournaments: [tournamentWithTie()] }).stdout;
    expect(thirds).toBe('Platz;Nr;Name;T1;Gesamt;Teilnahmen\n1;;Anna;10;10;1\n2;;Bernd;4,17;4,17;1\n2;;Clara;4,17;4,17;1\n2;;Dieter;4,17;4,17;1\n');
    expect(thirds).not.toContain('\r');
  });
});

function tournamentWithTie(): Record<string, unknown> {
  return {
    format: 'tarock-tournament', version: 1, id: 'tie', name: 'Turnier', rules: 'tarockcup', plannedRounds: 1, handsPerRound: { 4: 16, 5: 20 },
    players: [{ id: 'a', name: 'Anna' }, { id: 'b', name: 'Bernd' }, { id: 'c', name: 'Clara' }, { id: 'd', name: 'Dieter' }],
    rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], result: { totals: [9, -3, -3, -3] } }] }],
  };
}

describe('season: input and arguments', () => {
  it('reads a relative FILE from the given directory, and "-" from standard input', () => {
    writeFileSync(join(dir, 'season.json'), readFileSync(join(FIXTURES, 'spec-example.season.json')));
    expect(runSeason(['season.json'], '', { cwd: dir }).status).toBe(0);
    expect(runSeason(['-'], readFileSync(join(FIXTURES, 'spec-example.season.json'), 'utf8')).stdout).toMatch(/^Platz;Nr;Name;T1;T2;T3;Finale;Gesamt;Teilnahmen\n/);
  });

  it('a call without exactly one FILE or with an unknown option: status 1, one "file:" line', () => {
    for (const args of [[], ['a.json', 'b.json'], ['a.json', '--csv']]) {
      const run = runSeason(args);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^file: [^\n]*\n$/);
    }
    expect(runSeason(['--help']).stdout).toContain('usage: npm run --silent season -- FILE [--json]');
  });

  it('unreadable input and invalid JSON', () => {
    expect(runSeason([join(dir, 'missing.json')]).stderr).toMatch(/^file: cannot read /);
    expect(runSeason(['-'], '{ "format": "tarock-season", ').stderr).toMatch(/^file: not valid JSON/);
    expect(runSeason(['-'], '').stderr).toMatch(/^file: not valid JSON/);
  });

  it('never echoes control or bidi characters from a bad file', () => {
    const run = stdinRun({ ...season(), 'x\u001b[2J\u202e': 1 });
    expect(run.status).toBe(1);
    // eslint-disable-next-line no-control-regex -- the point is to find raw control characters
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});

function season(): Record<string, unknown> {
  return readJson(join(FIXTURES, 'spec-example.season.json'));
}
