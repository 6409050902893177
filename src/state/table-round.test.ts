/**
 * A second table card for a round this phone already keeps: the same card reopens the sheet,
 * a card bringing back a lost key restores it, and a card with another key never replaces the
 * phone's key unasked — the user keeps it or takes the card's, and the hands stay either way.
 */
import { describe, expect, it } from 'vitest';
import { buildTableHands, buildTournament } from '@/testing/domain/tournament';
import { makeTableCard } from '@/domain/tournament/table-card';
import { withTableKeys } from '@/domain/tournament/table-key';
import type { TableCard } from '@/domain/tournament/model';
import { db } from '@/persistence/db';
import { getRoundKeyState, getRoundTableKey, setRoundTableKey } from '@/persistence/repositories/round-sessions-repository';
import { handInSigning, openRoundFromCard, type OpenRoundPlan } from './table-round';

const base = buildTournament({ players: 8 });
const keyed = { ...base, rounds: base.rounds.map((r) => withTableKeys(r, (n) => Uint8Array.from({ length: n }, (_, i) => i * 5 + 1))) };
const OTHER_KEY = 'F0rGeDkEy_aaaaaaaaaaaa';

function card(): TableCard {
  return makeTableCard(keyed, 1, 2)!;
}

/** The round's sheet opened from the genuine card, with `hands` hands recorded. */
async function sheetWith(hands: number): Promise<string> {
  const { value } = await openRoundFromCard(card());
  if (value.kind !== 'opened') throw new Error('not opened');
  const stored = (await db.sessions.get(value.sessionId))!;
  await db.sessions.put({ ...stored, data: { ...stored.data, hands: buildTableHands(keyed.rules, 4, card().firstDealer, hands) } });
  return value.sessionId;
}

function question(value: OpenRoundPlan): Extract<OpenRoundPlan, { kind: 'key-differs' }> {
  if (value.kind !== 'key-differs') throw new Error(`no question: ${value.kind}`);
  return value;
}

describe('a second card for the same table and round', () => {
  it('the same card again (same key) just reopens the sheet: no question, nothing written', async () => {
    const id = await sheetWith(3);
    expect((await openRoundFromCard(card())).value).toEqual({ kind: 'opened', sessionId: id, reopened: true });
    expect(await getRoundTableKey(id)).toBe(card().key);
  });

  it('a card with another key asks first, naming round, table, tournament and the hands, and writes nothing', async () => {
    const id = await sheetWith(5);
    const asked = question((await openRoundFromCard({ ...card(), key: OTHER_KEY })).value);
    expect(asked).toMatchObject({ sessionId: id, tournamentName: keyed.name, round: 1, table: 2, hands: 5 });
    expect(await getRoundTableKey(id)).toBe(card().key);
    expect(await db.sessions.count()).toBe(1);
  });

  it('"keep the current key": the sheet opens with the phone\'s key and its hands', async () => {
    const id = await sheetWith(5);
    const asked = question((await openRoundFromCard({ ...card(), key: OTHER_KEY })).value);
    expect((await asked.keep()).value).toEqual({ kind: 'opened', sessionId: id, reopened: true, key: 'kept' });
    expect(await getRoundTableKey(id)).toBe(card().key);
    expect((await db.sessions.get(id))!.data.hands).toHaveLength(5);
  });

  it('"take the new card\'s key": the card\'s key signs from now on, the hands stay', async () => {
    const id = await sheetWith(5);
    const asked = question((await openRoundFromCard({ ...card(), key: OTHER_KEY })).value);
    expect((await asked.takeCardKey()).value).toEqual({ kind: 'opened', sessionId: id, reopened: true, key: 'taken' });
    expect(await getRoundTableKey(id)).toBe(OTHER_KEY);
    expect((await db.sessions.get(id))!.data.hands).toHaveLength(5);
  });

  it('a key changed meanwhile (another tab) is not overwritten: the answer asks again', async () => {
    const id = await sheetWith(2);
    const asked = question((await openRoundFromCard({ ...card(), key: OTHER_KEY })).value);
    const third = 'Th1rDkEy_bbbbbbbbbbbbb';
    expect(await setRoundTableKey(id, third, card().key)).toBe(true);
    const again = question((await asked.takeCardKey()).value);
    expect(again.sessionId).toBe(id);
    expect(await getRoundTableKey(id)).toBe(third);
  });

  it('a sheet that lost its key takes the card\'s without asking; a card without a key leaves the phone\'s key', async () => {
    const id = await sheetWith(1);
    await db.meta.delete(`roundKey:${id}`);
    expect((await openRoundFromCard(card())).value).toEqual({ kind: 'opened', sessionId: id, reopened: true, key: 'restored' });
    expect(await getRoundTableKey(id)).toBe(card().key);
    const { key: _key, ...keyless } = card();
    expect((await openRoundFromCard(keyless)).value).toEqual({ kind: 'opened', sessionId: id, reopened: true });
    expect(await getRoundTableKey(id)).toBe(card().key);
  });
});

describe('how a round sheet\'s hand-in is signed', () => {
  it('the decision: a held key signs; no key after a card without one is unsigned as the table expects; no key at all is a missing key', () => {
    expect(handInSigning({ key: OTHER_KEY, cardWithoutKey: false })).toEqual({ kind: 'signed', key: OTHER_KEY });
    expect(handInSigning({ key: OTHER_KEY, cardWithoutKey: true })).toEqual({ kind: 'signed', key: OTHER_KEY });
    expect(handInSigning({ key: undefined, cardWithoutKey: true })).toEqual({ kind: 'unkeyed' });
    expect(handInSigning({ key: undefined, cardWithoutKey: false })).toEqual({ kind: 'key-missing' });
  });

  it('a sheet opened from a keyed card is signed; from a card without a key, unsigned on purpose', async () => {
    const id = await sheetWith(0);
    expect(handInSigning(await getRoundKeyState(id))).toEqual({ kind: 'signed', key: card().key });
    const { key: _key, ...keyless } = makeTableCard(keyed, 1, 1)!;
    const { value } = await openRoundFromCard(keyless);
    expect(handInSigning(await getRoundKeyState(value.sessionId))).toEqual({ kind: 'unkeyed' });
  });

  it('a sheet restored without its key (a backup made without table keys) has a missing key until its card is scanned again', async () => {
    const id = await sheetWith(2);
    // What a restore from a backup without table keys leaves: the sheet, and no key record.
    await db.meta.delete(`roundKey:${id}`);
    expect(handInSigning(await getRoundKeyState(id))).toEqual({ kind: 'key-missing' });
    await openRoundFromCard(card());
    expect(handInSigning(await getRoundKeyState(id))).toEqual({ kind: 'signed', key: card().key });
  });

  it('a card without a key for a sheet without one marks the table as one without a key', async () => {
    const id = await sheetWith(1);
    await db.meta.delete(`roundKey:${id}`);
    const { key: _key, ...keyless } = card();
    expect((await openRoundFromCard(keyless)).value).toEqual({ kind: 'opened', sessionId: id, reopened: true });
    expect(handInSigning(await getRoundKeyState(id))).toEqual({ kind: 'unkeyed' });
  });
});
