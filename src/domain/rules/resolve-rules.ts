/**
 * Rule-set resolution: a preset id, or a preset with overrides, becomes a
 * complete `RuleSet`. Every override key is validated (type, range, known ids:
 * `apply-overrides.ts`; the keys and limits: `override-keys.ts`)
 * and unknown keys are rejected — the `rules` field is part of the session
 * file contract (session-format.md). Every key is documented in docs/rule-sets.md.
 */
import { PRAEMIE_IDS, PRESET_IDS, type EngineError, type GameId, type PraemieId, type PresetId, type Result, type RulesSpec } from '../model';
import { describe, errorSink, get, has, isObject, isPlainKey, quote } from '../validation/checks';
import { applyOverrides } from './apply-overrides';
import { GAMES, RUFER_ONLY_PRAEMIEN } from './games';
import { isPresetId } from './override-keys';
import { PRESETS } from './presets';
import type { RuleSet } from './rule-set';

export {
  EXTENSION_OVERRIDE_KEYS, FORMAT_OVERRIDE_KEYS, isGameId, isPraemieId, MAX_CONTRIBUTION_DECIMALS, MAX_KONTRA_LEVEL,
} from './override-keys';

/**
 * Resolves a rules spec (the session's `rules` field) into a complete rule set.
 * Accepts any value — it is usually untrusted JSON — and never throws.
 * Errors have `hand: null` and `field` "rules", "rules.preset" or "rules.overrides.<key>".
 */
export function resolveRules(spec: RulesSpec): Result<RuleSet, EngineError[]> {
  const sink = errorSink(null);
  const input: unknown = spec;
  let presetId: PresetId | null = null;
  let overrides: Record<string, unknown> | null = null;

  if (typeof input === 'string') {
    if (isPresetId(input)) presetId = input;
    else sink.add('ERR_RULES_PRESET', 'rules', `unknown preset ${quote(input)} (known: ${PRESET_IDS.join(', ')})`, { preset: input });
  } else if (isObject(input)) {
    for (const key of Object.keys(input)) {
      if (key !== 'preset' && key !== 'overrides') {
        sink.add('ERR_UNKNOWN_KEY', isPlainKey(key) ? `rules.${key}` : 'rules',
          `unknown key ${quote(key)} (a rules object has "preset" and "overrides")`, { key });
      }
    }
    const preset = get(input, 'preset');
    if (!has(input, 'preset')) sink.add('ERR_REQUIRED', 'rules.preset', `is required (one of ${PRESET_IDS.join(', ')})`);
    else if (isPresetId(preset)) presetId = preset;
    else if (typeof preset === 'string') sink.add('ERR_RULES_PRESET', 'rules.preset', `unknown preset ${quote(preset)} (known: ${PRESET_IDS.join(', ')})`, { preset });
    else sink.add('ERR_TYPE', 'rules.preset', `must be a preset id, got ${describe(preset)}`);

    if (has(input, 'overrides')) {
      const raw = input.overrides;
      if (isObject(raw)) overrides = raw;
      else sink.add('ERR_TYPE', 'rules.overrides', `must be an object, got ${describe(raw)}`);
    }
  } else {
    sink.add('ERR_TYPE', 'rules', `must be a preset id (${PRESET_IDS.join(', ')}) or { "preset", "overrides" }, got ${describe(input)}`);
  }

  if (presetId === null) return { ok: false, error: sink.errors };
  const rules = cloneRuleSet(PRESETS[presetId]);
  if (overrides) applyOverrides(rules, overrides, sink.add);

  return sink.errors.length > 0 ? { ok: false, error: sink.errors } : { ok: true, value: rules };
}

/**
 * The Prämien a game may carry under these rules (rules.md §4, §9): none in negative
 * games and Trischaken; König Ultimo and Königfang only in the Rufer family; Farben
 * games only those the rule set lists (`farbenPraemien`). In `PRAEMIE_IDS` order.
 */
export function offeredPraemien(rules: RuleSet, game: GameId): PraemieId[] {
  const info = GAMES[game];
  if (!info || info.family === 'negative' || info.family === 'trischaken') return [];
  const farben = rules.farbenPraemien;
  return PRAEMIE_IDS.filter((id) => {
    if (rules.praemien[id] === undefined) return false;
    if (RUFER_ONLY_PRAEMIEN.includes(id) && info.family !== 'rufer') return false;
    if (info.family === 'farben' && farben !== 'all' && !farben.includes(id)) return false;
    return true;
  });
}

function cloneRuleSet(rules: RuleSet): RuleSet {
  return JSON.parse(JSON.stringify(rules)) as RuleSet;
}
