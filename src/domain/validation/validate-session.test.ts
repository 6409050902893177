// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../rules/presets';
import { errorLine } from './error-line';
import { dealerSequence, parseSession } from './validate-session';

const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dieter'];
const FIVE = [...PLAYERS, 'Eva'];

function sessionOf(hands: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: 'tarock-session', version: 1, players: PLAYERS, rules: 'hausregeln', hands, ...extra };
}

function lines(input: unknown): string[] {
  const r = parseSession(input);
  return r.ok ? [] : r.error.map(errorLine);
}

const rufer = (declarer: number, partner: number | null = null) => ({ game: 'rufer', declarer, partner, result: 'won' });

describe('parseSession: the file', () => {
  it('accepts the format\'s example and returns the session and the resolved rules', () => {
    const input = {
      format: 'tarock-session', version: 1, name: 'Donnerstagsrunde', date: '2026-11-20',
      players: PLAYERS, rules: 'hausregeln', stakeCents: 10, firstDealer: 0, lastRoundFrom: 1,
      hands: [
        { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
        { game: 'dreier', declarer: 2, points: '38/1', kontra: 1,
          praemien: [{ id: 'pagat', side: 'declarer', announced: true, made: false, by: 2 },
            { id: 'trull', side: 'opponents', announced: false, made: true }] },
        { game: 'bettler', declarer: 0, result: 'lost', kontraBy: { 2: 1 } },
        { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'], tricks: [5, 4, 3, 0] } },
        { game: 'dreier', declarer: 3, renonce: { by: 0 } },
      ],
    };
    const r = parseSession(input);
    expect(r.ok ? [] : r.error.map(errorLine)).toEqual([]);
    if (!r.ok) return;
    expect(r.value.rules).toEqual(PRESETS.hausregeln);
    expect(r.value.session).toEqual(input);
  });

  it('returns a clean copy: flags written as false are dropped, nothing else is kept', () => {
    const r = parseSession(sessionOf([{ ...rufer(1, 3), conceded: false, note: 'x' }]));
    expect(r.ok && r.value.session.hands).toEqual([{ game: 'rufer', declarer: 1, partner: 3, result: 'won', note: 'x' }]);
  });

  it('not a session at all', () => {
    expect(lines(null)).toEqual(['file: not a session: expected a JSON object with "format": "tarock-session", got null']);
    expect(lines([1])).toEqual(['file: not a session: expected a JSON object with "format": "tarock-session", got an array']);
    expect(lines({ players: PLAYERS })).toEqual(['file: format: must be "tarock-session" (this is not a session file: it is missing)']);
    expect(lines(sessionOf([], { format: 'tarock-settlement' }))).toEqual([
      'file: format: must be "tarock-session" (this is not a session file: got the text "tarock-settlement")',
    ]);
  });

  it('a newer version gets a clear "newer version" error; anything else is an unknown version', () => {
    expect(lines(sessionOf([], { version: 2 }))).toEqual([
      'file: version: 2 is a newer version of the session format; this app reads version 1: please update the app',
    ]);
    expect(lines(sessionOf([], { version: 0 }))).toEqual(['file: version: unknown version: expected 1, got the number 0']);
    expect(lines(sessionOf([], { version: '1' }))).toEqual(['file: version: unknown version: expected 1, got the text "1"']);
    const noVersion = sessionOf([]);
    delete noVersion.version;
    expect(lines(noVersion)).toEqual(['file: version: unknown version: expected 1, got nothing']);
  });

  it('unknown top-level keys are named', () => {
    expect(lines(sessionOf([], { id: 'abc', 'x y': 1 }))).toEqual([
      'file: id: unknown key "id" (not part of the session format)',
      'file: unknown key "x y" (not part of the session format)',
    ]);
  });

  it('players: 4 or 5 non-empty, distinct names', () => {
    expect(lines(sessionOf([], { players: ['A', 'B', 'C'] }))).toEqual(['file: players: must list 4 or 5 players, got 3']);
    expect(lines(sessionOf([], { players: ['A', 'B', 'C', 'D', 'E', 'F'] }))).toEqual(['file: players: must list 4 or 5 players, got 6']);
    expect(lines(sessionOf([], { players: ['A', ' ', 3, 'A '] }))).toEqual([
      'file: players[1]: must be a non-empty name, got the text " "',
      'file: players[2]: must be a non-empty name, got the number 3',
      'file: players[3]: "A" is already at the table: names must be distinct',
    ]);
    expect(lines(sessionOf([], { players: 'Anna' }))).toEqual(['file: players: must be an array of 4 or 5 names, got the text "Anna"']);
    expect(lines(sessionOf([], { players: FIVE }))).toEqual([]);
  });

  it('rules: an unknown preset or override key', () => {
    expect(lines(sessionOf([], { rules: 'kaiser' }))).toEqual(['file: rules: unknown preset "kaiser" (known: hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien)']);
    expect(lines(sessionOf([], { rules: { preset: 'wiki', overrides: { maxkontra: 4 } } }))).toEqual([
      'file: rules.overrides.maxkontra: unknown override key "maxkontra" (see docs/rule-sets.md for the known keys)',
    ]);
    const r = parseSession(sessionOf([], { rules: { preset: 'wiki', overrides: { maxKontra: 4 } } }));
    expect(r.ok && r.value.rules.maxKontra).toBe(4);
    expect(r.ok && r.value.session.rules).toEqual({ preset: 'wiki', overrides: { maxKontra: 4 } });
  });

  it('kassaStart: a carried-over Pagatkassa balance, any number ≥ 0 (rules.md §6)', () => {
    expect(lines(sessionOf([], { kassaStart: 12 }))).toEqual([]);
    expect(lines(sessionOf([], { kassaStart: 0.5 }))).toEqual([]);
    const ok = parseSession(sessionOf([], { kassaStart: 12 }));
    expect(ok.ok && ok.value.session.kassaStart).toBe(12);
    expect(lines(sessionOf([], { kassaStart: -1 }))).toEqual(['file: kassaStart: must be a Pagatkassa balance: a number 0–1000000000 with at most 4 decimals, got the number -1']);
    expect(lines(sessionOf([], { kassaStart: '12' }))).toHaveLength(1);
  });

  it('stakeCents, firstDealer, lastRoundFrom, name, date', () => {
    expect(lines(sessionOf([], { stakeCents: -10 }))).toEqual(['file: stakeCents: must be a whole number of cents 0–1000000, got the number -10']);
    expect(lines(sessionOf([], { stakeCents: 2.5 }))).toEqual(['file: stakeCents: must be a whole number of cents 0–1000000, got the number 2.5']);
    expect(lines(sessionOf([], { firstDealer: 4 }))).toEqual(['file: firstDealer: must be a seat 0–3, got the number 4']);
    expect(lines(sessionOf([], { firstDealer: 4, players: FIVE }))).toEqual([]);
    expect(lines(sessionOf([rufer(1)], { lastRoundFrom: 2 }))).toEqual(['file: lastRoundFrom: must be a hand index 0–1 (the first hand of the last round), got the number 2']);
    expect(lines(sessionOf([rufer(1)], { lastRoundFrom: 1 }))).toEqual([]);
    expect(lines(sessionOf([], { lastRoundFrom: 0 }))).toEqual([]);
    expect(lines(sessionOf([], { name: 5 }))).toEqual(['file: name: must be text, got the number 5']);
    expect(lines(sessionOf([], { date: '20.11.2026' }))).toEqual(['file: date: must be an ISO date like "2026-11-20", got the text "20.11.2026"']);
    expect(lines(sessionOf([], { date: '2026-02-30' }))).toHaveLength(1);
    expect(lines(sessionOf([], { date: '2026-11-20T19:30:00.000Z' }))).toEqual([]);
  });

  it('hands: required, an array', () => {
    const noHands = sessionOf([]);
    delete noHands.hands;
    expect(lines(noHands)).toEqual(['file: hands: is required (an array, empty for a new session)']);
    expect(lines(sessionOf([], { hands: {} }))).toEqual(['file: hands: must be an array of hands, got an object']);
  });

  it('collects problems of the file and of every hand at once', () => {
    expect(lines(sessionOf([rufer(1, 1), { game: 'dreier', declarer: 3, result: 'won' }, rufer(0, 3)], { stakeCents: 'ten' }))).toEqual([
      'file: stakeCents: must be a whole number of cents 0–1000000, got the text "ten"',
      'hand 0: partner: must not be the declarer',
      'hand 2: declarer: rufer is a Vorhand game: the declarer must be seat 3 (Vorhand)',
    ]);
  });
});

describe('parseSession: the dealer rotation', () => {
  it('the Vorhand deals next; rotation starts at firstDealer', () => {
    expect(lines(sessionOf([rufer(1), rufer(2), rufer(3), rufer(0), rufer(1)]))).toEqual([]);
    expect(lines(sessionOf([rufer(3), rufer(0)], { firstDealer: 2 }))).toEqual([]);
    expect(lines(sessionOf([rufer(1), rufer(1)]))).toEqual(['hand 1: declarer: rufer is a Vorhand game: the declarer must be seat 2 (Vorhand)']);
  });

  it('an explicit dealer is accepted and the rotation continues from it', () => {
    expect(lines(sessionOf([rufer(1), { ...rufer(0), dealer: 3 }, rufer(1)]))).toEqual([]);
  });

  it('a dissolveKassa row takes no place in the rotation; void and manual hands do', () => {
    expect(lines(sessionOf([rufer(1), { dissolveKassa: true }, rufer(2)]))).toEqual([]);
    expect(lines(sessionOf([rufer(1), { void: true }, rufer(3)]))).toEqual([]);
    expect(lines(sessionOf([{ manual: [1, -1, 0, 0] }, rufer(2)]))).toEqual([]);
  });

  it('at a 5-table the dealer sits out and the seat after him is Vorhand', () => {
    const players = FIVE;
    // Dealers 0, 1, 2, 3, 4, 0: Vorhand 1, 2, 3, 4, 0, 1.
    expect(lines(sessionOf([rufer(1, 4), rufer(2, 0), rufer(3, 1), rufer(4, 2), rufer(0, 3), rufer(1, 2)], { players }))).toEqual([]);
    expect(lines(sessionOf([rufer(1, 4), { game: 'dreier', declarer: 1, result: 'won' }], { players })))
      .toEqual(['hand 1: declarer: seat 1 deals and sits out this hand']);
    expect(lines(sessionOf([{ manual: [0, 1, -1, 1, -1] }, { manual: [0, 1, -1, 1, -1] }], { players })))
      .toEqual(['hand 1: manual[1]: must be 0: seat 1 deals and sits out this hand']);
  });

  it('an invalid hand is reported and the following hands are still checked with the rotation going on', () => {
    expect(lines(sessionOf([rufer(1), 'junk', { game: 'dreier', result: 'won' }, rufer(1), rufer(1)]))).toEqual([
      'hand 1: hand: must be an object, got the text "junk"',
      'hand 2: declarer: is required',
      'hand 3: declarer: rufer is a Vorhand game: the declarer must be seat 0 (Vorhand)',
    ]);
  });

  it('dealerSequence follows the same rotation', () => {
    expect(dealerSequence([{}, {}, { dissolveKassa: true }, { dealer: 0 }, {}, {}], 4, 2)).toEqual([2, 3, 0, 0, 1, 2]);
    expect(dealerSequence([{}, {}, {}, {}, {}, {}], 5)).toEqual([0, 1, 2, 3, 4, 0]);
    expect(dealerSequence([{ dealer: 9 }, {}], 4)).toEqual([0, 1]);
  });
});

describe('parseSession: hostile input never throws', () => {
  it.each([
    undefined, 0, '', 'tarock-session', true, [], {},
    { format: 'tarock-session', version: 1, players: PLAYERS, rules: { preset: { preset: 'wiki' } }, hands: [] },
    { format: 'tarock-session', version: 1e308, players: PLAYERS, rules: 'wiki', hands: [] },
    { format: 'tarock-session', version: 1, players: PLAYERS, rules: 'wiki', hands: [null, [], 1, 'x', { game: {} }] },
  ])('%j', (input) => {
    expect(() => parseSession(input)).not.toThrow();
    expect(parseSession(input).ok).toBe(false);
  });

  it('deeply nested junk in any field is described, never walked', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10000; i++) deep = [deep];
    const input = sessionOf([{ game: 'dreier', declarer: 1, result: 'won', note: deep, praemien: [deep] }], { name: deep });
    expect(lines(input)).toEqual([
      'file: name: must be text, got an array',
      'hand 0: note: must be text, got an array',
      'hand 0: praemien[0]: must be an object { "id", "side", "announced", "made", "kontra"?, "by"? }, got an array',
    ]);
  });

  it('very long strings are shortened in messages', () => {
    const long = 'x'.repeat(100000);
    const [line] = lines(sessionOf([{ game: long }]));
    expect(line).toBe(`hand 0: game: unknown game "${'x'.repeat(40)}…"`);
  });
});

