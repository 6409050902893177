/**
 * The check of one table's result (tournament-format.md §2): inside a tournament file
 * (`parse-tournament.ts`) and on its own for a result entered, imported or handed in
 * (`validateTableResult`). Totals one per seat summing to 0, or hands valid under the
 * tournament's rules from the table's firstDealer; problems located as in the file.
 */
import type { EngineError, Result, ValidHand } from '../model';
import { add, isZero, ZERO } from '../rational';
import { resolveRules } from '../rules/resolve-rules';
import type { RuleSet } from '../rules/rule-set';
import { describe, has, isIsoDate, isObject, isPlainKey, quote } from '../validation/checks';
import { checkHand } from '../validation/validate-hand';
import { dealerSequence } from '../validation/validate-session';
import { findDrawnTable } from './drawn-table';
import type { TournamentError } from './errors';
import type { TableResult, TournamentFile } from './model';
import { exactFromTyped, formatForMessage, TOLERANCE } from './numbers';
import { collectProblems, ProblemSink } from './problem-sink';

export const RESULT_KEYS = ['hands', 'totals', 'note', 'receivedAt'] as const;
export const MAX_NOTE_LENGTH = 2000;
/** Hands one table's result may hold (a round is 16–20; this only bounds hostile files). */
export const MAX_RESULT_HANDS = 1000;
export interface Where {
  round?: number;
  table?: number;
  hand?: number;
  player?: number;
}

export class Sink extends ProblemSink<TournamentError> {
  constructor() {
    super((key) => ({ code: 'ERR_T_UNKNOWN_KEY', field: isPlainKey(key) ? key : '', message: `unknown key ${quote(key)} (not part of the tournament format)` }));
  }
  /** An engine error (rules, hand) under a tournament location. */
  engine(where: Where, e: EngineError): void {
    const out: TournamentError = { code: e.code, ...where, field: e.field === 'file' ? '' : e.field, message: e.message };
    if (e.hand !== null) out.hand = e.hand;
    if (e.params) out.params = e.params;
    this.errors.push(out);
  }
}
/**
 * Checks one result against a table of `size` seats; `resultField` names it in lines
 * ("result"). Returns the clean copy or null (problems added to the sink).
 */
