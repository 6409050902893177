/**
 * Live views of the stored data for React screens: they re-render when the
 * data changes (also from another tab). `undefined` while loading; a storage
 * failure is reported to the banner and thrown to the screen's error boundary.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { databaseExists, databasePresence, subscribeDatabasePresence, type DatabasePresence } from '../database-presence';
import type { StoredPlayer, StoredRuleSet, StoredSession } from '../db';
import { getSession, listSessions } from './session-records';
import { listPlayers } from './players-repository';
import { getRuleSet, listRuleSets } from './rule-sets-repository';
import { findKassaCarry, kassaCarryKey, listKassaCarries, type KassaCarry } from './kassa-carry-repository';

const NO_SESSIONS: StoredSession[] = [];

/** Whether the database exists (database-presence.ts), following its creation. */
function useDatabasePresence(): DatabasePresence {
  const presence = useSyncExternalStore(subscribeDatabasePresence, databasePresence);
  useEffect(() => {
    if (presence === 'unknown') void databaseExists();
  }, [presence]);
  return presence;
}

/**
 * All sessions (archived included), most recently changed first. On a device without the
 * database yet (a first visit) the empty list, without creating the database; the list is read
 * as soon as the database exists (created here, or by another tab).
 */
export function useSessions(): StoredSession[] | undefined {
  const presence = useDatabasePresence();
  const sessions = useLiveQuery(() => (presence === 'present' ? listSessions() : undefined), [presence]);
  return presence === 'absent' ? NO_SESSIONS : sessions;
}

/** One session; `null` when there is none with this id. */
export function useSession(id: string): StoredSession | null | undefined {
  return useLiveQuery(async () => (await getSession(id)) ?? null, [id]);
}

export function usePlayers(): StoredPlayer[] | undefined {
  return useLiveQuery(() => listPlayers(), []);
}

export function useRuleSets(): StoredRuleSet[] | undefined {
  return useLiveQuery(() => listRuleSets(), []);
}

/** One rule set; `null` when there is none with this id. */
export function useRuleSet(id: string): StoredRuleSet | null | undefined {
  return useLiveQuery(async () => (await getRuleSet(id)) ?? null, [id]);
}

/** The Pagatkassa carried over for these players (null: none); undefined while loading. */
export function useKassaCarry(players: readonly string[]): KassaCarry | null | undefined {
  const key = kassaCarryKey(players);
  return useLiveQuery(() => findKassaCarry(players), [key]);
}

/** Every pot waiting for its next evening, oldest first; undefined while loading. */
export function useKassaCarries(): KassaCarry[] | undefined {
  return useLiveQuery(() => listKassaCarries(), []);
}
