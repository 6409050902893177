// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { neg, rat, ZERO } from '../domain/rational';
import { renderSettlement, runSettle, userDirectory } from './run-settle';
import { expectClose } from '../testing/expect-close';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

function session(hands: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: 'tarock-session', version: 1, players: PLAYERS, rules: 'hausregeln', hands, ...extra };
}

function settleJson(input: unknown): ReturnType<typeof runSettle> {
  return runSettle(['-'], JSON.stringify(input));
}

const dir = mkdtempSync(join(tmpdir(), 'settle-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('settle: output', () => {
  it('prints the format\'s example settlement: a plain Rufer won by seats 0 and 2… (format example)', () => {
    // Dealer 3 → Vorhand 0 declares with partner 2: +1, −1, +1, −1 at 10 cents.
    const run = settleJson(session([{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }], { firstDealer: 3 }));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      format: 'tarock-settlement', version: 1,
      players: PLAYERS,
      hands: [{ index: 0, dealer: 3, multiplier: 1, pending: 0, deltas: [1, -1, 1, -1], cash: [0, 0, 0, 0], kassa: 0, totals: [1, -1, 1, -1] }],
      totals: [1, -1, 1, -1],
      cashTotals: [0, 0, 0, 0],
      kassa: 0,
      moneyCents: [10, -10, 10, -10],
    });
  });

  it('keeps the key order of the format', () => {
    const run = settleJson(session([{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }]));
    const out = JSON.parse(run.stdout) as Record<string, unknown> & { hands: Record<string, unknown>[] };
    expect(Object.keys(out)).toEqual(['format', 'version', 'players', 'hands', 'totals', 'cashTotals', 'kassa', 'moneyCents']);
    expect(Object.keys(out.hands[0] ?? {})).toEqual(['index', 'dealer', 'multiplier', 'pending', 'deltas', 'cash', 'kassa', 'totals']);
  });

  it('Dreier won with Kontra, announced Pagat lost, silent Trull of the opponents: declarer +27, each opponent −9', () => {
    const run = settleJson(session([{
      game: 'dreier', declarer: 2, points: '38/1', kontra: 1,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 }, { id: 'trull', side: 'opponents', announced: false, made: true }],
    }]));
    const out = JSON.parse(run.stdout) as { hands: { deltas: number[] }[]; moneyCents: number[] };
    expect(out.hands[0]?.deltas).toEqual([-9, -9, 27, -9]);
    expect(out.moneyCents).toEqual([-90, -90, 270, -90]);
  });

  it('prints fractions as JSON numbers (n/d) and never -0', () => {
    const third = rat(2, 3);
    const out = renderSettlement({
      players: PLAYERS,
      hands: [{
        index: 0, dealer: 0, active: [0, 1, 2, 3], multiplier: 2, pending: 3,
        deltas: [third, rat(-2, 3), neg(ZERO), ZERO], cash: [ZERO, ZERO, ZERO, ZERO], kassa: ZERO,
        totals: [third, rat(-2, 3), ZERO, ZERO], cashTotals: [ZERO, ZERO, ZERO, ZERO], kassaBalance: ZERO, explanation: [],
      }],
      totals: [third, rat(-2, 3), ZERO, ZERO],
      cashTotals: [ZERO, ZERO, ZERO, ZERO],
      kassa: rat(-0, 1),
      moneyCents: [7, -7, -0, 0],
      nextDealer: 1, nextMultiplier: 2, pending: 3,
    });
    expect(out).toContain('"deltas": [0.6666666666666666, -0.6666666666666666, 0, 0]');
    expect(out).not.toContain('-0,');
    expect(JSON.parse(out)).toMatchObject({ hands: [{ multiplier: 2, pending: 3 }], kassa: 0, moneyCents: [7, -7, 0, 0] });
  });

  it('an empty session settles to zeros', () => {
    const run = settleJson(session([]));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ hands: [], totals: [0, 0, 0, 0], moneyCents: [0, 0, 0, 0] });
  });

  it('reads a file path', () => {
    const file = join(dir, 'session.json');
    writeFileSync(file, JSON.stringify(session([{ game: 'rufer', declarer: 1, partner: 3, result: 'lost' }])));
    const run = runSettle([file]);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { totals: number[] }).totals).toEqual([1, -1, 1, -1]);
  });

  it('accepts a byte-order mark at the start of the file', () => {
    const run = runSettle(['-'], `\uFEFF${JSON.stringify(session([]))}`);
    expect(run.status).toBe(0);
  });

  it('reads standard input only for "-"', () => {
    let reads = 0;
    const stdin = () => {
      reads += 1;
      return JSON.stringify(session([]));
    };
    expect(runSettle(['-'], stdin).status).toBe(0);
    expect(runSettle([join(dir, 'missing.json')], stdin).status).toBe(1);
    expect(reads).toBe(1);
  });
});

