/**
 * Live views of the stored data for React screens: they re-render when the
 * data changes (also from another tab). `undefined` while loading; a storage
 * failure is reported to the banner and thrown to the screen's error boundary.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredPlayer, StoredRuleSet, StoredSession } from '../db';
import { getSession, listSessions } from './session-records';
import { listPlayers } from './players-repository';
import { getRuleSet, listRuleSets } from './rule-sets-repository';
import { findKassaCarry, kassaCarryKey, listKassaCarries, type KassaCarry } from './kassa-carry-repository';

/** All sessions (archived included), most recently changed first. */
export function useSessions(): StoredSession[] | undefined {
  return useLiveQuery(() => listSessions(), []);
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
