// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { checkHandIn, makeHandIn, parseHandIn } from './hand-in';
import { canonicalJson } from '../canonical-json';
import { handInMac, macMatches, signHandIn } from './hand-in-mac';
import { tournamentErrorLine } from './errors';
import type { HandIn, TournamentFile } from './model';
import { parseTournament } from './parse-tournament';
import { makeTableCard, parseTableCard } from './table-card';
import { fromBase64Url, isTableKey, makeTableKey, toBase64Url, withTableKeys } from './table-key';

/** The test vector of tournament-format.md §6. */
const SPEC_KEY = 'AAECAwQFBgcICQoLDA0ODw';
const SPEC_HAND_IN = {
  format: 'tarock-hand-in', version: 1, tournament: '0f7c2a4e-5b1d-4c39-9a57-2d1e8b3f6a90',
  round: 2, table: 4, players: ['p1', 'p5', 'p9', 'p2'], firstDealer: 1,
  hands: [{ game: 'rufer', declarer: 2, partner: 0, result: 'won' }, { game: 'trischaken', trischaken: { points: ['30/1', '20/0', '19/2', '0/0'] } }],
  note: 'Tisch 4 – Anna Hüber',
};
const SPEC_CANONICAL = '{"firstDealer":1,"format":"tarock-hand-in","hands":[{"declarer":2,"game":"rufer","partner":0,"result":"won"},{"game":"trischaken","trischaken":{"points":["30/1","20/0","19/2","0/0"]}}],"note":"Tisch 4 – Anna Hüber","players":["p1","p5","p9","p2"],"round":2,"table":4,"tournament":"0f7c2a4e-5b1d-4c39-9a57-2d1e8b3f6a90","version":1}';
const SPEC_MAC = 'mX_z877fjwVCM1G_iQUgVA';

/** Bytes 0, 1, 2, … from a counter: a different key for every call. */
function counterBytes(start = 0): (n: number) => Uint8Array {
  let next = start;
  return (n) => Uint8Array.from({ length: n }, () => next++ & 0xff);
}

/** The test tournament with keys on every table of round 1 and a second round drawn the same way. */
function keyedTournament(): TournamentFile {
  const t = buildTournament({ players: 13, rounds: 2 });
  const random = counterBytes();
  return { ...t, rounds: t.rounds.map((r) => withTableKeys(r, random)) };
}

function signedHandIn(t: TournamentFile, round: number, table: number, hands = 16): HandIn {
  const key = t.rounds[round - 1]!.tables.find((x) => x.table === table)!.key;
  return makeHandIn(buildTableSession(t, round, table, hands), undefined, key);
}

function refusal(t: TournamentFile, handIn: unknown): string[] {
  const parsed = parseHandIn(JSON.parse(JSON.stringify(handIn)));
  if (!parsed.ok) return parsed.error.map((e) => e.message);
  const r = checkHandIn(t, parsed.value);
  return r.ok ? [] : r.error.map((e) => e.message);
}

