/**
 * Correcting a running evening (its players' names, first dealer, rules, stake,
 * name and date) as data. `draftFromSession` fills the new-evening form from the
 * evening as it is; `checkSessionChange` says what the corrected form changes —
 * only the fields that differ — or why it cannot: the form's own problems, or
 * the recorded hands the change would make invalid (each with the engine's
 * errors), in which case nothing may be changed. Pure: no React, no storage.
 */
import {
  isPresetId,
  OPTIONAL_RULES,
  parseSession,
  resolveRules,
  type EngineError,
  type Hand,
  type PresetId,
  type RulesSpec,
  type Session,
} from '@/domain/index';
import { sameJson, type SessionFields } from '@/domain/session-ops';
import { followFirstDealer, type MovedDeclarer } from '@/domain/dealer-correction';
import type { StoredRuleSet } from '@/state/rule-sets';
import {
  buildSession,
  DEFAULT_STAKE_CENTS,
  defaultOptional,
  optionalOverrides,
  specOf,
  type FormError,
  type NewSessionDraft,
  type OptionalChoices,
  type RulesChoice,
} from './new-session-form';

/** The fields a correction may change; the rest of the evening (hands, Pagatkassa start, last round) stays. */
export const EDITABLE_FIELDS = ['name', 'date', 'players', 'rules', 'stakeCents', 'firstDealer'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** A recorded hand the change would make invalid, with the engine's reasons. */
export interface BrokenHand {
  /** 0-based index of the hand. */
  index: number;
  errors: EngineError[];
}

export type SessionChange =
  /** `fields` holds only what changes (empty: nothing to do); `seen` the same fields as they are now. */
  | { ok: true; fields: SessionFields; seen: SessionFields }
  | { ok: false; kind: 'form'; errors: FormError[] }
  /**
   * The change would break recorded hands (or the evening as a whole: `general`). `dealerFix`:
   * a corrected first dealer that only broke Vorhand games keeps every hand valid when their
   * declarers move to the new Vorhand — offered instead of a plain refusal.
   */
  | { ok: false; kind: 'hands'; hands: BrokenHand[]; general: EngineError[]; dealerFix?: DealerFix };

/** The same change with the Vorhand games' declarers moved along (see `followFirstDealer`). */
export interface DealerFix {
  fields: SessionFields;
  seen: SessionFields;
  hands: { index: number; expected: Hand; hand: Hand }[];
  moved: MovedDeclarer[];
}

/** The optional-rule switches of `preset` that produce exactly `overrides`, if there are such. */
function optionalFor(preset: PresetId, overrides: Record<string, unknown>): OptionalChoices | null {
  const offered = OPTIONAL_RULES[preset];
  const optional = defaultOptional(preset);
  const double = overrides.doubleRounds as { triggers?: unknown } | undefined;
  if (offered.doubleRounds && double && Array.isArray(double.triggers)) {
    optional.doubleRounds = true;
    optional.doubleTriggers = double.triggers as OptionalChoices['doubleTriggers'];
  }
  const kassa = overrides.pagatkassa as { contribution?: unknown } | undefined;
  if (offered.pagatkassa && kassa && typeof kassa.contribution === 'number') {
    optional.pagatkassa = true;
    optional.contribution = String(kassa.contribution);
  }
  if (overrides.vorfleck === true) optional.vorfleck = true;
  if (overrides.piccoloLostDouble === true) optional.piccoloLostDouble = true;
  const { overrides: again, errors } = optionalOverrides(preset, optional);
  return errors.length === 0 && sameJson(again, overrides) ? optional : null;
}

/** How the form shows an evening's rules: a preset with its optional rules, a saved rule set, or the evening's own. */
export function rulesChoiceOf(spec: RulesSpec, ruleSets: readonly StoredRuleSet[]): { rules: RulesChoice; optional: OptionalChoices } {
  const preset = typeof spec === 'string' ? spec : spec.preset;
  const overrides = typeof spec === 'string' ? {} : (spec.overrides ?? {});
  if (isPresetId(preset)) {
    const optional = optionalFor(preset, overrides);
    if (optional) return { rules: { kind: 'preset', preset }, optional };
    const saved = ruleSets.find((rs) => sameJson(specOf(rs.spec.preset, rs.spec.overrides ?? {}), specOf(preset, overrides)));
    if (saved) return { rules: { kind: 'custom', id: saved.id }, optional: defaultOptional(preset) };
  }
  return { rules: { kind: 'current', spec }, optional: isPresetId(preset) ? defaultOptional(preset) : defaultOptional('hausregeln') };
}

/** The new-evening form filled from the evening as it is. */
export function draftFromSession(session: Session, ruleSets: readonly StoredRuleSet[]): NewSessionDraft {
  const count = session.players.length === 5 ? 5 : 4;
  const { rules, optional } = rulesChoiceOf(session.rules, ruleSets);
  return {
    count,
    names: [...session.players, '', '', '', '', ''].slice(0, 5),
    firstDealer: session.firstDealer ?? 0,
    rules,
    optional,
    stake: String(session.stakeCents ?? DEFAULT_STAKE_CENTS),
    name: session.name ?? '',
    date: session.date ?? '',
  };
}

/** The rules the form's choice stands for, or null while the choice has a problem (e.g. a bad contribution). */
export function rulesSpecOf(draft: NewSessionDraft, ruleSets: readonly StoredRuleSet[]): RulesSpec | null {
  const choice = draft.rules;
  if (choice.kind === 'current') return choice.spec;
  if (choice.kind === 'custom') {
    const saved = ruleSets.find((rs) => rs.id === choice.id);
    return saved ? specOf(saved.spec.preset, saved.spec.overrides ?? {}) : null;
  }
  const { overrides, errors } = optionalOverrides(choice.preset, draft.optional);
  return errors.length > 0 ? null : specOf(choice.preset, overrides);
}

/** Two rule specs that settle every hand alike (e.g. a preset and the same preset with no overrides). */
function sameRules(a: RulesSpec, b: RulesSpec): boolean {
  if (sameJson(a, b)) return true;
  const ra = resolveRules(a);
  const rb = resolveRules(b);
  return ra.ok && rb.ok && sameJson(ra.value, rb.value);
}

/** Each editable field of `session` as it is now (undefined: absent). */
export function fieldsOf(session: Session, keys: readonly EditableField[]): SessionFields {
  const seen: Record<string, unknown> = {};
  for (const key of keys) seen[key] = session[key];
  return seen as SessionFields;
}

/**
 * What the corrected form changes in `session` (the evening as the form was filled from it),
 * or why it cannot change it. `current` is the evening as stored now (another tab may have
 * added hands since): the changed fields must leave every one of its hands valid. The number
 * of players is fixed once hands are recorded (every hand names its seats, rules.md §1).
 */
export function checkSessionChange(
  draft: NewSessionDraft,
  session: Session,
  ruleSets: readonly StoredRuleSet[],
  current: Session = session,
): SessionChange {
  const formErrors: FormError[] = [];
  if (current.hands.length > 0 && draft.count !== current.players.length) formErrors.push({ code: 'ERR_COUNT_LOCKED', field: 'count' });
  // An evening recorded without a date may stay without one.
  const keepNoDate = session.date === undefined && draft.date.trim() === '';
  const built = buildSession(keepNoDate ? { ...draft, date: '2000-01-01' } : draft, ruleSets);
  if (!built.ok) formErrors.push(...built.error);
  if (!built.ok || formErrors.length > 0) return { ok: false, kind: 'form', errors: formErrors };

  const next = built.value;
  const fields: Record<string, unknown> = {};
  if ((next.name ?? undefined) !== session.name) fields.name = next.name;
  if (!keepNoDate && next.date !== session.date) fields.date = next.date;
  if (!sameJson(next.players, session.players)) fields.players = next.players;
  if (!sameRules(next.rules, session.rules)) fields.rules = next.rules;
  if (next.stakeCents !== (session.stakeCents ?? DEFAULT_STAKE_CENTS)) fields.stakeCents = next.stakeCents;
  if (next.firstDealer !== (session.firstDealer ?? 0)) fields.firstDealer = next.firstDealer;

  const keys = Object.keys(fields) as EditableField[];
  const seen = fieldsOf(session, keys);
  if (keys.length === 0) return { ok: true, fields: {}, seen };

  const candidate: Record<string, unknown> = { ...current };
  for (const key of keys) {
    if (fields[key] === undefined) delete candidate[key];
    else candidate[key] = fields[key];
  }
  const parsed = parseSession(candidate);
  if (!parsed.ok) {
    const refusal = { ok: false as const, kind: 'hands' as const, ...groupByHand(parsed.error) };
    if (typeof fields.firstDealer !== 'number') return refusal;
    // Offer to keep each recorded hand valid: the Vorhand games' declarers follow the new Vorhand.
    const follow = followFirstDealer(current, fields.firstDealer);
    if (follow.moved.length === 0 || !parseSession({ ...candidate, hands: follow.hands }).ok) return refusal;
    const hands = follow.moved.map((m) => ({ index: m.index, expected: current.hands[m.index]!, hand: follow.hands[m.index]! }));
    return { ...refusal, dealerFix: { fields: fields as SessionFields, seen, hands, moved: follow.moved } };
  }
  return { ok: true, fields: fields as SessionFields, seen };
}

/** The engine's errors about an evening, grouped by hand (in playing order) and the rest. */
export function groupByHand(errors: readonly EngineError[]): { hands: BrokenHand[]; general: EngineError[] } {
  const byHand = new Map<number, EngineError[]>();
  const general: EngineError[] = [];
  for (const e of errors) {
    if (e.hand === null) general.push(e);
    else byHand.set(e.hand, [...(byHand.get(e.hand) ?? []), e]);
  }
  const hands = [...byHand.entries()].sort((a, b) => a[0] - b[0]).map(([index, list]) => ({ index, errors: list }));
  return { hands, general };
}
