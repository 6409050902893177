// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runStandings } from './run-standings';
import { expectClose } from '../testing/expect-close';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'tournaments');
const dir = mkdtempSync(join(tmpdir(), 'standings-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tournament(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'tarock-tournament', version: 1, id: 't1', name: 'Hausruck-Cup', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { 4: 16, 5: 20 },
    players: [{ id: 'a', name: 'Anna' }, { id: 'b', name: 'Bernd' }, { id: 'c', name: 'Clara' }, { id: 'd', name: 'Dieter' }],
    rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], firstDealer: 0, result: { totals: [12, -4, -8, 0] } }] }],
    ...extra,
  };
}
const stdinRun = (input: unknown, args: string[] = []) => runStandings(['-', ...args], JSON.stringify(input));

describe('standings: the fixtures (valid files and their expected standings)', () => {
  const valid = readdirSync(FIXTURES).filter((f) => f.endsWith('.tournament.json'));
  it('there are valid fixtures', () => expect(valid.length).toBeGreaterThanOrEqual(4));
  it.each(valid)('%s → its CSV and JSON', (file) => {
    const base = file.replace(/\.tournament\.json$/, '');
    const csv = runStandings([join(FIXTURES, file)]);
    expect(csv.stderr).toBe('');
    expect(csv.status).toBe(0);
    expect(csv.stdout).toBe(readFileSync(join(FIXTURES, `${base}.standings.csv`), 'utf8'));
    const json = runStandings([join(FIXTURES, file), '--json']);
    expect(json.status).toBe(0);
    expectClose(JSON.parse(json.stdout), JSON.parse(readFileSync(join(FIXTURES, `${base}.standings.json`), 'utf8')), base);
  });
});

describe('standings: table keys (§1) are checked for their form and otherwise ignored', () => {
  it('a file with a key on every table prints the same standings as without', () => {
    const plain = tournament();
    const keyed = tournament({ rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], firstDealer: 0, key: 'AAECAwQFBgcICQoLDA0ODw', result: { totals: [12, -4, -8, 0] } }] }] });
    const a = stdinRun(plain);
    const b = stdinRun(keyed);
    expect(b.status).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(stdinRun(keyed, ['--json']).stdout).toBe(stdinRun(plain, ['--json']).stdout);
  });
});

describe('standings: the invalid fixtures, one per rule of §2, with their exact lines', () => {
  const invalid = readdirSync(join(FIXTURES, 'invalid')).filter((f) => f.endsWith('.json'));
  it('there is one per rule', () => expect(invalid.length).toBeGreaterThanOrEqual(20));
  it.each(invalid)('%s', (file) => {
    const expected = readFileSync(join(FIXTURES, 'invalid', file.replace(/\.json$/, '.stderr')), 'utf8');
    for (const args of [[], ['--json']]) {
      const run = runStandings([join(FIXTURES, 'invalid', file), ...args]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(expected);
    }
  });
});


describe('standings: the CSV of §4', () => {
  it('header, decimal comma, at most 2 decimals, ASCII minus, LF, no BOM', () => {
    const run = stdinRun(tournament({ rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], result: { totals: [8 / 3, -4.125, 1.4583333333, 0] } }] }] }));
    expect(run.stdout).toBe('Platz;Name;R1;Gesamt\n1;Anna;2,67;2,67\n2;Clara;1,46;1,46\n3;Dieter;0;0\n4;Bernd;-4,13;-4,13\n');
    expect(run.stdout.charCodeAt(0)).not.toBe(0xfeff);
    expect(run.stdout).not.toContain('\r');
    expect(run.stdout).not.toContain('\u2212');
  });

  it('R1…Rn for every round of the file, even a round without any result; Cuppunkte when given', () => {
    const t = tournament({ cupPoints: [10, 5], rounds: [...(tournament().rounds as unknown[]), { tables: [{ table: 1, players: ['d', 'c', 'b', 'a'] }] }] });
    expect(stdinRun(t).stdout).toBe('Platz;Name;R1;R2;Gesamt;Cuppunkte\n1;Anna;12;;12;10\n2;Dieter;0;;0;5\n3;Bernd;-4;;-4;0\n4;Clara;-8;;-8;0\n');
  });

  it('quotes a name with ;, " or a line break, doubling inner quotes; others stay bare', () => {
    const players = [{ id: 'a', name: 'Anna; Wien' }, { id: 'b', name: 'Bernd "Bär"' }, { id: 'c', name: 'Clara' }, { id: 'd', name: '=1+1' }];
    const out = stdinRun(tournament({ players })).stdout.split('\n');
    expect(out[1]).toBe('1;"Anna; Wien";12;12');
    expect(out).toContain('3;"Bernd ""Bär""";-4;-4');
    // A formula is guarded (§4): a leading ' before any quoting.
    expect(out).toContain("2;'=1+1;0;0");
  });

  it('the place of an unranked player is empty; their total is 0', () => {
    const t = tournament({ players: [...(tournament().players as unknown[]), { id: 'e', name: 'Eva' }] });
    expect(stdinRun(t).stdout.split('\n')[5]).toBe(';Eva;;0');
  });
});

