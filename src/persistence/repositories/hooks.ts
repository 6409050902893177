/**
 * Live views of the stored data for React screens: they re-render when the
 * data changes (also from another tab). `undefined` while loading; a storage
 * failure is reported to the banner and thrown to the screen's error boundary. The evenings'
 * views are in ./session-hooks (the start screen's list loads without the database code).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredPlayer, StoredRuleSet } from '../db';
import { listPlayers } from './players-repository';
import { getRuleSet, listRuleSets } from './rule-sets-repository';
import { findKassaCarry, kassaCarryKey, listKassaCarries, type KassaCarry } from './kassa-carry-repository';

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
