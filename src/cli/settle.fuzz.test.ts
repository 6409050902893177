// @vitest-environment node
/**
 * Fuzzing the `settle` command in-process: whatever the input, it either settles
 * (status 0, one valid JSON document, every row summing to zero) or fails cleanly
 * (status 1, nothing on stdout, one "hand N: …" / "file: …" line per problem) —
 * never an exception, never an internal error.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { arbitraryCustomCase } from '@/testing/domain';
import { isErrorCode } from '../domain/validation/error-codes';
import { parseSession } from '../domain/validation/validate-session';
import { runSettle, type SettleRun } from './run-settle';

const LINE = /^(hand \d+|file): \S/;

/** Checks the contract of one run and returns the parsed output (or null for a failure). */
function checkRun(run: SettleRun): Record<string, unknown> | null {
  if (run.status === 0) {
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as {
      format: string; version: number; players: string[];
      hands: { index: number; deltas: number[]; cash: number[]; kassa: number; totals: number[] }[];
      totals: number[]; cashTotals: number[]; kassa: number; moneyCents: number[];
    };
    expect(out.format).toBe('tarock-settlement');
    expect(out.version).toBe(1);
    const n = out.players.length;
    out.hands.forEach((h, i) => {
      expect(h.index).toBe(i);
      expect(h.deltas).toHaveLength(n);
      const rowSum = h.deltas.reduce((a, b) => a + b, 0) + h.kassa;
      expect(Math.abs(rowSum)).toBeLessThan(1e-9);
      expect(Math.abs(h.cash.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
    });
    expect(out.moneyCents.every((c) => Number.isInteger(c))).toBe(true);
    return out;
  }
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.slice(0, -1).split('\n');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toMatch(LINE);
    expect(line).not.toMatch(/internal error|could not settle|could not be checked|could not be read/);
    expect(line).not.toMatch(/\s+at .+:\d+:\d+/); // no stack frames
  }
  return null;
}

/** The structured errors behind the lines: known codes, a hand index or null, a one-line field and message. */
function checkErrors(input: unknown): void {
  const r = parseSession(input);
  if (r.ok) return;
  for (const e of r.error) {
    expect(isErrorCode(e.code), e.code).toBe(true);
    expect(e.hand === null || (Number.isInteger(e.hand) && e.hand >= 0)).toBe(true);
    expect(e.field).toMatch(/^[^\n\r]+$/);
    expect(e.message).toMatch(/^[^\n\r]+$/);
  }
}

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];

/** Valid sessions to mutate: one per preset, with a mix of hand kinds. */
function baseSessions(): Record<string, unknown>[] {
  const common = [
    { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
    { game: 'dreier', declarer: 3, points: '38/1', kontra: 1,
      praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 3 }, { id: 'trull', side: 'opponents', announced: false, made: true }] },
    { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { 2: 1 } },
    { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } },
    { manual: [1.5, -0.5, -0.5, -0.5] },
    { void: true },
    { game: 'dreier', declarer: 1, renonce: { by: 0 } },
    { game: 'besserrufer', declarer: 0, partner: 2, result: 'lost',
      praemien: [{ id: 'uhu', side: 'declarer', announced: true, made: true, by: 0, kontra: 1 }] },
  ];
  return (['hausregeln', 'tarockcup', 'erotas', 'baden', 'wiki'] as const).map((preset) => ({
    format: 'tarock-session', version: 1, name: 'Runde', date: '2026-11-20', players: PLAYERS,
    rules: preset === 'hausregeln'
      ? { preset, overrides: { pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] }, doubleRounds: { triggers: ['trischaken', 'mondfang', 'fensterbankerl'], stacking: 'queue' } } }
      : preset,
    stakeCents: 10,
    hands: [...common, { dissolveKassa: true }],
  }));
}

/** Placeholders replaced in the JSON text by values JSON.stringify cannot write. */
const NEG_ZERO = '__NEG_ZERO__';
const DEEP = '__DEEP__';
const DEEP_TEXT = `${'['.repeat(10000)}1${']'.repeat(10000)}`;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 12, 70, 1.5, -0.5,
    'NaN', 'Infinity', '-Infinity', '1e308', '35/2', '70/0', '71/0', '35/3', ' 10 / 1 ', '',
    true, false, null, [], {}, [null], [[]], { by: 1 },
    'rufer', 'dreier', 'trischaken', 'pagat', 'declarer', 'opponents', 'won', 'lost',
    'x'.repeat(100000), '\n\u2028\u0000', NEG_ZERO, DEEP,
  ),
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', '0', '-1', '02', 'game', 'by', 'kontra'),
  fc.string({ maxLength: 12 }),
);

