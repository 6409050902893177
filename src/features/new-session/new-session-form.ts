/**
 * The new-evening form as data, and the one door from it to a session file
 * object: `buildSession` validates the draft and returns the session or the
 * problems (codes, per field). Pure: no storage, no React.
 */
import {
  OPTIONAL_RULES,
  parseContribution,
  PRESETS,
  resolveRules,
  type DoubleTrigger,
  type EngineError,
  type PresetId,
  type Result,
  type RuleOverrides,
  type RulesSpec,
  type Session,
} from '@/domain/index';
import { MAX_SESSION_NAME_LENGTH } from '@/domain/limits';
import { normalizePlayerName, playerNameKey } from '@/domain/player-name';
import type { StoredRuleSet } from '@/state/rule-sets';
import { todayIso } from '@/lib/dates';

export const MAX_NAME_LENGTH = 24;
export const MAX_STAKE_CENTS = 10000;
export const DEFAULT_STAKE_CENTS = 10;

export type RulesChoice =
  | { kind: 'preset'; preset: PresetId }
  | { kind: 'custom'; id: string }
  /** The rules an evening has now, kept as they are (correcting an evening, edit-session-form.ts). */
  | { kind: 'current'; spec: RulesSpec };

export interface OptionalChoices {
  doubleRounds: boolean;
  doubleTriggers: DoubleTrigger[];
  pagatkassa: boolean;
  contribution: string;
  vorfleck: boolean;
  piccoloLostDouble: boolean;
}

export interface NewSessionDraft {
  count: 4 | 5;
  /** Always five entries; only the first `count` are used. */
  names: string[];
  firstDealer: number;
  rules: RulesChoice;
  optional: OptionalChoices;
  stake: string;
  name: string;
  date: string;
}

export type FormErrorCode =
  | 'ERR_NAME_EMPTY'
  | 'ERR_NAME_DUPLICATE'
  | 'ERR_NAME_TOO_LONG'
  | 'ERR_STAKE'
  | 'ERR_CONTRIBUTION'
  | 'ERR_DATE'
  | 'ERR_RULE_SET_MISSING'
  | 'ERR_RULES'
  /** Correcting an evening: the number of players is fixed once hands are recorded. */
  | 'ERR_COUNT_LOCKED';

export interface FormError {
  code: FormErrorCode;
  /** "name-0" … "name-4", "count", "stake", "contribution", "date", "rules". */
  field: string;
  /** The engine's errors behind ERR_RULES. */
  engine?: EngineError[];
}

export { todayIso };

export function defaultOptional(preset: PresetId): OptionalChoices {
  const offered = OPTIONAL_RULES[preset];
  return {
    doubleRounds: false,
    doubleTriggers: offered.doubleRounds ? [...offered.doubleRounds.triggers] : [],
    pagatkassa: false,
    contribution: String(offered.pagatkassa?.contribution ?? 1),
    vorfleck: false,
    piccoloLostDouble: false,
  };
}

export function initialDraft(now: Date = new Date()): NewSessionDraft {
  return {
    count: 4,
    names: ['', '', '', '', ''],
    firstDealer: 0,
    rules: { kind: 'preset', preset: 'hausregeln' },
    optional: defaultOptional('hausregeln'),
    stake: String(DEFAULT_STAKE_CENTS),
    name: '',
    date: todayIso(now),
  };
}

/** Moves the player at `index` one seat up (-1) or down (+1); the first dealer moves with his name. */
export function movePlayer(draft: NewSessionDraft, index: number, direction: -1 | 1): NewSessionDraft {
  const target = index + direction;
  if (target < 0 || target >= draft.count) return draft;
  const names = [...draft.names];
  [names[index], names[target]] = [names[target]!, names[index]!];
  let firstDealer = draft.firstDealer;
  if (firstDealer === index) firstDealer = target;
  else if (firstDealer === target) firstDealer = index;
  return { ...draft, names, firstDealer };
}

function parseWhole(text: string, lo: number, hi: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= lo && n <= hi ? n : null;
}

function isValidIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The overrides the switched-on optional rules of a preset stand for. */
export function optionalOverrides(preset: PresetId, optional: OptionalChoices): { overrides: RuleOverrides; errors: FormError[] } {
  const offered = OPTIONAL_RULES[preset];
  const base = PRESETS[preset];
  const overrides: RuleOverrides = {};
  const errors: FormError[] = [];
  if (offered.doubleRounds && optional.doubleRounds) {
    overrides.doubleRounds = {
      triggers: offered.doubleRounds.triggers.filter((tr) => optional.doubleTriggers.includes(tr)),
      stacking: offered.doubleRounds.stacking,
    };
  }
  if (offered.pagatkassa && optional.pagatkassa) {
    const contribution = parseContribution(optional.contribution);
    if (contribution === null) errors.push({ code: 'ERR_CONTRIBUTION', field: 'contribution' });
    else overrides.pagatkassa = { ...offered.pagatkassa, contribution };
  }
  if (offered.vorfleck && optional.vorfleck && !base.vorfleck) overrides.vorfleck = true;
  if (offered.piccoloLostDouble && optional.piccoloLostDouble && !base.piccoloLostDouble) overrides.piccoloLostDouble = true;
  return { overrides, errors };
}

export function specOf(preset: PresetId, overrides: RuleOverrides): RulesSpec {
  return Object.keys(overrides).length === 0 ? preset : { preset, overrides };
}

/** Validates the draft; on success the new session file object (no hands yet). */
export function buildSession(draft: NewSessionDraft, ruleSets: readonly StoredRuleSet[]): Result<Session, FormError[]> {
  const errors: FormError[] = [];
  // Names are what they look like: NFC, no bidi or invisible characters, spaces collapsed. Two names
  // that differ only by such characters (or by case) are the same player and refused.
  const players = draft.names.slice(0, draft.count).map(normalizePlayerName);

  const seen = new Map<string, number>();
  players.forEach((name, i) => {
    if (!name) errors.push({ code: 'ERR_NAME_EMPTY', field: `name-${i}` });
    else if ([...name].length > MAX_NAME_LENGTH) errors.push({ code: 'ERR_NAME_TOO_LONG', field: `name-${i}` });
    else {
      const key = playerNameKey(name);
      if (seen.has(key)) errors.push({ code: 'ERR_NAME_DUPLICATE', field: `name-${i}` });
      else seen.set(key, i);
    }
  });

  const stakeCents = parseWhole(draft.stake, 0, MAX_STAKE_CENTS);
  if (stakeCents === null) errors.push({ code: 'ERR_STAKE', field: 'stake' });

  if (!isValidIsoDate(draft.date)) errors.push({ code: 'ERR_DATE', field: 'date' });

  let rules: RulesSpec | null = null;
  if (draft.rules.kind === 'preset') {
    const { overrides, errors: optionalErrors } = optionalOverrides(draft.rules.preset, draft.optional);
    errors.push(...optionalErrors);
    rules = specOf(draft.rules.preset, overrides);
  } else if (draft.rules.kind === 'current') {
    rules = draft.rules.spec;
  } else {
    const id = draft.rules.id;
    const stored = ruleSets.find((r) => r.id === id);
    if (!stored) errors.push({ code: 'ERR_RULE_SET_MISSING', field: 'rules' });
    else rules = specOf(stored.spec.preset, stored.spec.overrides ?? {});
  }
  if (rules !== null) {
    const resolved = resolveRules(rules);
    if (!resolved.ok) errors.push({ code: 'ERR_RULES', field: 'rules', engine: resolved.error });
  }

  if (errors.length > 0 || stakeCents === null || rules === null) return { ok: false, error: errors };

  const session: Session = {
    format: 'tarock-session',
    version: 1,
    ...(normalizePlayerName(draft.name) ? { name: [...normalizePlayerName(draft.name)].slice(0, MAX_SESSION_NAME_LENGTH).join('') } : {}),
    date: draft.date,
    players,
    rules,
    stakeCents,
    firstDealer: Math.min(Math.max(draft.firstDealer, 0), draft.count - 1),
    hands: [],
  };
  return { ok: true, value: session };
}