describe('settle: the example session files', () => {
  const fixtures = join(process.cwd(), 'tests', 'fixtures', 'sessions');
  const files = existsSync(fixtures) ? readdirSync(fixtures).filter((f) => f.endsWith('.session.json')) : [];


  it.each(files.length > 0 ? files : ['(none)'])('%s settles to its expected output', (file) => {
    if (file === '(none)') return;
    const expectedFile = join(fixtures, file.replace(/\.session\.json$/, '.expected.json'));
    const run = runSettle([join(fixtures, file)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    if (existsSync(expectedFile)) expectClose(JSON.parse(run.stdout), JSON.parse(readFileSync(expectedFile, 'utf8')), file);
  });
});

describe('settle: the broken session files, one per validation line of the cup presets\' switches (rules.md §10)', () => {
  const invalid = join(process.cwd(), 'tests', 'fixtures', 'sessions', 'invalid');
  const files = readdirSync(invalid).filter((f) => f.endsWith('.json'));
  it('there is one per new rule', () => expect(files.length).toBeGreaterThanOrEqual(17));
  it.each(files)('%s prints exactly its .stderr, status 1, nothing on stdout', (file) => {
    const run = runSettle([join(invalid, file)]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(readFileSync(join(invalid, file.replace(/\.json$/, '.stderr')), 'utf8'));
  });
});

describe('settle: bad input — status 1, nothing on stdout, one line per problem', () => {
  function expectFailure(run: ReturnType<typeof runSettle>, lines: string[]): void {
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(lines.map((l) => `${l}\n`).join(''));
  }

  it('hand problems name the hand (0-based) and the field', () => {
    // Dealers 0, 1, 2, 3 → Vorhand 1, 2, 3, 0. Hand 2: the Vorhand is seat 3, and the partner equals the declarer.
    expectFailure(settleJson(session([
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'rufer', declarer: 2, partner: 3, result: 'won' },
      { game: 'rufer', declarer: 2, partner: 2, result: 'won' },
      { game: 'dreier', declarer: 0, result: 'won' },
    ])), [
      'hand 2: declarer: rufer is a Vorhand game: the declarer must be seat 3 (Vorhand)',
      'hand 2: partner: must not be the declarer',
    ]);
  });

  it('the format\'s example line: hand 3: partner: must not be the declarer', () => {
    expectFailure(settleJson(session([
      { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
      { game: 'rufer', declarer: 2, partner: 0, result: 'won' },
      { game: 'rufer', declarer: 3, partner: 1, result: 'lost' },
      { game: 'rufer', declarer: 0, partner: 0, result: 'won' },
    ])), ['hand 3: partner: must not be the declarer']);
  });

  it('a missing file, a directory', () => {
    expectFailure(runSettle([join(dir, 'nope.json')]), [`file: cannot read ${JSON.stringify(join(dir, 'nope.json'))}: no such file`]);
    expectFailure(runSettle([dir]), [`file: cannot read ${JSON.stringify(dir)}: it is a directory`]);
  });

  it('unreadable standard input', () => {
    expectFailure(runSettle(['-'], () => {
      throw Object.assign(new Error('EAGAIN: resource temporarily unavailable'), { code: 'EAGAIN' });
    }), ['file: cannot read standard input: unreadable (EAGAIN)']);
  });

  it('empty input and invalid JSON', () => {
    expectFailure(runSettle(['-'], ''), ['file: not valid JSON: the input is empty']);
    expectFailure(runSettle(['-'], '  \n'), ['file: not valid JSON: the input is empty']);
    const run = runSettle(['-'], '{"format": "tarock-session",');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^file: not valid JSON: .+\n$/);
  });

  it('an unknown format or version, an unknown preset or override key', () => {
    expectFailure(settleJson({ format: 'x' }), ['file: format: must be "tarock-session" (this is not a session file: got the text "x")']);
    expectFailure(settleJson(session([], { version: 3 })), ['file: version: 3 is a newer version of the session format; this app reads version 1: please update the app']);
    expectFailure(settleJson(session([], { rules: 'skat' })), ['file: rules: unknown preset "skat" (known: hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien)']);
    expectFailure(settleJson(session([], { rules: { preset: 'wiki', overrides: { bock: true } } })), [
      'file: rules.overrides.bock: unknown override key "bock" (see docs/rule-sets.md for the known keys)',
    ]);
  });

  it('wrong arguments', () => {
    expectFailure(runSettle([]), ['file: expected exactly one argument, got 0 (usage: npm run --silent settle -- FILE   (FILE "-" reads standard input))']);
    expectFailure(runSettle(['a.json', 'b.json']), ['file: expected exactly one argument, got 2 (usage: npm run --silent settle -- FILE   (FILE "-" reads standard input))']);
    const help = runSettle(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage:');
  });

  it('at most 1000 problem lines, then a count of the rest', () => {
    const hands = Array.from({ length: 1500 }, () => ({ game: 'dreier' }));
    const run = settleJson(session(hands));
    const lines = run.stderr.trimEnd().split('\n');
    expect(run.status).toBe(1);
    expect(lines).toHaveLength(1001);
    expect(lines[1000]).toBe('file: 2000 more problems not shown');
  });

  it('a problem inside a JSON string never breaks the one-line-per-problem rule', () => {
    const run = settleJson(session([{ game: 'dreier\nhand 0: fake', declarer: 1, result: 'won' }]));
    expect(run.stderr).toBe('hand 0: game: unknown game "dreier\\nhand 0: fake"\n');
  });
});

describe('settle: nothing raw reaches the terminal', () => {
  const ESC = '\u001b';
  // eslint-disable-next-line no-control-regex -- the test looks for exactly these characters
  const unsafe = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

  it('escapes control and bidi characters of a bad file in the problem lines', () => {
    const run = settleJson(session([{ game: `${ESC}[2J${ESC}]0;pwned\u0007\u202eRUFER`, declarer: 0, result: 'won' }]));
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(unsafe);
    expect(run.stderr).toContain('[2J');
    expect(run.stderr).toContain('\\u{202e}');
  });

  it('escapes control bytes in a JSON syntax error that quotes the input', () => {
    const run = runSettle(['-'], `{"format": ${ESC}[31m\u0085\u009b}`);
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr.trimEnd()).not.toMatch(unsafe);
  });

  it('escapes them in a file name that cannot be read', () => {
    const run = runSettle([`missing${ESC}[2J\u202e.json`], '', { cwd: dir });
    expect(run.stderr).not.toMatch(unsafe);
    expect(run.stderr).toContain('no such file');
  });

  it('prints player names with DEL, C1 or bidi characters as JSON escapes: the same names, nothing raw', () => {
    const players = ['An\u007fna', 'Bernd\u0085', 'Clara', 'Die\u202eter'];
    const run = settleJson({ ...session([]), players });
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(unsafe);
    expect((JSON.parse(run.stdout) as { players: string[] }).players).toEqual(players);
  });
});

describe('settle: a relative FILE', () => {
  it('is read from the directory the command was run in', () => {
    const sub = mkdtempSync(join(dir, 'cwd-'));
    writeFileSync(join(sub, 'abend.json'), JSON.stringify(session([{ game: 'rufer', declarer: 0, partner: 2, result: 'won' }], { firstDealer: 3 })));
    const run = runSettle(['abend.json'], '', { cwd: sub });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(runSettle(['abend.json'], '', { cwd: dir }).stderr).toContain('no such file');
  });

  it('npm run keeps the caller\'s directory in INIT_CWD; without it the process directory counts', () => {
    expect(userDirectory({ INIT_CWD: '/home/anna/abende' }, '/srv/app')).toBe('/home/anna/abende');
    expect(userDirectory({}, '/srv/app')).toBe('/srv/app');
  });
});
