/**
 * The reference numbers: a session file goes through the public `settle`
 * command (session-format.md) in a child process: `node scripts/cli.mjs settle FILE`, what
 * `npm run settle -- FILE` runs (without npm's own start-up, a second or more on a busy machine).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SettlementOutput {
  format: 'tarock-settlement';
  version: 1;
  players: string[];
  hands: { index: number; dealer: number; multiplier: number; pending: number; deltas: number[]; cash: number[]; kassa: number; totals: number[] }[];
  totals: number[];
  cashTotals: number[];
  kassa: number;
  moneyCents: number[];
}

/** Runs the `settle` command on the session (any object, written as JSON) and parses its output. */
export async function settleWithCli(session: object, fileName = 'session.json'): Promise<SettlementOutput> {
  const dir = mkdtempSync(join(tmpdir(), 'kb-settle-'));
  const file = join(dir, fileName);
  writeFileSync(file, JSON.stringify(session, null, 2));
  try {
    const { stdout } = await run(process.execPath, [join('scripts', 'cli.mjs'), 'settle', file], { cwd: process.cwd(), maxBuffer: 32 * 1024 * 1024 });
    return JSON.parse(stdout) as SettlementOutput;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`settle failed for ${file}: ${err.stderr ?? err.message}`);
  }
}
