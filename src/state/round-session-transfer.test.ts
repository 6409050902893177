/**
 * A table's round sheet (opened from a table card) keeps its `tournament` key through
 * the session file, the full backup and their imports on another phone, so it can still
 * be handed in there.
 */
import { describe, expect, it } from 'vitest';
import { buildTableHands, buildTournament } from '@/testing/domain/tournament';
import { makeHandIn } from '@/domain/tournament/hand-in';
import { makeTableCard } from '@/domain/tournament/table-card';
import { db } from '@/persistence/db';
import { openRoundFromCard, isRoundSession } from './table-round';
import { resetDatabase } from '@/testing/db';
import { buildFullBackup, buildSessionFile, commitImport, prepareImport } from './backup';

const t = buildTournament({ players: 13 });

async function roundSheet() {
  const card = makeTableCard(t, 1, 3)!;
  const { value: { sessionId } } = await openRoundFromCard(card);
  const stored = (await db.sessions.get(sessionId))!;
  await db.sessions.put({ ...stored, data: { ...stored.data, hands: buildTableHands(t.rules, 5, card.firstDealer, 6) } });
  return (await db.sessions.get(sessionId))!;
}

async function importOnFreshPhone(content: string, name: string) {
  await resetDatabase();
  const plan = await prepareImport(new File([content], name, { type: 'application/json' }));
  if (!plan.ok) throw new Error(plan.errors.map((e) => e.message).join('; '));
  await commitImport(plan.value, new Set());
  return db.sessions.toArray();
}

describe('the round sheet keeps its tournament key', () => {
  it('through the session file and its import', async () => {
    const stored = await roundSheet();
    const file = buildSessionFile(stored);
    expect(JSON.parse(file.content).tournament).toEqual(stored.data.tournament);
    const [imported] = await importOnFreshPhone(file.content, file.name);
    expect(imported!.data.tournament).toEqual(stored.data.tournament);
    expect(isRoundSession(imported!.data) && makeHandIn(imported!.data)).toEqual(isRoundSession(stored.data) && makeHandIn(stored.data));
  });

  it('through the full backup and its restore', async () => {
    const stored = await roundSheet();
    const backup = await buildFullBackup('2026-11-27T22:00:00.000Z');
    expect(JSON.parse(backup.content).sessions[0].tournament).toEqual(stored.data.tournament);
    const [restored] = await importOnFreshPhone(backup.content, backup.name);
    expect(restored!.data).toEqual(stored.data);
  });
});