describe('parseSession: the tournament key (tournament-format.md §7)', () => {
  const link = { id: '0f7c2a4e', name: 'Hausruck-Cup, 3. Turnier', round: 2, table: 4, playerIds: ['p1', 'p5', 'p9', 'p2'], handsPerRound: 16 };

  it('is accepted and kept in the clean copy', () => {
    const r = parseSession(sessionOf([rufer(1, 3)], { tournament: link }));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.session.tournament).toEqual(link);
  });

  it('is optional', () => {
    const r = parseSession(sessionOf([]));
    expect(r.ok && r.value.session.tournament).toBe(undefined);
  });

  it('must have the shape { id, name, round, table, playerIds, handsPerRound }', () => {
    expect(lines(sessionOf([], { tournament: 'Cup' }))).toEqual([
      'file: tournament: must be { "id", "name", "round", "table", "playerIds", "handsPerRound" }, got the text "Cup"',
    ]);
    const { handsPerRound: _h, ...noHands } = link;
    expect(lines(sessionOf([], { tournament: { ...noHands, seat: 1 } }))).toEqual([
      'file: tournament.seat: unknown key "seat" (not part of the session format)',
      'file: tournament.handsPerRound: is required ({ "id", "name", "round", "table", "playerIds", "handsPerRound" })',
    ]);
    expect(lines(sessionOf([], { tournament: { ...link, id: '', round: 0, table: 1.5, handsPerRound: 101 } }))).toEqual([
      'file: tournament.id: must be text of 1–128 characters, got the text ""',
      'file: tournament.round: must be a round number 1–20, got the number 0',
      'file: tournament.table: must be a table number 1–1000, got the number 1.5',
      'file: tournament.handsPerRound: must be a number of hands 1–100, got the number 101',
    ]);
  });

  it('names one player id per seat, each once', () => {
    expect(lines(sessionOf([], { tournament: { ...link, playerIds: ['p1', 'p5', 'p9'] } }))).toEqual([
      'file: tournament.playerIds: must name one player id per seat (4), got 3',
    ]);
    expect(lines(sessionOf([], { tournament: { ...link, playerIds: ['p1', 'p5', 'p1', 'p2'] } }))).toEqual([
      'file: tournament.playerIds: must not name a player id twice',
    ]);
    expect(lines(sessionOf([], { tournament: { ...link, playerIds: ['p1', 5, 'p9', 'p2'] } }))).toEqual([
      'file: tournament.playerIds: must be a list of player ids (1–64 characters), one per seat, got an array',
    ]);
  });
});

