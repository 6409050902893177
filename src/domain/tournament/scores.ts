/**
 * Round scores (tournament-format.md §1 "The round score"): a player's Schrift at their
 * table — the sum of their deltas over the table's hands as `settle` computes them under
 * the tournament's rules from the table's firstDealer, or their entry of typed totals.
 * No table or no result yet: null. Works on a validated file (`parseTournament`).
 */
import type { CheckedSession } from '../model';
import { rat, type Rational } from '../rational';
import { resolveRules } from '../rules/resolve-rules';
import type { RuleSet } from '../rules/rule-set';
import { compileRules, type CompiledRules } from '../settlement/compile-rules';
import { settleTotals } from '../settlement/settle-session';
import type { PlayerId, TableDraw, TableResult, TournamentFile } from './model';
import { exactFromTyped } from './numbers';

// Settling is cached per result object: the standings are recomputed after every result,
// and an unchanged result is the same object (results are replaced, never mutated).
const settledCache = new WeakMap<object, { rules: string; scores: Rational[] }>();

/** The session a table's hands result stands for (ids as names: they are unique); its hands were checked with the result. */
export function tableSession(t: Pick<TournamentFile, 'rules' | 'name'>, table: Pick<TableDraw, 'players' | 'firstDealer'>, result: Extract<TableResult, { hands: unknown }>): CheckedSession {
  return {
    format: 'tarock-session',
    version: 1,
    name: t.name,
    players: table.players.slice(),
    rules: t.rules,
    firstDealer: table.firstDealer ?? 0,
    hands: result.hands,
  };
}

/** The scores per seat of one result (exact), or throws for a result that did not pass validation. */
export function resultScores(t: Pick<TournamentFile, 'rules' | 'name'>, table: Pick<TableDraw, 'players' | 'firstDealer'>, result: TableResult, rules?: RuleSet): Rational[] {
  if ('totals' in result) return typedScores(result.totals);
  const resolved = rules ?? resolvedRules(t);
  return settledScores(t, table, result, resolved, compileRules(resolved), JSON.stringify(t.rules));
}

function typedScores(totals: readonly number[]): Rational[] {
  return totals.map((x) => {
    const r = exactFromTyped(x);
    if (r === null) throw new RangeError(`tournament: total ${x} is not a usable number`);
    return r;
  });
}

/** A hands result's scores under rules resolved and compiled once for all tables of a round (`rulesKey`: the tournament's rules as JSON). */
function settledScores(
  t: Pick<TournamentFile, 'rules' | 'name'>,
  table: Pick<TableDraw, 'players' | 'firstDealer'>,
  result: Extract<TableResult, { hands: unknown }>,
  rules: RuleSet,
  compiled: CompiledRules,
  rulesKey: string,
): Rational[] {
  const key = `${rulesKey}|${table.firstDealer ?? 0}|${table.players.length}`;
  const cached = settledCache.get(result);
  if (cached && cached.rules === key) return cached.scores;
  // Only the totals: the rows, explanations and money of a full settlement are not needed here.
  const totals = settleTotals(tableSession(t, table, result), rules, compiled);
  const scores = totals.map((x) => (x.n === 0 ? rat(0) : x));
  settledCache.set(result, { rules: key, scores });
  return scores;
}

const rulesCache = new WeakMap<object, RuleSet>();

function resolvedRules(t: Pick<TournamentFile, 'rules'>): RuleSet {
  if (typeof t.rules === 'object' && t.rules !== null) {
    const hit = rulesCache.get(t.rules);
    if (hit) return hit;
  }
  const r = resolveRules(t.rules);
  if (!r.ok) throw new RangeError(`tournament: invalid rules (${r.error[0]?.message ?? ''})`);
  if (typeof t.rules === 'object' && t.rules !== null) rulesCache.set(t.rules, r.value);
  return r.value;
}

/** One table's scores per seat (in the order of its `players`), or null without a result or without such a table. */
export function tableScores(t: TournamentFile, round: number, table: number): Rational[] | null {
  const draw = t.rounds[round - 1]?.tables.find((x) => x.table === table);
  if (!draw?.result) return null;
  return resultScores(t, draw, draw.result);
}

/** Every player's score in round `roundNo` (1-based): a Rational, or null without a table or a result. */
export function roundScores(t: TournamentFile, roundNo: number): Map<PlayerId, Rational | null> {
  const out = new Map<PlayerId, Rational | null>();
  for (const p of t.players) out.set(p.id, null);
  const round = t.rounds[roundNo - 1];
  if (!round) return out;
  let settling: { rules: RuleSet; compiled: CompiledRules; key: string } | null = null;
  for (const draw of round.tables) {
    const result = draw.result;
    if (!result) continue;
    let scores: Rational[];
    if ('totals' in result) scores = typedScores(result.totals);
    else {
      if (!settling) {
        const rules = resolvedRules(t);
        settling = { rules, compiled: compileRules(rules), key: JSON.stringify(t.rules) };
      }
      scores = settledScores(t, draw, result, settling.rules, settling.compiled, settling.key);
    }
    draw.players.forEach((id, seat) => out.set(id, scores[seat] ?? null));
  }
  return out;
}

/** True when every table of the round has its result. */
export function isRoundComplete(t: TournamentFile, roundNo: number): boolean {
  const round = t.rounds[roundNo - 1];
  return round !== undefined && round.tables.every((x) => x.result !== undefined);
}

/** Tables of a round still without a result (their numbers, ascending). */
export function missingTables(t: TournamentFile, roundNo: number): number[] {
  const round = t.rounds[roundNo - 1];
  if (!round) return [];
  return round.tables.filter((x) => !x.result).map((x) => x.table).sort((a, b) => a - b);
}
