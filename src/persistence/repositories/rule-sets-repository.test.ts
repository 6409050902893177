import { describe, expect, it } from 'vitest';
import { deleteRuleSet, getRuleSet, listRuleSets, saveRuleSet } from './rule-sets-repository';

describe('rule sets', () => {
  it('inserts a new rule set with an id and a trimmed name', async () => {
    const saved = await saveRuleSet({ name: ' Stammtisch ', spec: { preset: 'hausregeln', overrides: { vorfleck: true } } });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.name).toBe('Stammtisch');
    expect(await getRuleSet(saved.id)).toEqual(saved);
  });

  it('replaces a rule set saved again under its id', async () => {
    const saved = await saveRuleSet({ name: 'A', spec: { preset: 'wiki', overrides: {} } });
    const again = await saveRuleSet({ id: saved.id, name: 'B', spec: { preset: 'wiki', overrides: { maxKontra: 5 } } });
    expect(again.id).toBe(saved.id);
    const all = await listRuleSets();
    expect(all).toHaveLength(1);
    expect(all[0]).toEqual(again);
  });

  it('lists by name and deletes', async () => {
    const z = await saveRuleSet({ name: 'Zwettl', spec: { preset: 'baden', overrides: {} } });
    await saveRuleSet({ name: 'Amstetten', spec: { preset: 'erotas', overrides: {} } });
    await saveRuleSet({ name: 'Österreich', spec: { preset: 'tarockcup', overrides: {} } });
    expect((await listRuleSets()).map((r) => r.name)).toEqual(['Amstetten', 'Österreich', 'Zwettl']);
    await deleteRuleSet(z.id);
    expect(await getRuleSet(z.id)).toBeUndefined();
    expect(await listRuleSets()).toHaveLength(2);
  });
});
