/**
 * Custom rule sets: a preset plus the overrides that differ from it. A session
 * copies the spec when it starts, so editing or deleting a rule set never
 * changes an evening already played.
 */
import { normalizePlayerName } from '@/domain/player-name';
import { db, type StoredRuleSet } from '../db';
import { guard } from '../storage-errors';

export type RuleSetDraft = Omit<StoredRuleSet, 'id' | 'updatedAt'> & { id?: string };

/** Sorted by name. */
export function listRuleSets(): Promise<StoredRuleSet[]> {
  return guard(async () => {
    const all = await db.ruleSets.toArray();
    return all.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  });
}

export function getRuleSet(id: string): Promise<StoredRuleSet | undefined> {
  return guard(() => db.ruleSets.get(id));
}

/** Inserts (no id) or replaces (with id) a rule set; returns the stored record. */
export function saveRuleSet(draft: RuleSetDraft): Promise<StoredRuleSet> {
  return guard(async () => {
    const stored: StoredRuleSet = {
      id: draft.id ?? crypto.randomUUID(),
      // Same text rules as a player's name: no bidi or invisible characters.
      name: normalizePlayerName(draft.name),
      spec: draft.spec,
      updatedAt: new Date().toISOString(),
    };
    await db.transaction('rw', db.ruleSets, () => db.ruleSets.put(stored));
    return stored;
  });
}

export function deleteRuleSet(id: string): Promise<void> {
  return guard(async () => {
    await db.transaction('rw', db.ruleSets, () => db.ruleSets.delete(id));
  });
}
