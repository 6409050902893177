/**
 * The `results` command, in-process (tournament-format.md §13): reads a CSV results list (a file,
 * or standard input for "-") as bytes — UTF-8, else Windows-1252 — and prints the results list of
 * §11 as JSON. Never throws: bad input is exit status 1, nothing on standard output, the CSV's own
 * problems as "line N: …" and every §11 problem of the list it makes as its §11 line.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { isIsoDate } from '../domain/validation/checks';
import { tournamentErrorLine } from '../domain/tournament/errors';
import { decodeCsvBytes } from '../domain/results/decode';
import { csvProblemLine, resultsListFromCsv, type ResultsCsvMeta } from '../domain/results/read-csv';
import { MAX_RESULTS_ID_LENGTH, MAX_RESULTS_NAME_LENGTH } from '../domain/results/model';
import { failure, guarded, readError, success, type CommandOptions, type CommandRun } from './cli-io';
import { safeJson } from './terminal-text';

export const RESULTS_USAGE = 'usage: npm run --silent results -- FILE.csv [--name NAME] [--date YYYY-MM-DD] [--id ID]   (FILE "-" reads standard input)';

/** The name of a list read from standard input (§13). */
export const STDIN_LIST_NAME = 'Ergebnisliste';

/** Standard input as bytes (or text), or a function that reads it (only called for "-"). */
export type ByteSource = Uint8Array | string | (() => Uint8Array | string);

export interface ResultsCommandOptions extends CommandOptions {
  /** The id when `--id` is not given; default a random UUID. */
  newId?: () => string;
}

const chars = (s: string): number => [...s].length;
const bytesOf = (v: Uint8Array | string): Uint8Array => (typeof v === 'string' ? new TextEncoder().encode(v) : v);

export function runResults(args: readonly string[], stdin: ByteSource = '', options: ResultsCommandOptions = {}): CommandRun {
  return guarded(() => runUnguarded(args, stdin, options));
}

/** The file name without its last extension (§13): "hrc.2025.csv" → "hrc.2025". */
export function listNameOfFile(path: string): string {
  const base = basename(path);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function runUnguarded(args: readonly string[], stdin: ByteSource, options: ResultsCommandOptions): CommandRun {
  if (args.includes('--help') || args.includes('-h')) return success(`${RESULTS_USAGE}\n`);
  const files: string[] = [];
  const given: { name?: string; date?: string; id?: string } = {};
  const problems: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const m = /^--(name|date|id)(?:=(.*))?$/s.exec(arg);
    if (m) {
      const key = m[1] as 'name' | 'date' | 'id';
      let value = m[2];
      if (value === undefined) {
        if (i + 1 >= args.length) {
          problems.push(`file: --${key}: needs a value (${RESULTS_USAGE})`);
          continue;
        }
        value = args[++i]!;
      }
      if (given[key] !== undefined) problems.push(`file: --${key}: given twice`);
      given[key] = value;
    } else if (arg.startsWith('--')) problems.push(`file: unknown option ${JSON.stringify(arg)} (${RESULTS_USAGE})`);
    else files.push(arg);
  }
  if (files.length !== 1) problems.push(`file: expected exactly one FILE, got ${files.length} (${RESULTS_USAGE})`);
  if (given.id !== undefined && (chars(given.id.trim()) < 1 || chars(given.id) > MAX_RESULTS_ID_LENGTH)) {
    problems.push(`file: --id: must be text of 1 to ${MAX_RESULTS_ID_LENGTH} characters`);
  }
  if (given.name !== undefined && (chars(given.name.trim()) < 1 || chars(given.name.trim()) > MAX_RESULTS_NAME_LENGTH)) {
    problems.push(`file: --name: must be text of 1 to ${MAX_RESULTS_NAME_LENGTH} characters`);
  }
  if (given.date !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(given.date) && isIsoDate(given.date))) {
    problems.push('file: --date: must be an ISO date like "2025-10-12"');
  }
  if (problems.length > 0) return failure(problems);

  const source = files[0]!;
  let bytes: Uint8Array;
  try {
    bytes = source === '-' ? bytesOf(typeof stdin === 'function' ? stdin() : stdin) : readFileSync(resolve(options.cwd ?? process.cwd(), source));
  } catch (e) {
    const what = source === '-' ? 'standard input' : JSON.stringify(source);
    return failure([`file: cannot read ${what}: ${readError(e)}`]);
  }
  const { text } = decodeCsvBytes(bytes);
  const meta: ResultsCsvMeta = {
    id: given.id ?? (options.newId ?? randomUUID)(),
    name: given.name !== undefined ? given.name.trim() : source === '-' ? STDIN_LIST_NAME : listNameOfFile(source),
  };
  if (given.date !== undefined) meta.date = given.date;
  const made = resultsListFromCsv(text, meta);
  if (!made.ok) return failure([...made.error.csvProblems.map(csvProblemLine), ...made.error.listProblems.map(tournamentErrorLine)]);
  return success(`${safeJson(made.value.list)}\n`);
}