type Path = (string | number)[];

/** Every path into a JSON value (objects and arrays), the root included. */
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  }
  return out;
}

type Mutation = { kind: 'set' | 'delete' | 'addKey'; pick: number; value: unknown; key: string };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('set', 'set', 'set', 'delete', 'addKey'),
  pick: fc.nat(),
  value: hostileValue,
  key: hostileKey,
});

function applyMutation(root: unknown, m: Mutation): unknown {
  const all = paths(root);
  const path = all[m.pick % all.length] ?? [];
  if (path.length === 0) return m.kind === 'set' ? m.value : root;
  let parent: unknown = root;
  for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[step];
  const last = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, unknown> & unknown[];
  if (m.kind === 'set') container[last] = m.value;
  else if (m.kind === 'delete') {
    if (Array.isArray(container)) container.splice(last as number, 1);
    else delete container[last];
  } else {
    const target = container[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      Object.defineProperty(target, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    } else container[last] = m.value;
  }
  return root;
}

function toText(value: unknown): string {
  return JSON.stringify(value)
    .split(JSON.stringify(NEG_ZERO)).join('-0')
    .split(JSON.stringify(DEEP)).join(DEEP_TEXT);
}

const RUNS = 300;

describe('settle fuzzing (in-process)', () => {
  it('the unmutated base sessions settle', () => {
    for (const s of baseSessions()) {
      const run = runSettle(['-'], toText(s));
      expect(run.stderr).toBe('');
      expect(checkRun(run)).not.toBeNull();
    }
  });

  it('any JSON value: settles or fails cleanly', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      checkRun(runSettle(['-'], JSON.stringify(value)));
    }), { numRuns: RUNS });
  });

  it('any text: settles or fails cleanly', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      checkRun(runSettle(['-'], text));
    }), { numRuns: RUNS });
  });

  it('mutated valid sessions (wrong types, huge numbers, -0, deep nesting, unknown and prototype keys): settle or fail cleanly', () => {
    const bases = baseSessions();
    fc.assert(fc.property(
      fc.nat({ max: bases.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 4 }),
      (which, mutations) => {
        let doc: unknown = structuredClone(bases[which]);
        for (const m of mutations) doc = applyMutation(doc, m);
        const text = toText(doc);
        checkRun(runSettle(['-'], text));
        checkErrors(JSON.parse(text));
      },
    ), { numRuns: RUNS });
  });

  it('hostile values in every field of every hand', () => {
    const base = baseSessions()[0] as { hands: Record<string, unknown>[] };
    const keys = ['dealer', 'game', 'declarer', 'partner', 'conceded', 'calledKingInTalon', 'result', 'points', 'kontra',
      'vorfleck', 'valat', 'praemien', 'kontraBy', 'bei', 'trischaken', 'renonce', 'doubleStake', 'manual', 'dissolveKassa', 'void', 'note'];
    fc.assert(fc.property(fc.nat({ max: base.hands.length - 1 }), fc.constantFrom(...keys), hostileValue, (h, key, value) => {
      const doc = structuredClone(base);
      const hand = doc.hands[h];
      if (hand) hand[key] = value;
      checkRun(runSettle(['-'], toText(doc)));
    }), { numRuns: RUNS });
  });

  it('10000 levels of nesting, in the file and inside a hand', () => {
    checkRun(runSettle(['-'], DEEP_TEXT));
    checkRun(runSettle(['-'], `{"format":"tarock-session","version":1,"players":["A","B","C","D"],"rules":"wiki","hands":[{"game":${DEEP_TEXT}}]}`));
    const deepObject = `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`;
    checkRun(runSettle(['-'], `{"format":"tarock-session","version":1,"players":["A","B","C","D"],"rules":{"preset":"wiki","overrides":{"valat":${deepObject}}},"hands":[]}`));
  });

  it('a huge session of junk fails with a bounded report', () => {
    const text = `{"format":"tarock-session","version":1,"players":["A","B","C","D"],"rules":"wiki","hands":[${Array(50000).fill('{"x":1}').join(',')}]}`;
    const run = runSettle(['-'], text);
    checkRun(run);
    expect(run.stderr.split('\n').length).toBeLessThanOrEqual(1002);
  });
});

/**
 * Structurally valid but otherwise random sessions: every field has the right type,
 * so many pass validation and reach the settlement. Whatever passes must settle.
 */
