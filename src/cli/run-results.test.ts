// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listNameOfFile, runResults } from './run-results';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'results');
const dir = mkdtempSync(join(tmpdir(), 'results-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (text: string | Uint8Array, args: string[] = []) => runResults(['-', '--id', 'x', ...args], text);
const list = (text: string | Uint8Array, args: string[] = []): Record<string, unknown> & { results: Record<string, unknown>[] } => {
  const r = run(text, args);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown> & { results: Record<string, unknown>[] };
};
const fail = (text: string | Uint8Array, args: string[] = []): string[] => {
  const r = run(text, args);
  expect(r.status).toBe(1);
  expect(r.stdout).toBe('');
  return r.stderr.split('\n').filter(Boolean);
};

describe('results: the fixtures (CSVs and the results lists they make)', () => {
  const valid = readdirSync(FIXTURES).filter((f) => f.endsWith('.csv'));
  it.each(valid)('%s → its results list', (file) => {
    const base = file.replace(/\.csv$/, '');
    const r = runResults([join(FIXTURES, file), '--id', base]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(join(FIXTURES, `${base}.results.json`), 'utf8')));
  });
  const invalid = readdirSync(join(FIXTURES, 'invalid')).filter((f) => f.endsWith('.csv'));
  it('there is one broken file per rule', () => expect(invalid.length).toBeGreaterThanOrEqual(15));
  it.each(invalid)('invalid/%s: its exact lines, status 1, nothing on standard output', (file) => {
    const r = runResults([join(FIXTURES, 'invalid', file)]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(readFileSync(join(FIXTURES, 'invalid', file.replace(/\.csv$/, '.stderr')), 'utf8'));
  });
  it('the ABAKUS export is Windows-1252 (its umlauts are single bytes) and ends every line with ";"', () => {
    const bytes = readFileSync(join(FIXTURES, 'abakus-hausruck.csv'));
    expect(bytes.includes(0xfc)).toBe(true);
    expect(bytes.toString('latin1').split('\r\n')[0]).toBe('Nr.;Name;R1;R2;R3;');
  });
});

describe('results: bytes and line ends (§13)', () => {
  const header = 'Name;Gesamt\n';
  it('UTF-8 when valid, a BOM ignored', () => {
    expect(list(`\uFEFF${header}Jürgen;3\n`).results[0]).toEqual({ name: 'Jürgen', total: 3 });
  });
  it('Windows-1252 otherwise (ü, „ and € from single bytes)', () => {
    const bytes = Uint8Array.from([...Buffer.from(header, 'latin1'), 0x4a, 0xfc, 0x84, 0x80, 0x93, 0x3b, 0x33, 0x0a]);
    expect(list(bytes).results[0]).toEqual({ name: 'Jü„€“', total: 3 });
  });
  it('LF and CRLF alike', () => {
    expect(list('Name;Gesamt\r\nA;1\r\nB;2\r\n').results).toEqual(list('Name;Gesamt\nA;1\nB;2\n').results);
  });
});

describe('results: fields (§13)', () => {
  it('the separator that occurs most in the header: ";", tab or ","', () => {
    expect(list('Name,Gesamt,R1\nA,3,3\n').results[0]).toEqual({ name: 'A', rounds: [3], total: 3 });
    expect(list('Name\tGesamt\nA;B\t3\n').results[0]).toEqual({ name: 'A;B', total: 3 });
    expect(list('Name;Gesamt\nA,B;3\n').results[0]).toEqual({ name: 'A,B', total: 3 });
  });
  it('on a tie the first in the order ";", tab, ","', () => {
    expect(fail('Name;Gesamt,Punkte\n')).toEqual(['line 1: unknown column "Gesamt,Punkte"']);
    expect(fail('Name\tR1,Punkte\n')).toEqual(['line 1: unknown column "R1,Punkte"']);
  });
  it('separators inside quotes do not count', () => {
    expect(fail('"Spieler;Nr;Name",Gesamt,Verein\n')).toEqual(['line 1: unknown column "Spieler;Nr;Name"', 'line 1: unknown column "Verein"', 'line 1: no Name column']);
  });
  it('quoted fields: inner quotes doubled, a line break inside, the row numbered by the line it starts on', () => {
    expect(list('Name;Gesamt\n"Maria ""Mitzi"" Huber";3\n').results[0]!.name).toBe('Maria "Mitzi" Huber');
    expect(fail('Name;Gesamt\n"Anna\nHuber";3\n"Bernd";x\n')).toEqual(['line 4: Gesamt: not a number "x"']);
  });
  it('empty fields after the last column are ignored, however many, and so is an empty last header field', () => {
    expect(list('Nr.;Name;R1;\n1;A;3;;;;\n').results[0]).toEqual({ name: 'A', cupNumber: '1', rounds: [3] });
  });
  it('blank lines are skipped but counted', () => {
    expect(fail('Name;Gesamt\n\nA;1\n\n\nB;y\n')).toEqual(['line 6: Gesamt: not a number "y"']);
  });
  it('a row with more non-empty fields than the header is refused; missing fields are empty', () => {
    expect(fail('Name;R1\nA;1;2\n')).toEqual(['line 2: 3 fields, the header has 2']);
    expect(list('Name;R1;R2\nA;1\n').results[0]).toEqual({ name: 'A', rounds: [1, null] });
  });
});

describe('results: columns and every synonym (§13)', () => {
  const synonyms: [string, string, Record<string, unknown>][] = [
    ['Platz', '1', { place: 1 }], ['Rang', '1.', { place: 1 }], ['Pl.', '1', { place: 1 }],
    ['Nr', '30', { cupNumber: '30' }], ['Nr.', ' 30 ', { cupNumber: '30' }], ['Cupnummer', '30', { cupNumber: '30' }], ['Cup-Nr', '30', { cupNumber: '30' }],
    ['Gesamt', '40', { total: 40 }], ['Summe', '40', { total: 40 }], ['Punkte', '40', { total: 40 }], ['Total', '40', { total: 40 }],
    ['Cuppunkte', '12,5', { cupPoints: 12.5 }], ['CP', '12.5', { cupPoints: 12.5 }],
  ];
  it.each(synonyms)('%s', (header, cell, expected) => {
    const withTotal = expected.total === undefined ? ';Punkte' : '';
    const withTotalCell = expected.total === undefined ? ';40' : '';
    const entry = list(`Name;${header}${withTotal}\nA;${cell}${withTotalCell}\n`).results[0]!;
    expect(entry).toMatchObject(expected);
  });
  it('Name and Spieler', () => {
    expect(list('Spieler;Gesamt\n Anna Huber ;3\n').results[0]!.name).toBe('Anna Huber');
    expect(list('NAME;Gesamt\nAnna;3\n').results[0]!.name).toBe('Anna');
  });
  it('Vorname with Nachname or Zuname, joined with a space', () => {
    expect(list('Vorname;Nachname;Gesamt\nAnna;Huber;3\n').results[0]!.name).toBe('Anna Huber');
    expect(list('Zuname;Vorname;Gesamt\nHuber;Anna;3\n').results[0]!.name).toBe('Anna Huber');
  });
  it('R1…Rn and Runde 1…Runde n, in any column order', () => {
    expect(list('Name;R2;R1\nA;2;1\n').results[0]!.rounds).toEqual([1, 2]);
    expect(list('Name;Runde 1;Runde 2\nA;1;2\n').results[0]!.rounds).toEqual([1, 2]);
    expect(list('Name;runde1;r2\nA;1;2\n').results[0]!.rounds).toEqual([1, 2]);
  });
  it('two headers for one column, synonyms included, name the later as written', () => {
    expect(fail('Name;Spieler\n')).toEqual(['line 1: column "Spieler" twice']);
    expect(fail('Name;R1;Runde 1\n')).toEqual(['line 1: column "Runde 1" twice']);
    expect(fail('Vorname;Nachname;Zuname\n')).toEqual(['line 1: column "Zuname" twice']);
    expect(fail('Name;Gesamt;Summe\n')).toEqual(['line 1: column "Summe" twice']);
  });
  it('the column errors, exactly', () => {
    expect(fail('Name;R1;R3\n')).toEqual(['line 1: no column R2']);
    expect(fail('Vorname;Gesamt\n')).toEqual(['line 1: column "Vorname" needs "Nachname" or "Zuname"']);
    expect(fail('Zuname;Gesamt\n')).toEqual(['line 1: column "Zuname" needs "Vorname"']);
    expect(fail('Name;Vorname;Nachname\n')).toEqual(['line 1: columns "Name" and "Vorname" together']);
    expect(fail('Name;Verein\n')).toEqual(['line 1: unknown column "Verein"']);
    expect(fail('Platz;Gesamt\n')).toEqual(['line 1: no Name column']);
  });
});

describe('results: cells (§13)', () => {
  it('numbers with a sign and a decimal comma or point; no thousands separators', () => {
    expect(list('Name;R1;R2;R3\nA;-15,5;+3;0.25\n').results[0]!.rounds).toEqual([-15.5, 3, 0.25]);
    expect(fail('Name;Gesamt\nA;1.000,5\n')).toEqual(['line 2: Gesamt: not a number "1.000,5"']);
  });
  it('an empty cell or "-": null in a round column, no key in any other column but the name', () => {
    expect(list('Nr;Name;R1;R2;Gesamt;Cuppunkte\n-;A;-;3;;\n').results[0]).toEqual({ name: 'A', rounds: [null, 3] });
  });
  it('a bad number names its column as the header writes it', () => {
    expect(fail('Name;Runde 1;Runde 2\nA;1;2\nB;2;1\nC;1;x\n')).toEqual(['line 4: Runde 2: not a number "x"']);
  });
  it('a total column is kept beside the rounds and must agree with them', () => {
    expect(list('Name;R1;R2;Gesamt\nA;10;20;30\n').results[0]).toEqual({ name: 'A', rounds: [10, 20], total: 30 });
    expect(fail('Name;R1;R2;Gesamt\nA;10;20;31\n')).toEqual(['results: 0: total: must equal the sum of rounds, 30, got 31']);
  });
});

describe('results: options and input (§13)', () => {
  it('defaults: a UUID id, the name from the file name without its last extension', () => {
    writeFileSync(join(dir, 'hrc.2025.csv'), 'Name;Gesamt\nA;3\n');
    const r = runResults(['hrc.2025.csv'], '', { cwd: dir });
    const doc = JSON.parse(r.stdout) as { id: string; name: string; date?: string };
    expect(doc.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(doc.name).toBe('hrc.2025');
    expect(doc.date).toBeUndefined();
    expect(listNameOfFile('/x/ergebnis')).toBe('ergebnis');
  });
  it('standard input is named "Ergebnisliste"; --name, --date and --id', () => {
    expect(list('Name;Gesamt\nA;3\n').name).toBe('Ergebnisliste');
    const doc = list('Name;Gesamt\nA;3\n', ['--name', ' Hausruck-Cup, 2. Turnier ', '--date', '2025-10-12']);
    expect(doc).toMatchObject({ id: 'x', name: 'Hausruck-Cup, 2. Turnier', date: '2025-10-12' });
    expect(list('Name;Gesamt\nA;3\n', ['--name=Z']).name).toBe('Z');
  });
  it('bad options and a call without exactly one FILE: "file: …" lines, status 1', () => {
    expect(fail('', ['--date', '12.10.2025'])).toEqual(['file: --date: must be an ISO date like "2025-10-12"']);
    expect(fail('', ['--name', '   '])).toEqual(['file: --name: must be text of 1 to 80 characters']);
    expect(runResults(['-', '--id', 'y'.repeat(65)]).stderr).toBe('file: --id: must be text of 1 to 64 characters\n');
    for (const args of [[], ['a.csv', 'b.csv'], ['a.csv', '--json']]) {
      const r = runResults(args);
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^file: [^\n]*\n$/);
    }
    expect(runResults([join(dir, 'missing.csv')]).stderr).toMatch(/^file: cannot read /);
  });
  it('an empty file has no header line', () => {
    expect(fail('')).toEqual(['line 1: no header line (the file is empty)']);
  });
});
