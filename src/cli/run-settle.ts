/**
 * The `settle` command, in-process: reads a session file (or standard input for
 * "-"), validates it, settles it and renders the settlement JSON of
 * session-format.md. Never throws: every failure becomes exit status 1 with one
 * line per problem on standard error ("hand 3: partner: must not be the
 * declarer", "file: …") and nothing on standard output. Nothing a file holds
 * reaches the terminal raw (control and bidi characters are escaped), and a
 * relative FILE is read from the directory the command was run in.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Settlement } from '../domain/model';
import type { Rational } from '../domain/rational';
import { settleSession } from '../domain/settlement/settle-session';
import { errorLine } from '../domain/validation/error-line';
import { parseSession } from '../domain/validation/validate-session';
import { escapeTerminalText, safeJsonString } from './terminal-text';

export interface SettleRun {
  status: 0 | 1;
  stdout: string;
  stderr: string;
}

/** Standard input as text, or a function that reads it (only called for "-"). */
export type StdinSource = string | (() => string);

/** At most this many problem lines are printed; the rest are counted in one last line. */
export const MAX_ERROR_LINES = 1000;

const USAGE = 'usage: npm run --silent settle -- FILE   (FILE "-" reads standard input)';

export interface SettleOptions {
  /** Directory a relative FILE is resolved from (the user's working directory); default: this process's. */
  cwd?: string;
}

/**
 * The directory the user ran the command in: `npm run` starts scripts in the
 * package's folder and keeps the caller's directory in INIT_CWD.
 */
export function userDirectory(env: NodeJS.ProcessEnv = process.env, fallback: string = process.cwd()): string {
  const init = env.INIT_CWD;
  return typeof init === 'string' && init !== '' ? init : fallback;
}

export function runSettle(args: readonly string[], stdin: StdinSource = '', options: SettleOptions = {}): SettleRun {
  try {
    return runUnguarded(args, stdin, options.cwd ?? process.cwd());
  } catch (e) {
    return failure([`file: internal error: ${oneLine(e)}`]);
  }
}

function runUnguarded(args: readonly string[], stdin: StdinSource, cwd: string): SettleRun {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    return { status: 0, stdout: `${USAGE}\n`, stderr: '' };
  }
  if (args.length !== 1) {
    return failure([`file: expected exactly one argument, got ${args.length} (${USAGE})`]);
  }
  const source = args[0] ?? '';
  let text: string;
  try {
    text = source === '-' ? (typeof stdin === 'function' ? stdin() : stdin) : readFileSync(resolve(cwd, source), 'utf8');
  } catch (e) {
    const what = source === '-' ? 'standard input' : JSON.stringify(source);
    return failure([`file: cannot read ${what}: ${readError(e)}`]);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return failure(['file: not valid JSON: the input is empty']);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return failure([`file: not valid JSON: ${oneLine(e)}`]);
  }

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

function failure(lines: string[]): SettleRun {
  const shown = (lines.length > MAX_ERROR_LINES ? lines.slice(0, MAX_ERROR_LINES) : lines).map(escapeTerminalText);
  if (lines.length > MAX_ERROR_LINES) shown.push(`file: ${lines.length - MAX_ERROR_LINES} more problems not shown`);
  return { status: 1, stdout: '', stderr: `${shown.join('\n')}\n` };
}

function readError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return code ? `unreadable (${code})` : oneLine(e);
  }
}

/** The first line of an error message, shortened; never a stack trace. */
function oneLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const first = message.split(/\r?\n|\u2028|\u2029/)[0] ?? '';
  return first.length > 200 ? `${first.slice(0, 200)}…` : first || 'unknown error';
}
