/** The saved custom rule sets as the screens see them: live lists, saving and deleting. */
export type { StoredRuleSet } from '@/persistence/records';
export { useRuleSet, useRuleSets } from '@/persistence/repositories/hooks';
export { deleteRuleSet, saveRuleSet } from '@/persistence/repositories/rule-sets-repository';