describe('standings --json', () => {
  it('the document of §4, exact numbers, cupPoints only with cup points (null for unranked)', () => {
    const t = tournament({ cupPoints: [223, 198, 180], players: [...(tournament().players as unknown[]), { id: 'e', name: 'Eva' }] });
    expect(JSON.parse(stdinRun(t, ['--json']).stdout)).toEqual({
      format: 'tarock-standings', version: 1, name: 'Hausruck-Cup', rounds: 1,
      standings: [
        { place: 1, id: 'a', name: 'Anna', rounds: [12], total: 12, cupPoints: 223 },
        { place: 2, id: 'd', name: 'Dieter', rounds: [0], total: 0, cupPoints: 198 },
        { place: 3, id: 'b', name: 'Bernd', rounds: [-4], total: -4, cupPoints: 180 },
        { place: 4, id: 'c', name: 'Clara', rounds: [-8], total: -8, cupPoints: 0 },
        { place: null, id: 'e', name: 'Eva', rounds: [null], total: 0, cupPoints: null },
      ],
    });
    const plain = JSON.parse(stdinRun(tournament(), ['--json']).stdout) as { standings: Record<string, unknown>[] };
    expect(Object.keys(plain.standings[0]!)).toEqual(['place', 'id', 'name', 'rounds', 'total']);
  });
});