describe('the MAC of tournament-format.md §6', () => {
  it('reproduces the spec\'s test vector: the canonical form and the MAC', () => {
    expect(canonicalJson(SPEC_HAND_IN)).toBe(SPEC_CANONICAL);
    expect(handInMac(SPEC_HAND_IN, SPEC_KEY)).toBe(SPEC_MAC);
    expect(macMatches(SPEC_HAND_IN, SPEC_KEY, SPEC_MAC)).toBe(true);
  });

  it('is computed without the mac member, so a signed hand-in verifies with its own mac in it', () => {
    const signed = signHandIn(SPEC_HAND_IN, SPEC_KEY);
    expect(signed.mac).toBe(SPEC_MAC);
    expect(handInMac(signed, SPEC_KEY)).toBe(SPEC_MAC);
  });

  it('the key is 16 bytes as 22 base64url characters; the spec\'s key is bytes 0…15', () => {
    expect(Array.from(fromBase64Url(SPEC_KEY)!)).toEqual([...Array(16).keys()]);
    expect(toBase64Url(Uint8Array.from([...Array(16).keys()]))).toBe(SPEC_KEY);
    const key = makeTableKey(counterBytes(200));
    expect(isTableKey(key)).toBe(true);
    expect(key).not.toBe(SPEC_KEY);
    expect(isTableKey('AAECAwQFBgcICQoLDA0OD')).toBe(false);
    expect(isTableKey('AAECAwQFBgcICQoLDA0OD+')).toBe(false);
    expect(() => makeTableKey(() => new Uint8Array(8))).toThrow(RangeError);
  });

  it('publishing gives every table its own key and keeps keys already drawn', () => {
    const t = keyedTournament();
    const keys = t.rounds.flatMap((r) => r.tables.map((x) => x.key));
    expect(keys.every(isTableKey)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(withTableKeys(t.rounds[0]!, counterBytes(99))).toEqual(t.rounds[0]);
  });
});

describe('the director\'s device checks the MAC of a keyed table', () => {
  const t = keyedTournament();

  it('accepts a hand-in signed with its table\'s key, and says it was signed', () => {
    const handIn = signedHandIn(t, 1, 2);
    const r = checkHandIn(t, handIn);
    expect(r.ok && r.value).toMatchObject({ round: 1, table: 2, signed: true, handCount: 16 });
  });

  it('refuses a forged hand-in: the table\'s players and valid hands, but no MAC', () => {
    const { mac: _mac, ...forged } = signedHandIn(t, 1, 2);
    expect(refusal(t, forged)).toEqual(['round 1: table 2: mac: missing']);
  });

  it('refuses a forged hand-in with a made-up MAC', () => {
    expect(refusal(t, { ...signedHandIn(t, 1, 2), mac: 'AAAAAAAAAAAAAAAAAAAAAA' })).toEqual(['round 1: table 2: mac: does not match']);
    expect(refusal(t, { ...signedHandIn(t, 1, 2), mac: 'x' })).toEqual(['round 1: table 2: mac: does not match']);
  });

  it('refuses a tampered hand-in: one hand changed, the note changed, or a hand left out after signing', () => {
    const handIn = signedHandIn(t, 1, 2);
    const hands = handIn.hands.map((h, i) => (i === 3 ? { ...h, result: h.result === 'won' ? 'lost' : 'won' } : h));
    expect(refusal(t, { ...handIn, hands })).toEqual(['round 1: table 2: mac: does not match']);
    expect(refusal(t, { ...handIn, note: 'geändert' })).toEqual(['round 1: table 2: mac: does not match']);
    expect(refusal(t, { ...handIn, hands: handIn.hands.slice(1) })).toEqual(['round 1: table 2: mac: does not match']);
  });

  it('refuses a replayed hand-in: a valid one of round 1 resent as round 2, or of one tournament sent to another', () => {
    const round1 = signedHandIn(t, 1, 2);
    // Table 2 of round 2 has its own key: round 1's MAC over round 1's fields is no MAC for it.
    expect(refusal(t, { ...round1, round: 2 })).toEqual(['round 2: table 2: mac: does not match']);
    const other = { ...t, id: 'another-cup' };
    const fromOther = makeHandIn({ ...buildTableSession(other, 1, 2, 16) }, undefined, t.rounds[0]!.tables[1]!.key);
    expect(refusal(t, { ...fromOther, tournament: t.id })).toEqual(['round 1: table 2: mac: does not match']);
  });

  it('refuses a foreign-table hand-in: signed with the key of another table, or another table\'s hand-in relabelled', () => {
    const table3Key = t.rounds[0]!.tables[2]!.key;
    const handIn = makeHandIn(buildTableSession(t, 1, 2, 16), undefined, table3Key);
    expect(refusal(t, handIn)).toEqual(['round 1: table 2: mac: does not match']);
    const fromTable1 = signedHandIn(t, 1, 1);
    const t2 = t.rounds[0]!.tables[1]!;
    expect(refusal(t, { ...fromTable1, table: 2, players: t2.players, firstDealer: t2.firstDealer })).toEqual(['round 1: table 2: mac: does not match']);
  });

  it('the same hand-in by file needs the same MAC: the pretty-printed file verifies, key order aside', () => {
    const handIn = signedHandIn(t, 1, 2);
    const reversed = Object.fromEntries(Object.entries(handIn).reverse());
    const file = `${JSON.stringify(reversed, null, 2)}\n`;
    const parsed = parseHandIn(JSON.parse(file));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(checkHandIn(t, parsed.value).ok).toBe(true);
  });

  it('a table without a key (a file from before keys) takes an unsigned hand-in as before, and says it was not signed', () => {
    const plain = buildTournament({ players: 13 });
    const r = checkHandIn(plain, makeHandIn(buildTableSession(plain, 1, 2, 16)));
    expect(r.ok && r.value).toMatchObject({ signed: false });
  });
});

describe('keys in the tournament file and on the table card', () => {
  it('the file keeps a table key; a key that is not 22 base64url characters is refused with its line', () => {
    const t = keyedTournament();
    const parsed = parseTournament(JSON.parse(JSON.stringify(t)));
    expect(parsed.ok && parsed.value.rounds[0]!.tables[0]!.key).toBe(t.rounds[0]!.tables[0]!.key);
    const broken = JSON.parse(JSON.stringify(t)) as TournamentFile;
    broken.rounds[1]!.tables[2]!.key = 'zu kurz';
    const r = parseTournament(broken);
    expect(r.ok ? [] : r.error.map(tournamentErrorLine)).toEqual(['round 2: table 3: key: must be 22 base64url characters (16 bytes), got the text "zu kurz"']);
  });

  it('the table card carries its table\'s key and reads it back; a card with a malformed key is refused', () => {
    const t = keyedTournament();
    const card = makeTableCard(t, 1, 3)!;
    expect(card.key).toBe(t.rounds[0]!.tables[2]!.key);
    expect(parseTableCard(JSON.parse(JSON.stringify(card)))).toEqual({ ok: true, value: card });
    const bad = parseTableCard({ ...card, key: 42 });
    expect(bad.ok ? [] : bad.error.map((e) => e.field)).toEqual(['key']);
  });
});