const GAMES_ALL = ['rufer', 'solorufer', 'besserrufer', 'solobesserrufer', 'dreier', 'sechserdreier', 'solodreier',
  'farbendreier', 'farbensolo', 'bettler', 'bettler_ouvert', 'bettler_plauderer', 'piccolo', 'piccolo_ouvert',
  'piccolo_plauderer', 'zwiccolo', 'zwiccolo_ouvert', 'triccolo', 'trischaken'];
const PRAEMIEN_ALL = ['pagat', 'uhu', 'kakadu', 'marabu', 'koenig_ultimo', 'trull', 'koenige', 'mondfang', 'koenigfang',
  'honneurs', 'absolut', 'grammopoi'];

function structuredSession(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({
    n: fc.constantFrom(4, 5),
    preset: fc.constantFrom('hausregeln', 'tarockcup', 'erotas', 'baden', 'wiki'),
    overrides: fc.record({
      pagatkassa: fc.constantFrom(null, { contribution: 1, refill: 'onEmpty', birds: ['pagat'] },
        { contribution: 2, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] }),
      doubleRounds: fc.constantFrom(null, { triggers: ['trischaken', 'mondfang', 'fensterbankerl'], stacking: 'queue' },
        { triggers: ['trischaken', 'fensterbankerl'], stacking: 'stack' }, { triggers: ['mondfang'], stacking: 'none' }),
      vorfleck: fc.boolean(),
      piccoloLostDouble: fc.boolean(),
      kontraOnSheet: fc.boolean(),
      renonce: fc.constantFrom('asIfWon', 'flat'),
      valat: fc.constantFrom({ mode: 'multiply', silent: 4, announced: 8 }, { mode: 'fixed', silent: 10, announced: 20 }),
    }, { requiredKeys: [] }),
    firstDealer: fc.nat({ max: 3 }),
    stakeCents: fc.constantFrom(1, 10, 50),
    hands: fc.array(fc.nat(), { maxLength: 14 }),
    lastRound: fc.option(fc.nat({ max: 14 })),
  }).chain(({ n, preset, overrides, firstDealer, stakeCents, hands, lastRound }) =>
    fc.tuple(...hands.map(() => structuredHand(n))).map((list) => {
      const doc: Record<string, unknown> = {
        format: 'tarock-session', version: 1, players: ['A', 'B', 'C', 'D', 'E'].slice(0, n),
        rules: { preset, overrides }, firstDealer, stakeCents, hands: list,
      };
      if (lastRound !== null && lastRound <= list.length) doc.lastRoundFrom = lastRound;
      return doc;
    }));
}

function structuredHand(n: number): fc.Arbitrary<Record<string, unknown>> {
  const seat = fc.nat({ max: n - 1 });
  const level = fc.nat({ max: 3 });
  const points = fc.tuple(fc.nat({ max: 70 }), fc.nat({ max: 2 })).map(([p, b]) => (p === 70 ? '70/0' : `${p}/${b}`));
  const praemie = fc.record({
    id: fc.constantFrom(...PRAEMIEN_ALL), side: fc.constantFrom('declarer', 'opponents'),
    announced: fc.boolean(), made: fc.boolean(), kontra: level, by: seat,
  }, { requiredKeys: ['id', 'side', 'announced', 'made'] });
  const trischaken = fc.tuple(fc.array(fc.nat({ max: 70 }), { minLength: n - 1, maxLength: n - 1 }), fc.array(fc.nat({ max: 4 }), { minLength: n, maxLength: n }))
    .map(([pts, tricks]) => {
      const thirds = pts.map((p) => p * 3);
      const rest = 210 - thirds.reduce((a, b) => a + b, 0);
      const all = [...thirds, rest];
      const trickSum = tricks.reduce((a, b) => a + b, 0);
      const t = tricks.map((x, i) => (i === n - 1 ? x + 12 - trickSum : x));
      return {
        points: all.map((v) => (v < 0 ? '0/0' : `${Math.floor(v / 3)}/${v % 3}`)),
        tricks: t,
      };
    });
  const gameHand = fc.record({
    game: fc.constantFrom(...GAMES_ALL),
    declarer: seat,
    partner: fc.option(seat),
    result: fc.constantFrom('won', 'lost'),
    points,
    kontra: level,
    vorfleck: fc.constant(true),
    valat: fc.record({ side: fc.constantFrom('declarer', 'opponents'), announced: fc.boolean(), made: fc.boolean() }),
    praemien: fc.array(praemie, { maxLength: 3 }),
    kontraBy: fc.dictionary(seat.map(String), level, { maxKeys: 3 }),
    bei: fc.array(fc.record({ declarer: seat, game: fc.constantFrom('piccolo', 'zwiccolo', 'triccolo', 'bettler'), result: fc.constantFrom('won', 'lost') }), { maxLength: 2 }),
    trischaken,
    renonce: seat.map((by) => ({ by })),
    conceded: fc.constant(true),
    calledKingInTalon: fc.constant(true),
    doubleStake: fc.boolean(),
    dealer: seat,
  }, { requiredKeys: ['game'] });
  const manual = fc.array(fc.integer({ min: -20, max: 20 }), { minLength: n - 1, maxLength: n - 1 })
    .map((xs) => ({ manual: [...xs, -xs.reduce((a, b) => a + b, 0)] }));
  return fc.oneof(
    { weight: 12, arbitrary: gameHand },
    { weight: 1, arbitrary: manual },
    { weight: 1, arbitrary: fc.constant({ void: true }) },
    { weight: 1, arbitrary: fc.constant({ dissolveKassa: true }) },
  );
}