describe('standings: input and arguments', () => {
  it('reads a relative FILE from the given directory; "-" reads standard input only', () => {
    writeFileSync(join(dir, 'cup.json'), JSON.stringify(tournament()));
    expect(runStandings(['cup.json'], '', { cwd: dir }).status).toBe(0);
    let reads = 0;
    runStandings([join(dir, 'cup.json')], () => String(++reads));
    expect(reads).toBe(0);
  });

  it('usage problems are one "file:" line', () => {
    expect(runStandings([]).stderr).toBe('file: expected exactly one FILE, got 0 (usage: npm run --silent standings -- FILE [--json]   (FILE "-" reads standard input))\n');
    expect(runStandings(['a.json', '--csv']).stderr).toMatch(/^file: unknown option "--csv" \(usage: /);
    expect(runStandings(['--help']).stdout).toContain('usage:');
    expect(runStandings([join(dir, 'missing.json')]).stderr).toBe(`file: cannot read ${JSON.stringify(join(dir, 'missing.json'))}: no such file\n`);
    expect(runStandings(['-'], '').stderr).toBe('file: not valid JSON: the input is empty\n');
    expect(existsSync(dir)).toBe(true);
  });

  it('never echoes control or bidi characters from a bad file', () => {
    const run = stdinRun({ ...tournament(), 'x\u001b[2J\u202e': 1, format: 'tarock-tournament' });
    expect(run.status).toBe(1);
    // eslint-disable-next-line no-control-regex -- the point is to find raw control characters
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(run.stderr).toContain('x\\u001b[2J\\u{202e}');
    const named = stdinRun(tournament({ players: [{ id: 'a\u0007', name: 'Anna' }, { id: 'b', name: 'Bernd' }, { id: 'c', name: 'Clara' }, { id: 'd', name: 'Dieter' }] }));
    // eslint-disable-next-line no-control-regex -- the point is to find raw control characters
    expect(named.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});

describe('standings: a results list (§11)', () => {
  const results = readdirSync(FIXTURES).filter((f) => f.endsWith('.results.json'));
  it.each(results)('%s → its CSV and JSON', (file) => {
    const base = file.replace(/\.results\.json$/, '');
    const csv = runStandings([join(FIXTURES, file)]);
    expect(csv.stderr).toBe('');
    expect(csv.stdout).toBe(readFileSync(join(FIXTURES, `${base}.standings.csv`), 'utf8'));
    const json = runStandings([join(FIXTURES, file), '--json']);
    expectClose(JSON.parse(json.stdout), JSON.parse(readFileSync(join(FIXTURES, `${base}.standings.json`), 'utf8')), base);
  });
  const list = (results: unknown[], extra: Record<string, unknown> = {}) => ({ format: 'tarock-results', version: 1, id: 'l', name: 'Liste', results, ...extra });
  it('round columns only with rounds, Gesamt only for a scored list, Cuppunkte when given or the list has a scheme', () => {
    const scored = list([{ name: 'Anna', rounds: [45, -12, 30] }, { name: 'Bernd', rounds: [40, 0, null] }], { cupPoints: [10, 5] });
    expect(stdinRun(scored).stdout).toBe('Platz;Name;R1;R2;R3;Gesamt;Cuppunkte\n1;Anna;45;-12;30;63;10\n2;Bernd;40;0;;40;5\n');
    expect(stdinRun(list([{ name: 'Anna', total: 3.5 }, { name: 'Bernd', total: -1 }])).stdout).toBe('Platz;Name;Gesamt\n1;Anna;3,5\n2;Bernd;-1\n');
    expect(stdinRun(list([{ name: 'Anna', place: 1 }, { name: 'Bernd', place: 1 }])).stdout).toBe('Platz;Name\n1;Anna\n1;Bernd\n');
    expect(stdinRun(list([{ name: 'Anna', place: 1 }], { cupPoints: 'fixpunkte' })).stdout).toBe('Platz;Name;Cuppunkte\n1;Anna;223\n');
  });
  it('--json: "rounds" the number of round columns; per row "id": null, "cupNumber", "rounds" and "total"', () => {
    const doc = JSON.parse(stdinRun(list([{ name: 'Anna', cupNumber: '30', place: 1 }]), ['--json']).stdout) as Record<string, unknown>;
    expect(doc).toEqual({ format: 'tarock-standings', version: 1, name: 'Liste', rounds: 0, standings: [{ place: 1, id: null, name: 'Anna', cupNumber: '30', rounds: [], total: null }] });
  });
  it('"heine" over a placed list without given cup points is refused; a file of neither format gets the line of §11', () => {
    expect(stdinRun(list([{ name: 'Anna', place: 1 }], { cupPoints: 'heine' })).stderr).toBe('file: cupPoints: "heine" needs every entry\'s total or given cupPoints\n');
    for (const input of [{ format: 'tarock-season', version: 1 }, [], null]) {
      const r = stdinRun(input);
      expect(r.stderr).toBe('file: format: must be "tarock-tournament" or "tarock-results"\n');
      expect(r.stdout).toBe('');
    }
    expect(stdinRun({ ...list([]), version: 3, x: 1 }).stderr).toBe('file: version: must be 1\n');
  });
});

describe('standings: the CSV formula guard (§4)', () => {
  it('a name beginning with =, +, -, @ gets a leading \' before quoting; numbers never', () => {
    const t = tournament({ players: [{ id: 'a', name: '=HYPERLINK("x")' }, { id: 'b', name: '+43' }, { id: 'c', name: '-5' }, { id: 'd', name: '@Anna' }] });
    const out = stdinRun(t).stdout.split('\n');
    expect(out).toEqual(['Platz;Name;R1;Gesamt', '1;"\'=HYPERLINK(""x"")";12;12', '2;\'@Anna;0;0', '3;\'+43;-4;-4', '4;\'-5;-8;-8', '']);
    expect(JSON.parse(stdinRun(t, ['--json']).stdout).standings[0].name).toBe('=HYPERLINK("x")');
  });
});
