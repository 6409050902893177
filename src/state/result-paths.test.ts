/**
 * One round of one table, handed in four ways: by QR code (the camera), as a hand-in
 * file, as the table's evening file, and typed from the paper sheet. Every way must tell
 * the director the same: the table belongs to the draw, the round has the planned number
 * of hands, and the standings get the same totals.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, resultScores } from '@/domain/index';
import { makeHandIn } from '@/domain/tournament/hand-in';
import { toNumber } from '@/domain/rational';
import { getTournament } from '@/persistence/repositories/tournaments-repository';
import { checkedTableResult } from '@/testing/domain';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeSessionFile, serializeJson } from '@/transfer/export-json';
import { parseImportText } from '@/transfer/import-json';
import { readHandIn, storeHandIn } from './hand-in-desk';
import { resultFromSession } from '@/domain/tournament/hand-in';
import { handCountProblem } from '@/domain/tournament/drawn-table';
import { importTournamentText } from './tournament-import';
import { submitTableResult } from './tournament-results';

/** A tournament under the house rules (they have a Pagatkassa), round 1 drawn. */
const T = buildTournament({ players: 13, rules: 'hausregeln' });

/** Table 1 (four players, 16 hands planned) played its 16 hands and dissolved the Pagatkassa in the middle. */
function roundWithDissolveRow() {
  const session = buildTableSession(T, 1, 1, 16, 3);
  const hands = [...session.hands.slice(0, 8), { dissolveKassa: true as const }, ...session.hands.slice(8)];
  return { ...session, hands };
}

async function freshTournament(): Promise<string> {
  const out = await importTournamentText(JSON.stringify(T), true);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return T.id;
}

async function storedTotals(id: string): Promise<number[]> {
  const data = (await getTournament(id))!.data;
  const rows = computeStandings(data).rows;
  return data.rounds[0]!.tables[0]!.players.map((pid) => toNumber(rows.find((r) => r.id === pid)!.total));
}

/** What a path tells the director before storing, and what the standings say after it. */
interface Verdict {
  /** More or fewer hands than planned (null: as planned). */
  handCount: { planned: number; actual: number } | null;
  totals: number[];
}

async function viaHandIn(message: unknown, via: 'camera' | 'file'): Promise<Verdict> {
  const id = await freshTournament();
  const read = await readHandIn(id, message);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const { checked, handIn } = read.value;
  const handCount = checked.needsConfirmation ? { planned: checked.planned, actual: checked.handCount } : null;
  const stored = await storeHandIn(id, handIn, via);
  expect(stored.ok && stored.value.kind).toBe('accepted');
  return { handCount, totals: await storedTotals(id) };
}

async function viaEveningFile(text: string): Promise<Verdict> {
  const id = await freshTournament();
  const data = (await getTournament(id))!.data;
  const parsed = parseImportText(text);
  if (!parsed.ok || parsed.value.kind !== 'session') throw new Error('not an evening file');
  const result = resultFromSession(data, 1, 1, parsed.value.sessions[0]!.data);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const handCount = handCountProblem(data, 1, 1, result.value);
  const out = await submitTableResult(id, 1, 1, result.value, 'session-file');
  expect(out.ok && out.value.kind).toBe('accepted');
  return { handCount, totals: await storedTotals(id) };
}

async function viaTyped(totals: number[]): Promise<Verdict> {
  const id = await freshTournament();
  const data = (await getTournament(id))!.data;
  const handCount = handCountProblem(data, 1, 1, { totals });
  const out = await submitTableResult(id, 1, 1, { totals }, 'typed');
  expect(out.ok && out.value.kind).toBe('accepted');
  return { handCount, totals: await storedTotals(id) };
}

describe('the QR, hand-in file, evening file and typed paths agree on the same round', () => {
  it.each([
    ['16 hands', () => buildTableSession(T, 1, 1, 16, 3)],
    ['16 hands and a Pagatkassa dissolve row (17 rows)', roundWithDissolveRow],
    ['15 hands (one short of the plan)', () => buildTableSession(T, 1, 1, 15, 3)],
  ])('%s', async (_label, build) => {
    const session = build();
    const handIn = makeHandIn(session);
    const qr = await viaHandIn(JSON.parse(JSON.stringify(handIn)), 'camera');
    const file = await viaHandIn(JSON.parse(serializeJson(handIn)), 'file');
    const evening = await viaEveningFile(serializeJson(makeSessionFile(session)));
    const typed = await viaTyped(resultScores(T, T.rounds[0]!.tables[0]!, checkedTableResult(T, 1, 1, { hands: session.hands })).map(toNumber));

    const played = session.hands.filter((h) => !('dissolveKassa' in h && h.dissolveKassa)).length;
    const expected = played === 16 ? null : { planned: 16, actual: played };
    expect(qr.handCount).toEqual(expected);
    expect(file.handCount).toEqual(expected);
    expect(evening.handCount).toEqual(expected);
    // Typed totals carry no hands: nothing to count.
    expect(typed.handCount).toBeNull();

    expect(file.totals).toEqual(qr.totals);
    expect(evening.totals).toEqual(qr.totals);
    expect(typed.totals).toEqual(qr.totals);
  });
});
