/** Names seen at the table, for suggestions when starting an evening. */
import { normalizePlayerName } from '@/domain/player-name';
import { db, type StoredPlayer } from '../db';
import { guard } from '../storage-errors';

/** Most recently seen first. */
export function listPlayers(): Promise<StoredPlayer[]> {
  return guard(() => db.players.orderBy('lastSeen').reverse().toArray());
}

/** Remembers the names of a new evening: lastSeen = now, timesPlayed + 1. */
export function rememberPlayers(names: string[]): Promise<void> {
  return guard(() =>
    db.transaction('rw', db.players, () => mergePlayers(names, new Date().toISOString())),
  );
}

/**
 * NOTE must run inside a transaction that includes `players`. Counts each
 * distinct normalised name once (no invisible or bidi characters); lastSeen only moves forward.
 */
export async function mergePlayers(names: readonly string[], seenAt: string): Promise<void> {
  const distinct = [...new Set(names.map(normalizePlayerName).filter((n) => n.length > 0))];
  for (const name of distinct) {
    const existing = await db.players.get(name);
    await db.players.put({
      name,
      lastSeen: existing && existing.lastSeen > seenAt ? existing.lastSeen : seenAt,
      timesPlayed: (existing?.timesPlayed ?? 0) + 1,
    });
  }
}
