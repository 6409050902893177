/**
 * The reference standings of a season file: the public `season` command (tournament-format.md §10)
 * in a child process, `node scripts/cli.mjs season FILE --json`, what `npm run season -- FILE --json`
 * runs, without npm's own start-up (seconds on a busy machine, for each comparison).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The command's JSON output for the season file at `path`, parsed. */
export function seasonCommandJson(path: string): unknown {
  const out = execFileSync(process.execPath, [join('scripts', 'cli.mjs'), 'season', path, '--json'], { cwd: process.cwd(), encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return JSON.parse(out);
}
