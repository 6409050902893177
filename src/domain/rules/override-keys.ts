/**
 * The limits and the override keys of a rule set, and the checks of the ids they name: what
 * `resolveRules` (`resolve-rules.ts`) and the checks of each key (`apply-overrides.ts`) share.
 * The keys are part of the session file contract (session-format.md); docs/rule-sets.md
 * documents each.
 */
import { GAME_IDS, PRAEMIE_IDS, PRESET_IDS, type BirdId, type GameId, type PraemieId, type PresetId } from '../model';
import { isBird } from './outcome';

/** Highest tariff, Prämie value, valat value or Pagatkassa contribution a rule set may use. */
export const MAX_TARIFF = 100000;
/** Decimal places a Pagatkassa contribution may have (exact as a fraction). */
export const MAX_CONTRIBUTION_DECIMALS = 4;

/** A Pagatkassa contribution: any positive number of game points (rules.md §6: 0.5 is valid), up to MAX_TARIFF. */
export function isContribution(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_TARIFF
    && new RegExp(`^\\d+(\\.\\d{1,${MAX_CONTRIBUTION_DECIMALS}})?$`).test(String(value));
}

/** A contribution as typed ("0,5" or "0.5"); null unless it is a valid contribution. */
export function parseContribution(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return isContribution(n) ? n : null;
}

/** Highest Kontra level any rule set may allow (each level doubles: ×64). */
export const MAX_KONTRA_LEVEL = 6;
/** Highest loss factor (a lost game counts tariff × factor). */
export const MAX_LOSS_FACTOR = 100;

/** Override keys defined by the session format (session-format.md, `overrides`). */
export const FORMAT_OVERRIDE_KEYS = [
  'tariffs', 'lossTariffs', 'games', 'praemien', 'maxKontra', 'kontraOnSheet', 'threshold',
  'lastKontraShift', 'silentLostCounts', 'valat', 'renonce', 'vorfleck', 'piccoloLostDouble',
  'bei', 'pagatkassa', 'doubleRounds', 'trischaken', 'valatPraemien', 'valatPraemienWhenFailed',
  'farbenPraemien', 'soloruferTalonNoKontra', 'silentValatVoidsKontra',
] as const;

/** Engine extension keys: the remaining `RuleSet` fields, overridable under the same names. */
export const EXTENSION_OVERRIDE_KEYS = [
  'lossFactor', 'soloDoublesPraemien', 'mondfangOpponentsOnly',
] as const;

export type OverrideKey = (typeof FORMAT_OVERRIDE_KEYS)[number] | (typeof EXTENSION_OVERRIDE_KEYS)[number];
export const OVERRIDE_KEYS: readonly OverrideKey[] = [...FORMAT_OVERRIDE_KEYS, ...EXTENSION_OVERRIDE_KEYS];
export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && (PRESET_IDS as readonly string[]).includes(value);
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export function isPraemieId(value: unknown): value is PraemieId {
  return typeof value === 'string' && (PRAEMIE_IDS as readonly string[]).includes(value);
}

export function isBirdId(value: unknown): value is BirdId {
  return typeof value === 'string' && isPraemieId(value) && isBird(value);
}
