/**
 * Validation of one hand (session-format.md "Hand", rules.md §10). Two phases:
 * `parseHand` (`hand-parse.ts`) checks every field's own type and range and builds a clean copy
 * with only known keys; `checkRules` then checks the hand against the rule set
 * and the table (offered games and Prämien, seats that sit out, roles, Kontra,
 * consistency of result and points, Trischaken sums …), each family in its own module
 * (`hand-positive.ts`, `hand-negative.ts`, `hand-trischaken.ts`). A struck (`void`) hand
 * keeps whatever was recorded and gets only the first phase.
 * Errors are collected, never thrown; messages are the English text printed by
 * `settle` after "hand N: field: ".
 */
import type { EngineError, Hand, Seat, ValidHand } from '../model';
import { fromDecimal, add, isZero, ZERO, type Rational } from '../rational';
import { GAMES, isNegativeGame, isPositiveGame } from '../rules/games';
import type { RuleSet } from '../rules/rule-set';
import { tableSeats } from '../table';
import { describe, errorSink, get, isIntIn, isObject, normInt, type ErrorSink } from './checks';
import { checkNegative } from './hand-negative';
import { parseHand } from './hand-parse';
import { checkPositive } from './hand-positive';
import type { HandKey, Parsed, Table } from './hand-table';
import { checkTrischakenHand } from './hand-trischaken';

/** What a hand is checked against: the rules, the table size and the hand's effective dealer. */
export interface HandContext {
  rules: RuleSet;
  playerCount: number;
  /** The dealer by the rotation; an explicit, valid `dealer` in the hand takes precedence. */
  dealer: Seat;
}

/**
 * Validates one hand (for the live preview, for import, for every file) and returns every
 * problem found (empty when the hand is valid), and its clean copy (only known keys) when it is valid, branded
 * `ValidHand`. The one place that makes a `ValidHand`: every other door to one
 * (`parseSession`, `parseTournament`, `validateTableResult`, `checkHandIn`) comes through here.
 */
export function checkHand(raw: unknown, index: number, ctx: HandContext): { errors: EngineError[]; hand: ValidHand | null } {
  const sink = errorSink(index);
  try {
    const hand = checkHandInto(raw, ctx, sink);
    // The brand is a type only: the checked copy is the same object, with no field added.
    return { errors: sink.errors, hand: sink.errors.length === 0 && hand !== null ? (hand as ValidHand) : null };
  } catch {
    // Defensive: a bug in a check must still come out as an error, not as an exception.
    sink.add('ERR_INTERNAL', 'hand', 'could not be checked (unexpected content)');
    return { errors: sink.errors, hand: null };
  }
}

/** The effective dealer of a hand: its own valid `dealer`, else the rotation's. */
export function effectiveDealer(raw: unknown, rotationDealer: Seat, playerCount: number): Seat {
  return recordedDealer(raw, playerCount) ?? rotationDealer;
}

/** A hand's own valid `dealer`, if it records one. */
export function recordedDealer(raw: unknown, playerCount: number): Seat | undefined {
  if (isObject(raw)) {
    const d = get(raw, 'dealer');
    if (isIntIn(d, 0, playerCount - 1)) return normInt(d);
  }
  return undefined;
}

/** True for a `dissolveKassa` bookkeeping row (it takes no place in the dealer rotation). */
export function isDissolveRow(raw: unknown): boolean {
  return isObject(raw) && get(raw, 'dissolveKassa') === true;
}

