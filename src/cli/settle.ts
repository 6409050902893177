/**
 * `npm run --silent settle -- FILE` (or "-" for standard input): prints the
 * settlement of a session file as JSON (session-format.md, "The settle command").
 */
import { readFileSync } from 'node:fs';
import { runSettle, userDirectory } from './run-settle';

function main(): void {
  let status = 1;
  try {
    const result = runSettle(process.argv.slice(2), () => readFileSync(0, 'utf8'), { cwd: userDirectory() });
    if (result.stdout) process.stdout.write(result.stdout);
    if (result.stderr) process.stderr.write(result.stderr);
    status = result.status;
  } catch {
    process.stderr.write('file: internal error\n');
  }
  process.exitCode = status;
}

main();
