/**
 * What the commands (`settle`, `standings`, `draw`, `season`, `results`) share: reading FILE
 * (or standard input for "-") relative to the directory the user ran the command in, the
 * BOM and empty-input rules, JSON parsing, the arguments `FILE [--json]` of `standings` and
 * `season`, and the failure contract — exit status 1, nothing on standard output, one line
 * per problem on standard error (at most MAX_ERROR_LINES, then a count), nothing from the
 * file echoed raw to the terminal, an unexpected throw one "internal error" line.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeTerminalText } from './terminal-text';

/** The outcome of one command run, as the process would report it. */
export interface CommandRun {
  status: 0 | 1;
  stdout: string;
  stderr: string;
}

/** Standard input as text, or a function that reads it (only called for "-"). */
export type StdinSource = string | (() => string);

export interface CommandOptions {
  /** Directory a relative FILE is resolved from (the user's working directory); default: this process's. */
  cwd?: string;
}

/** At most this many problem lines are printed; the rest are counted in one last line. */
export const MAX_ERROR_LINES = 1000;

/**
 * The directory the user ran the command in: `npm run` starts scripts in the
 * package's folder and keeps the caller's directory in INIT_CWD.
 */
export function userDirectory(env: NodeJS.ProcessEnv = process.env, fallback: string = process.cwd()): string {
  const init = env.INIT_CWD;
  return typeof init === 'string' && init !== '' ? init : fallback;
}

/** A failed run: the lines on standard error, escaped and capped. */
export function failure(lines: readonly string[]): CommandRun {
  const shown = (lines.length > MAX_ERROR_LINES ? lines.slice(0, MAX_ERROR_LINES) : lines).map(escapeTerminalText);
  if (lines.length > MAX_ERROR_LINES) shown.push(`file: ${lines.length - MAX_ERROR_LINES} more problems not shown`);
  return { status: 1, stdout: '', stderr: `${shown.join('\n')}\n` };
}

/** A successful run printing `stdout`. */
export function success(stdout: string): CommandRun {
  return { status: 0, stdout, stderr: '' };
}

/**
 * Reads FILE ("-" = standard input) and parses it as JSON: the value, or the failed run
 * with its "file: …" line.
 */
export function readJsonInput(source: string, stdin: StdinSource, cwd: string): { ok: true; value: unknown } | { ok: false; run: CommandRun } {
  let text: string;
  try {
    text = source === '-' ? (typeof stdin === 'function' ? stdin() : stdin) : readFileSync(resolve(cwd, source), 'utf8');
  } catch (e) {
    const what = source === '-' ? 'standard input' : JSON.stringify(source);
    return { ok: false, run: failure([`file: cannot read ${what}: ${readError(e)}`]) };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return { ok: false, run: failure(['file: not valid JSON: the input is empty']) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, run: failure([`file: not valid JSON: ${oneLine(e)}`]) };
  }
}

/** A command's run, never a throw: anything unexpected is one "file: internal error" line. */
export function guarded(run: () => CommandRun): CommandRun {
  try {
    return run();
  } catch (e) {
    return failure([`file: internal error: ${oneLine(e)}`]);
  }
}

/**
 * The arguments of a command that reads one FILE and may print JSON (`FILE [--json]`, or
 * --help): the file read and parsed with the flag, or the run that answers already (the
 * usage, or the "file: …" line of what is wrong).
 */
export function readFileAndJsonFlag(
  args: readonly string[], usage: string, stdin: StdinSource, cwd: string,
): { ok: true; value: unknown; json: boolean } | { ok: false; run: CommandRun } {
  if (args.includes('--help') || args.includes('-h')) return { ok: false, run: success(`${usage}\n`) };
  let json = false;
  const files: string[] = [];
  for (const arg of args) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('--')) return { ok: false, run: failure([`file: unknown option ${JSON.stringify(arg)} (${usage})`]) };
    else files.push(arg);
  }
  if (files.length !== 1) return { ok: false, run: failure([`file: expected exactly one FILE, got ${files.length} (${usage})`]) };
  const input = readJsonInput(files[0]!, stdin, cwd);
  return input.ok ? { ok: true, value: input.value, json } : input;
}

/** Why a file could not be read, in a few words. */
export function readError(e: unknown): string {
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
export function oneLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const first = message.split(/\r?\n|\u2028|\u2029/)[0] ?? '';
  return first.length > 200 ? `${first.slice(0, 200)}…` : first || 'unknown error';
}

/**
 * Runs a command as a process: writes its output and sets the exit status; never throws.
 * Standard input is read as UTF-8 text, or by `stdin` (the `results` command reads bytes).
 */
export function runAsProcess<S = StdinSource>(
  run: (args: readonly string[], stdin: S, options: CommandOptions) => CommandRun,
  stdin: S = (() => readFileSync(0, 'utf8')) as S,
): void {
  let status = 1;
  try {
    const result = run(process.argv.slice(2), stdin, { cwd: userDirectory() });
    if (result.stdout) process.stdout.write(result.stdout);
    if (result.stderr) process.stderr.write(result.stderr);
    status = result.status;
  } catch {
    process.stderr.write('file: internal error\n');
  }
  process.exitCode = status;
}