describe('parseSession: an evening checked again after a change', () => {
  it('gives what a first check gives: the same clean hands, and errors with their own hand numbers', () => {
    const hands = [rufer(1, 3), rufer(2), rufer(3, 1)];
    const first = parseSession(sessionOf(hands));
    const again = parseSession(sessionOf([...hands, rufer(0, 2)]));
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value.session.hands.slice(0, 3)).toEqual(first.value.session.hands);
    expect(again.value.session.hands[3]).toEqual(rufer(0, 2));
    const bad = { game: 'rufer', declarer: 9, result: 'won' };
    const atOne = parseSession(sessionOf([rufer(1, 3), bad]));
    const atTwo = parseSession(sessionOf([rufer(1, 3), rufer(2), bad]));
    expect(atOne.ok || atOne.error.map((e) => e.hand)).toEqual([1]);
    expect(atTwo.ok || atTwo.error.map((e) => e.hand)).toEqual([2]);
  });

  it('a hand written out like one checked before but holding other values (undefined, NaN, -0) is checked afresh', () => {
    expect(parseSession(sessionOf([rufer(1, 3)])).ok).toBe(true);
    // Same JSON text as the valid hand, but an unknown key: refused as on a first check.
    const refused = lines(sessionOf([{ ...rufer(1, 3), bogus: undefined }]));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused).toEqual(lines(sessionOf([{ ...rufer(1, 3), bogus: 1 }])));
    const dreier = { game: 'dreier', declarer: 2, points: '38/1' };
    expect(parseSession(sessionOf([dreier])).ok).toBe(true);
    const withNaN = { game: 'dreier', declarer: 2, points: '38/1', kontra: Number.NaN };
    const withNull = { game: 'dreier', declarer: 2, points: '38/1', kontra: null };
    expect(parseSession(sessionOf([withNaN])).ok).toBe(false);
    expect(parseSession(sessionOf([withNull])).ok).toBe(false);
  });
});
