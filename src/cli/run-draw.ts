/**
 * The `draw` command, in-process (tournament-format.md §5): reads a tournament file,
 * draws the next round (random, minimising repeated pairs, or by standings) and prints
 * the whole file with that round appended, its tables without results. `--seed N`
 * makes a random draw reproducible. Refusals — an invalid file, every planned round
 * drawn, a count that cannot be seated, standings with results missing — are exit
 * status 1, nothing on standard output, one line on standard error.
 */
import { drawRound, parseTournament, seededRandom, tournamentErrorLine, type DrawMethod } from '../domain/index';
import { failure, guarded, readJsonInput, success, type CommandOptions, type CommandRun, type StdinSource } from './cli-io';
import { safeJsonString } from './terminal-text';

export const DRAW_USAGE = 'usage: npm run --silent draw -- FILE [--method random|standings] [--seed N]   (FILE "-" reads standard input)';

export interface DrawOptions extends CommandOptions {
  /** Seed used when no --seed is given (default: a fresh random one). */
  defaultSeed?: () => number;
}

export function runDraw(args: readonly string[], stdin: StdinSource = '', options: DrawOptions = {}): CommandRun {
  return guarded(() => runUnguarded(args, stdin, options));
}

function runUnguarded(args: readonly string[], stdin: StdinSource, options: DrawOptions): CommandRun {
  if (args.includes('--help') || args.includes('-h')) return success(`${DRAW_USAGE}\n`);
  let method: DrawMethod = 'random';
  let seed: number | null = null;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, null];
    if (flag === '--method' || flag === '--seed') {
      const value = inline ?? args[++i];
      if (value === undefined) return failure([`file: ${flag} needs a value (${DRAW_USAGE})`]);
      if (flag === '--method') {
        if (value !== 'random' && value !== 'standings') return failure([`file: --method must be random or standings, got ${JSON.stringify(value)}`]);
        method = value;
      } else {
        if (!/^-?\d{1,15}$/.test(value)) return failure([`file: --seed must be a whole number, got ${JSON.stringify(value)}`]);
        seed = Number(value);
      }
    } else if (arg.startsWith('--')) return failure([`file: unknown option ${JSON.stringify(arg)} (${DRAW_USAGE})`]);
    else files.push(arg);
  }
  if (files.length !== 1) return failure([`file: expected exactly one FILE, got ${files.length} (${DRAW_USAGE})`]);

  const input = readJsonInput(files[0]!, stdin, options.cwd ?? process.cwd());
  if (!input.ok) return input.run;
  const parsed = parseTournament(input.value);
  if (!parsed.ok) return failure(parsed.error.map(tournamentErrorLine));

  const random = seededRandom(seed ?? (options.defaultSeed ?? freshSeed)());
  const drawn = drawRound(parsed.value, method, random);
  if (!drawn.ok) return failure([`file: ${drawn.error.message}`]);
  const out = { ...parsed.value, rounds: [...parsed.value.rounds, drawn.value] };
  return success(terminalSafeJson(out));
}

function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/** Pretty JSON (two-space indent, final newline) with control and bidi characters in strings escaped. */
export function terminalSafeJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  // Re-escape every string literal; JSON.stringify leaves DEL, C1 and bidi controls raw.
  return `${text.replace(/"(?:[^"\\]|\\.)*"/g, (literal) => safeJsonString(JSON.parse(literal) as string))}\n`;
}