function checkHandInto(raw: unknown, ctx: HandContext, sink: ErrorSink): Hand | null {
  if (!isObject(raw)) {
    sink.add('ERR_HAND_NOT_OBJECT', 'hand', `must be an object, got ${describe(raw)}`);
    return null;
  }
  const n = ctx.playerCount;
  const dealer = effectiveDealer(raw, ctx.dealer, n);
  const seats = tableSeats(n, dealer);
  const table: Table = { n, dealer, sittingOut: seats.sittingOut, vorhand: seats.vorhand, rules: ctx.rules };
  const parsed = parseHand(raw, table, sink);
  const { hand, present } = parsed;

  if (hand.dissolveKassa) {
    for (const key of present) {
      if (key !== 'dissolveKassa' && key !== 'note' && says(parsed, key) && !parsed.bad.has(key)) {
        sink.add('ERR_NOT_ALLOWED', key, 'a dissolveKassa row records only the dissolving of the Pagatkassa (and a note)');
      }
    }
    return hand;
  }
  if (hand.void) return hand; // struck: kept on record as entered, shapes checked above
  if (present.has('manual')) {
    for (const key of present) {
      if (!['manual', 'dealer', 'note', 'doubleStake'].includes(key) && says(parsed, key) && !parsed.bad.has(key)) {
        sink.add('ERR_NOT_ALLOWED', key, 'a manual hand records only explicit amounts (manual), dealer, doubleStake and a note');
      }
    }
    if (hand.manual) checkManual(hand.manual, table, sink);
    return hand;
  }
  checkRules(parsed, table, sink);
  return hand;
}

/**
 * Whether a field says something: `false` flags, `partner: null`, `kontra: 0` and
 * empty lists or objects are harmless where the field is not used. A field with a
 * type error counts as said (it was reported already).
 */
function says(p: Parsed, key: HandKey): boolean {
  if (!p.present.has(key)) return false;
  if (p.bad.has(key)) return true;
  const value: unknown = p.hand[key];
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  if (typeof value === 'number' && key === 'kontra') return value > 0;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Phase 2: the hand against the rules and the table

function checkManual(amounts: number[], t: Table, sink: ErrorSink): void {
  if (t.sittingOut !== null && amounts[t.sittingOut] !== 0) {
    sink.add('ERR_MANUAL_SITTING_OUT', `manual[${t.sittingOut}]`, `must be 0: seat ${t.sittingOut} deals and sits out this hand`, { seat: t.sittingOut });
  }
  let total: Rational = ZERO;
  for (const a of amounts) total = add(total, fromDecimal(a));
  if (!isZero(total)) {
    sink.add('ERR_MANUAL_SUM', 'manual', `amounts must add up to 0, they add up to ${String(total.n / total.d)}`);
  }
}

function checkRules(p: Parsed, t: Table, sink: ErrorSink): void {
  const { hand, present } = p;
  const rules = t.rules;
  const isSet = (key: HandKey): boolean => says(p, key) && !p.bad.has(key);

  if (hand.game === undefined) {
    if (!present.has('game')) sink.add('ERR_REQUIRED', 'game', 'is required (except in manual, void and dissolveKassa hands)');
    return;
  }
  const game = hand.game;
  const info = GAMES[game];
  if (!rules.games.includes(game)) {
    sink.add('ERR_GAME_NOT_OFFERED', 'game', `${game} is not offered by these rules`, { game });
  }

  // Seats that sit out this hand (5-table dealer).
  const active = (seat: Seat | undefined, field: string): boolean => {
    if (seat === undefined || seat !== t.sittingOut) return true;
    sink.add('ERR_SEAT_SITS_OUT', field, `seat ${seat} deals and sits out this hand`, { seat });
    return false;
  };
  if (hand.declarer !== undefined) active(hand.declarer, 'declarer');
  if (hand.partner !== undefined && hand.partner !== null) active(hand.partner, 'partner');
  if (hand.renonce) active(hand.renonce.by, 'renonce.by');

  const notAllowed = (key: HandKey, code: string, message: string): void => {
    if (isSet(key)) sink.add(code, key, message);
  };

  if (info.family === 'trischaken') {
    checkTrischakenHand(p, t, sink, notAllowed);
    return;
  }

  if (hand.declarer === undefined) {
    if (!present.has('declarer')) sink.add('ERR_REQUIRED', 'declarer', 'is required');
  } else if (info.vorhandOnly && hand.declarer !== t.vorhand) {
    sink.add('ERR_VORHAND_ONLY', 'declarer', `${game} is a Vorhand game: the declarer must be seat ${t.vorhand} (Vorhand)`, { game, vorhand: t.vorhand });
  }
  notAllowed('trischaken', 'ERR_NOT_ALLOWED', 'only a Trischaken hand has trischaken points and tricks');

  if (isNegativeGame(game)) {
    checkNegative(p, t, sink, active, notAllowed);
    return;
  }
  if (isPositiveGame(game)) checkPositive(p, t, sink, active, notAllowed);
}
