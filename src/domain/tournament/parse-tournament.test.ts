// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../validation/error-codes';
import { isTournamentErrorCode, tournamentErrorLine, TOURNAMENT_ERROR_CODES } from './errors';
import type { TournamentFile } from './model';
import { parseTournament, validateTableResult } from './parse-tournament';

function file(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'tarock-tournament', version: 1, id: '0f7c2a4e', name: 'Hausruck-Cup, 3. Turnier', rules: 'tarockcup',
    plannedRounds: 3, handsPerRound: { 4: 16, 5: 20 },
    players: [{ id: 'p1', name: 'Anna Huber' }, { id: 'p2', name: 'Bernd Maier' }, { id: 'p3', name: 'Clara Berger' }, { id: 'p4', name: 'Dieter Wolf' }, { id: 'p5', name: 'Eva Lang' }],
    rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4', 'p5'], firstDealer: 0 }] }],
    ...extra,
  };
}
function lines(input: unknown): string[] {
  const r = parseTournament(input);
  return r.ok ? [] : r.error.map(tournamentErrorLine);
}
const withTable = (table: Record<string, unknown>) => file({ rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4', 'p5'], firstDealer: 0, ...table }] }] });

describe('parseTournament: a valid file', () => {
  it('the spec\'s example shape: a clean copy in the format\'s key order, optional fields kept', () => {
    const input = file({
      date: '2026-11-27', stakeCents: 10, timeLimitMinutes: 120, cupPoints: [223, 198, 180], lots: ['p5', 'p3'],
      players: [{ id: 'p1', name: ' Anna  Huber ' }, { id: 'p2', name: 'Bernd Maier', withdrawnAfter: 2 }, { id: 'p3', name: 'Clara' }, { id: 'p4', name: 'Dieter' }, { id: 'p5', name: 'Eva' }],
      rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4', 'p5'], result: { totals: [12, -4, -8, 0, 0], note: 'Papier', receivedAt: '2026-11-27T21:40:00Z' } }] }],
    });
    const r = parseTournament(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.value)).toEqual(['format', 'version', 'id', 'name', 'date', 'rules', 'stakeCents', 'plannedRounds', 'handsPerRound', 'timeLimitMinutes', 'cupPoints', 'players', 'rounds', 'lots']);
    expect(r.value.players[0]!.name).toBe('Anna Huber');
    expect(r.value.rounds[0]!.tables[0]).toEqual({ table: 1, players: ['p1', 'p2', 'p3', 'p4', 'p5'], firstDealer: 0, result: { totals: [12, -4, -8, 0, 0], note: 'Papier', receivedAt: '2026-11-27T21:40:00Z' } });
  });

  it('a hands result may have fewer or more hands than handsPerRound', () => {
    expect(lines(withTable({ result: { hands: [{ void: true }] } }))).toEqual([]);
  });

  it('a drawn round without results, a rules object with overrides, no rounds at all', () => {
    expect(lines(file())).toEqual([]);
    expect(lines(file({ rounds: [], rules: { preset: 'tarockcup', overrides: { kontraOnSheet: false } } }))).toEqual([]);
  });

  it('names lose bidi and zero-width characters (the same name for every entry point)', () => {
    const r = parseTournament(file({ players: [{ id: 'p1', name: 'An\u200bna\u202e' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }, { id: 'p4', name: 'D' }, { id: 'p5', name: 'E' }] }));
    expect(r.ok && r.value.players[0]!.name).toBe('Anna');
  });
});

describe('the tournament\'s name', () => {
  it('is normalised like a player\'s name: no bidi or invisible characters, spaces collapsed', () => {
    const r = parseTournament(file({ name: ' Haus\u200bruck-Cup\u202e,  3.\u2066 Turnier ' }));
    expect(r.ok && r.value.name).toBe('Hausruck-Cup, 3. Turnier');
  });

  it('may have 80 characters (after normalising), not 81, and not only invisible ones', () => {
    expect(lines(file({ name: 'N'.repeat(80) }))).toEqual([]);
    expect(lines(file({ name: `${'N'.repeat(80)}\u200b\u202e` }))).toEqual([]);
    expect(lines(file({ name: 'N'.repeat(81) }))).toHaveLength(1);
    expect(lines(file({ name: '\u200b\u202e' }))).toHaveLength(1);
  });
});

describe('parseTournament §2: every rule, with its location', () => {
  it.each<[string, unknown, string[]]>([
    ['not an object', [1], ['file: not a tournament: expected a JSON object with "format": "tarock-tournament", got an array']],
    ['a wrong format', file({ format: 'tarock-session' }), ['file: format: must be "tarock-tournament" (this is not a tournament file: got the text "tarock-session")']],
    ['a newer version', file({ version: 2 }), ['file: version: 2 is a newer version of the tournament format; this app reads version 1: please update the app']],
    ['an unknown version', file({ version: '1' }), ['file: version: unknown version: expected 1, got the text "1"']],
    ['an unknown key', file({ venue: 'Ried' }), ['file: venue: unknown key "venue" (not part of the tournament format)']],
    ['required keys', { format: 'tarock-tournament', version: 1 }, [
      'file: id: is required (the tournament\'s id, e.g. a UUID)', 'file: name: is required (1–80 characters)',
      'file: rules: is required (a preset id or { "preset", "overrides" })', 'file: plannedRounds: is required (1–20)',
      'file: handsPerRound: is required ({ "4": 16, "5": 20 })', 'file: players: is required (a list of { "id", "name" })',
      'file: rounds: is required (a list of rounds, empty before the first draw)',
    ]],
    ['name length', file({ name: 'x'.repeat(81) }), ['file: name: must be 1–80 characters, got 81']],
    ['bad fields', file({ date: '27.11.2026', stakeCents: -1, plannedRounds: 21, handsPerRound: { 4: 0, 5: 20 }, timeLimitMinutes: 0, cupPoints: [223, -1] }), [
      'file: date: must be an ISO date like "2026-11-27", got the text "27.11.2026"',
      'file: stakeCents: must be a whole number of cents 0–1000000, got the number -1',
      'file: plannedRounds: must be a whole number 1–20, got the number 21',
      'file: handsPerRound.4: must be a whole number of hands 1–100, got the number 0',
      'file: timeLimitMinutes: must be a whole number of minutes 1–1440, got the number 0',
      'file: cupPoints: 1: must be a number of points 0 or more (at most 4 decimals), got the number -1',
    ]],
    ['an unknown preset', file({ rules: 'skat' }), ['file: rules: unknown preset "skat" (known: hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien)']],
    ['duplicate player ids', file({ players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }, { id: 'p3', name: 'C' }, { id: 'p1', name: 'D' }, { id: 'p5', name: 'E' }] }),
      ['players: 3: id: "p1" is already the id of players: 0: ids must be unique']],
    ['player fields', file({ players: [{ id: '', name: 'A' }, { id: 'p2', name: '   ' }, { id: 'p3', name: 'C', withdrawnAfter: -1 }, { id: 'p4', name: 'x'.repeat(61) }, { id: 'p5', name: 'E', club: 'Ried' }] }), [
      'players: 0: id: must be text of 1–64 characters, got the text ""',
      'players: 1: name: must be 1–60 characters after trimming, got 0',
      'players: 2: withdrawnAfter: must be a round number 0–20 (0 = before round 1), got the number -1',
      'players: 3: name: must be 1–60 characters after trimming, got 61',
      'players: 4: club: unknown key "club" (not part of the tournament format)',
    ]],
    ['a table naming an unknown player', withTable({ players: ['p1', 'p2', 'p3', 'p4', 'p9'] }), ['round 1: table 1: players: unknown player id "p9" (not in players)']],
    ['a player twice at a table', withTable({ players: ['p1', 'p2', 'p3', 'p4', 'p1'] }), ['round 1: table 1: players: "p1" is listed twice at this table']],
    ['a table of 3 or 6', withTable({ players: ['p1', 'p2', 'p3'] }), ['round 1: table 1: players: must list 4 or 5 players, got 3']],
    ['firstDealer not a seat', withTable({ firstDealer: 5 }), ['round 1: table 1: firstDealer: must be a seat 0–4, got the number 5']],
    ['a result with both', withTable({ result: { hands: [], totals: [0, 0, 0, 0, 0] } }), ['round 1: table 1: result: must have either "hands" or "totals", not both']],
    ['totals of the wrong length', withTable({ result: { totals: [1, -1] } }), ['round 1: table 1: result: totals: must have 5 numbers (one per seat), got 2']],
    ['totals not summing to 0', withTable({ result: { totals: [1, 1, 1, 0, 0] } }), ['round 1: table 1: result: totals: must sum to 0, got 3']],
    ['a total that is not a number', withTable({ result: { totals: [1, '-1', 0, 0, 0] } }), ['round 1: table 1: result: totals: 1: must be a number of points (at most 4 decimals, or a third written as a decimal), got the text "-1"']],
    ['a result note too long, a bad timestamp', withTable({ result: { totals: [0, 0, 0, 0, 0], note: 'x'.repeat(2001), receivedAt: 'gestern' } }), [
      'round 1: table 1: result: note: must be text of at most 2000 characters, got 2001 characters',
      'round 1: table 1: result: receivedAt: must be an ISO timestamp like "2026-11-27T21:40:00Z", got the text "gestern"',
    ]],
    ['an invalid hand, worded as settle words it', withTable({ firstDealer: 4, result: { hands: [{ game: 'rufer', declarer: 0, partner: 0, result: 'won' }] } }),
      ['round 1: table 1: hand 0: partner: must not be the declarer']],
    ['a seat sitting out, from the table\'s first dealer', withTable({ firstDealer: 1, result: { hands: [{ game: 'dreier', declarer: 1, result: 'won' }] } }),
      ['round 1: table 1: hand 0: declarer: seat 1 deals and sits out this hand']],
    ['lots naming an unknown id', file({ lots: ['p1', 'p7'] }), ['file: lots: 1: unknown player id "p7" (not in players)']],
    ['more rounds than planned', file({ plannedRounds: 1, rounds: [{ tables: [] }, { tables: [] }] }), ['round 2: exceeds plannedRounds (1)']],
  ])('%s', (_, input, expected) => {
    expect(lines(input)).toEqual(expected);
  });

  it('table numbers: unique in the round, 1…t', () => {
    const round = { tables: [
      { table: 1, players: ['p1', 'p2', 'p3', 'p4'] },
      { table: 1, players: ['p5', 'p6', 'p7', 'p8'] },
      { table: 'drei', players: ['p9', 'p10', 'p11', 'p12'] },
    ] };
    const players = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, name: `S${i + 1}` }));
    expect(lines(file({ players, rounds: [round] }))).toEqual([
      'round 1: table 1: table: number 1 is used by two tables of this round: numbers must be unique',
      'round 1: tables: 2: table: must be the table\'s number 1–3, got the text "drei"',
    ]);
  });

  it('a player drawn after withdrawnAfter; a player at two tables of one round', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `S${i + 1}`, ...(i === 0 ? { withdrawnAfter: 1 } : {}) }));
    const t = { tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'] }, { table: 2, players: ['p5', 'p6', 'p7', 'p8'] }] };
    const u = { tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'] }, { table: 2, players: ['p5', 'p6', 'p7', 'p2'] }] };
    expect(lines(file({ players, rounds: [t, u] }))).toEqual([
      'round 2: table 1: players: "p1" withdrew after round 1 and cannot be drawn for round 2',
      'round 2: table 2: players: "p2" already sits at table 1 in this round',
    ]);
  });

  it('every code is listed; hand problems keep the engine\'s codes', () => {
    const source = readFileSync(join(process.cwd(), 'src/domain/tournament/parse-tournament.ts'), 'utf8');
    for (const code of source.match(/'ERR_T_[A-Z_]+'/g) ?? []) expect(isTournamentErrorCode(code.slice(1, -1)), code).toBe(true);
    const r = parseTournament(withTable({ result: { hands: [{ game: 'rufer', declarer: 0, partner: 0, result: 'won' }] } }));
    expect(!r.ok && r.error.every((e) => isTournamentErrorCode(e.code) || isErrorCode(e.code))).toBe(true);
    expect(Object.keys(TOURNAMENT_ERROR_CODES).length).toBeGreaterThan(30);
  });

  it('hostile input never throws and every line is one line', () => {
    const hostile: unknown[] = [null, 0, 'x', [], {}, { format: 'tarock-tournament', version: 1, players: { length: 5 }, rounds: 'x' },
      file({ players: [null, 1, 'p1', [], { id: 1, name: 2 }] }), file({ rounds: [null, { tables: [null, 1, { table: 1, players: null, result: 5 }] }] }),
      file({ ['__proto__']: 1, constructor: 2, 'a\nb': 3 }), withTable({ result: { totals: [Infinity, -Infinity, NaN, 0, 0] } })];
    for (const input of hostile) {
      const r = parseTournament(input);
      expect(r.ok).toBe(false);
      if (!r.ok) for (const e of r.error) expect(tournamentErrorLine(e)).toMatch(/^[^\n\r]+$/);
    }
  });
});

