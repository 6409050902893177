/**
 * The `settle` command, in-process: reads a session file (or standard input for
 * "-"), validates it, settles it and renders the settlement JSON of
 * session-format.md. Never throws: every failure becomes exit status 1 with one
 * line per problem on standard error ("hand 3: partner: must not be the
 * declarer", "file: …") and nothing on standard output. Nothing a file holds
 * reaches the terminal raw (control and bidi characters are escaped), and a
 * relative FILE is read from the directory the command was run in.
 */
import type { Settlement } from '../domain/model';
import type { Rational } from '../domain/rational';
import { settleSession } from '../domain/settlement/settle-session';
import { errorLine } from '../domain/validation/error-line';
import { parseSession } from '../domain/validation/validate-session';
import { failure, guarded, oneLine, readJsonInput, type CommandOptions, type CommandRun, type StdinSource } from './cli-io';
import { safeJsonString } from './terminal-text';

export type SettleRun = CommandRun;
export type SettleOptions = CommandOptions;
export { MAX_ERROR_LINES, userDirectory, type StdinSource } from './cli-io';

const USAGE = 'usage: npm run --silent settle -- FILE   (FILE "-" reads standard input)';

export function runSettle(args: readonly string[], stdin: StdinSource = '', options: SettleOptions = {}): SettleRun {
  return guarded(() => runUnguarded(args, stdin, options.cwd ?? process.cwd()));
}

function runUnguarded(args: readonly string[], stdin: StdinSource, cwd: string): SettleRun {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    return { status: 0, stdout: `${USAGE}\n`, stderr: '' };
  }
  if (args.length !== 1) {
    return failure([`file: expected exactly one argument, got ${args.length} (${USAGE})`]);
  }
  const input = readJsonInput(args[0] ?? '', stdin, cwd);
  if (!input.ok) return input.run;
  const json = input.value;

  const parsed = parseSession(json);
  if (!parsed.ok) return failure(parsed.error.map(errorLine));

  let settlement: Settlement;
  try {
    settlement = settleSession(parsed.value.session, parsed.value.rules);
  } catch (e) {
    return failure([`file: could not settle the session: ${oneLine(e)}`]);
  }
  return { status: 0, stdout: renderSettlement(settlement), stderr: '' };
}

/** The settlement JSON of session-format.md, keys in the documented order, one hand per line. */
export function renderSettlement(s: Settlement): string {
  const list = (values: readonly (number | string)[]): string =>
    `[${values.map((v) => (typeof v === 'string' ? safeJsonString(v) : JSON.stringify(v))).join(', ')}]`;
  const nums = (values: readonly Rational[]): string => {
    let out = '[';
    for (let i = 0; i < values.length; i++) out += (i > 0 ? ', ' : '') + String(toJsonNumber(values[i] as Rational));
    return `${out}]`;
  };
  const hands = s.hands.map((h) =>
    `    { "index": ${h.index}, "dealer": ${h.dealer}, "multiplier": ${h.multiplier}, "pending": ${h.pending}, ` +
    `"deltas": ${nums(h.deltas)}, "cash": ${nums(h.cash)}, "kassa": ${toJsonNumber(h.kassa)}, "totals": ${nums(h.totals)} }`);
  return [
    '{',
    '  "format": "tarock-settlement", "version": 1,',
    `  "players": ${list(s.players)},`,
    hands.length === 0 ? '  "hands": [],' : `  "hands": [\n${hands.join(',\n')}\n  ],`,
    `  "totals": ${nums(s.totals)},`,
    `  "cashTotals": ${nums(s.cashTotals)},`,
    `  "kassa": ${toJsonNumber(s.kassa)},`,
    `  "moneyCents": ${list(s.moneyCents.map((c) => (c === 0 ? 0 : c)))}`,
    '}',
    '',
  ].join('\n');
}

/** A fraction as a JSON number (n/d); never -0. */
export function toJsonNumber(r: Rational): number {
  const x = r.n / r.d;
  return x === 0 ? 0 : x;
}