/**
 * Makes a random session valid by dropping the fields validation complains about
 * (and, as a last resort, whole hands), so odd but valid combinations reach the settlement.
 */
function repair(doc: Record<string, unknown>): Record<string, unknown> {
  const hands = doc.hands as (Record<string, unknown> | null)[];
  for (let round = 0; round < 8; round++) {
    const r = parseSession(doc);
    if (r.ok) return doc;
    for (const e of r.error) {
      if (e.hand === null) {
        delete doc[e.field.split('.')[0] ?? ''];
        continue;
      }
      const hand = hands[e.hand];
      const key = e.field.split(/[.[]/)[0] ?? '';
      if (hand && key in hand && round < 6) delete hand[key];
      else hands[e.hand] = null;
    }
    doc.hands = hands.filter((h) => h !== null);
    if (typeof doc.lastRoundFrom === 'number' && doc.lastRoundFrom > (doc.hands as unknown[]).length) delete doc.lastRoundFrom;
    return repair(doc);
  }
  return doc;
}

describe('settle fuzzing with structurally valid sessions', () => {
  it('whatever passes validation settles, with every row summing to zero', () => {
    let settled = 0;
    fc.assert(fc.property(structuredSession(), (doc) => {
      if (checkRun(runSettle(['-'], JSON.stringify(doc)))) settled += 1;
    }), { numRuns: 300 });
    // The generator must reach the settlement, not only the validation.
    expect(settled).toBeGreaterThan(10);
  });

  it('random sessions made valid by dropping what validation rejects always settle', () => {
    let hands = 0;
    fc.assert(fc.property(structuredSession(), (doc) => {
      const valid = repair(doc);
      hands += (valid.hands as unknown[]).length;
      const run = runSettle(['-'], JSON.stringify(valid));
      expect(run.stderr).toBe('');
      expect(checkRun(run)).not.toBeNull();
    }), { numRuns: 300 });
    expect(hands).toBeGreaterThan(300);
  });
});

describe('settle fuzzing with the engine\'s generated valid sessions', () => {
  it('every generated session under a random custom rule set settles through the command', () => {
    fc.assert(fc.property(arbitraryCustomCase({ maxHands: 12 }), ({ session }) => {
      const run = runSettle(['-'], JSON.stringify(session));
      expect(run.stderr).toBe('');
      expect(checkRun(run)).not.toBeNull();
    }), { numRuns: 150 });
  });
});

describe('settle as a real command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'settle-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('npm run --silent settle -- FILE prints only the settlement JSON', () => {
    const file = join(dir, 'session.json');
    writeFileSync(file, toText(baseSessions()[1]));
    const stdout = execFileSync('npm', ['run', '--silent', 'settle', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(checkRun({ status: 0, stdout, stderr: '' })).not.toBeNull();
    expect(stdout.trimStart().startsWith('{')).toBe(true);
  });

  it('bad input from standard input: status 1, empty stdout, problem lines on stderr, no stack trace', () => {
    const doc = structuredClone(baseSessions()[0]) as { hands: Record<string, unknown>[] };
    const first = doc.hands[0];
    if (first) first.partner = 1;
    const run = spawnSync(process.execPath, ['scripts/cli.mjs', 'settle', '-'], { input: toText(doc), encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('npm warn'));
    expect(lines).toEqual(['hand 0: partner: must not be the declarer']);
  });
});