describe('validateTableResult: one result of a valid tournament (result entry, hand-ins)', () => {
  const t = (() => {
    const r = parseTournament(file());
    if (!r.ok) throw new Error('fixture');
    return r.value;
  })() as TournamentFile;

  it('accepts totals and hands, returning the clean copy', () => {
    expect(validateTableResult(t, 1, 1, { totals: [3, -1, -1, -1, 0] })).toEqual({ ok: true, value: { totals: [3, -1, -1, -1, 0] } });
    expect(validateTableResult(t, 1, 1, { hands: [{ void: true }] }).ok).toBe(true);
  });

  it('locates its problems like the file does', () => {
    const r = validateTableResult(t, 1, 1, { totals: [3, -1, -1, 0, 0] });
    expect(!r.ok && r.error.map(tournamentErrorLine)).toEqual(['round 1: table 1: result: totals: must sum to 0, got 1']);
    const h = validateTableResult(t, 1, 1, { hands: [{ game: 'dreier', declarer: 0, result: 'won' }] });
    expect(!h.ok && h.error.map(tournamentErrorLine)).toEqual(['round 1: table 1: hand 0: declarer: seat 0 deals and sits out this hand']);
  });

  it('an unknown round or table', () => {
    const r = validateTableResult(t, 2, 1, { totals: [0, 0, 0, 0, 0] });
    expect(!r.ok && r.error.map(tournamentErrorLine)).toEqual(['round 2: there is no round 2 (the tournament has 1)']);
    const s = validateTableResult(t, 1, 3, { totals: [0, 0, 0, 0, 0] });
    expect(!s.ok && s.error.map(tournamentErrorLine)).toEqual(['round 1: table 3: there is no table 3 in round 1']);
  });
});