export function checkResult(
  raw: unknown, size: number, firstDealer: number, rules: RuleSet | null, where: Where, resultField: string, sink: Sink,
): TableResult | null {
  const f = (field: string): string => `${resultField}: ${field}`;
  if (!isObject(raw)) {
    sink.add(where, 'ERR_T_TYPE', resultField, `must be { "hands": […] } or { "totals": […] }, got ${describe(raw)}`);
    return null;
  }
  const before = sink.errors.length;
  for (const key of Object.keys(raw)) {
    if (!(RESULT_KEYS as readonly string[]).includes(key)) {
      sink.add(where, 'ERR_T_UNKNOWN_KEY', isPlainKey(key) ? f(key) : resultField, `unknown key ${quote(key)} (not part of the tournament format)`, { key });
    }
  }
  const hasHands = has(raw, 'hands');
  const hasTotals = has(raw, 'totals');
  let result: TableResult | null = null;
  if (hasHands === hasTotals) {
    sink.add(where, 'ERR_T_RESULT_KIND', resultField, hasHands
      ? 'must have either "hands" or "totals", not both'
      : 'must have either "hands" (the table\'s hands) or "totals" (one number per seat), got neither');
  } else if (hasTotals) {
    const totals = raw.totals;
    if (!Array.isArray(totals)) sink.add(where, 'ERR_T_TYPE', f('totals'), `must be a list of one number per seat, got ${describe(totals)}`);
    else if (totals.length !== size) {
      sink.add(where, 'ERR_T_TOTALS_LENGTH', f('totals'), `must have ${size} numbers (one per seat), got ${totals.length}`, { expected: size, count: totals.length });
    } else {
      const list = totals as unknown[];
      let ok = true;
      list.forEach((x, seat) => {
        if (typeof x !== 'number' || exactFromTyped(x) === null) {
          ok = false;
          sink.add(where, 'ERR_T_TOTALS_VALUE', f(`totals: ${seat}`), `must be a number of points (at most 4 decimals, or a third written as a decimal), got ${describe(x)}`, { seat });
        }
      });
      if (ok) {
        const nums = list as number[];
        const floatSum = nums.reduce((s, x) => s + x, 0);
        let exact = ZERO;
        for (const x of nums) exact = add(exact, exactFromTyped(x)!);
        if (Math.abs(floatSum) > TOLERANCE || !isZero(exact)) {
          sink.add(where, 'ERR_T_TOTALS_SUM', f('totals'), `must sum to 0, got ${formatForMessage(floatSum)}`, { sum: formatForMessage(floatSum) });
        } else result = { totals: nums.map((x) => (x === 0 ? 0 : x)) };
      }
    }
  } else {
    const hands = raw.hands;
    if (!Array.isArray(hands)) sink.add(where, 'ERR_T_TYPE', f('hands'), `must be a list of hands, got ${describe(hands)}`);
    else if (hands.length > MAX_RESULT_HANDS) sink.add(where, 'ERR_T_TYPE', f('hands'), `must hold at most ${MAX_RESULT_HANDS} hands, got ${hands.length}`);
    else if (rules !== null) {
      const clean = checkHands(hands as unknown[], size, firstDealer, rules, where, sink);
      if (clean) result = { hands: clean };
    }
  }
  let note: string | undefined;
  if (has(raw, 'note')) {
    const v = raw.note;
    if (typeof v === 'string' && v.length <= MAX_NOTE_LENGTH) note = v;
    else sink.add(where, 'ERR_T_NOTE', f('note'), `must be text of at most ${MAX_NOTE_LENGTH} characters, got ${typeof v === 'string' ? `${v.length} characters` : describe(v)}`);
  }
  let receivedAt: string | undefined;
  if (has(raw, 'receivedAt')) {
    const v = raw.receivedAt;
    if (typeof v === 'string' && isIsoDate(v)) receivedAt = v;
    else sink.add(where, 'ERR_T_RECEIVED_AT', f('receivedAt'), `must be an ISO timestamp like "2026-11-27T21:40:00Z", got ${describe(v)}`);
  }
  if (sink.errors.length > before || result === null) return null;
  if (note !== undefined) result.note = note;
  if (receivedAt !== undefined) result.receivedAt = receivedAt;
  return result;
}

/** Every hand checked by the engine, the dealer rotation followed from `firstDealer`, worded as `settle` words it. */
function checkHands(list: readonly unknown[], size: number, firstDealer: number, rules: RuleSet, where: Where, sink: Sink): ValidHand[] | null {
  const dealers = dealerSequence(list, size, firstDealer);
  const clean: ValidHand[] = [];
  let ok = true;
  for (let i = 0; i < list.length; i++) {
    const { errors, hand } = checkHand(list[i], i, { rules, playerCount: size, dealer: dealers[i] ?? 0 });
    if (errors.length > 0) {
      ok = false;
      for (const e of errors) sink.engine(where, e);
    } else if (hand) clean.push(hand);
  }
  return ok ? clean : null;
}

/**
 * The checks of §2 for one table's result in a valid tournament (the app's result entry,
 * imported table sessions, hand-ins): the round and table must exist, totals one per seat
 * summing to 0, hands valid under the tournament's rules from the table's firstDealer.
 * Lines are located as in the file ("round 2: table 4: result: totals: …").
 */
export function validateTableResult(t: TournamentFile, round: number, table: number, result: unknown): Result<TableResult, TournamentError[]> {
  const sink = new Sink();
  return collectProblems(sink, () => {
    const found = findDrawnTable(t, { round, table });
    if (!found.ok) {
      if (found.mismatch.reason === 'round') sink.add({ round }, 'ERR_T_NO_SUCH_ROUND', '', `there is no round ${round} (the tournament has ${t.rounds.length})`, { round, rounds: t.rounds.length });
      else sink.add({ round, table }, 'ERR_T_NO_SUCH_TABLE', '', `there is no table ${table} in round ${round}`, { round, table });
      return null;
    }
    const draw = found.draw;
    const resolved = resolveRules(t.rules);
    if (!resolved.ok) {
      for (const e of resolved.error) sink.engine({}, { ...e, hand: null });
      return null;
    }
    return checkResult(result, draw.players.length, draw.firstDealer ?? 0, resolved.value, { round, table }, 'result', sink);
  }, { code: 'ERR_T_INTERNAL', round, table, field: 'result', message: 'could not be checked (unexpected content)' });
}
