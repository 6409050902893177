// Starts one of the commands (settle, standings, draw) from its compiled JavaScript:
//   node scripts/cli.mjs <command> [arguments…]
// The build lives in node_modules/.cache; it is (re)built first when it is missing or
// older than any source file, so a fresh clone, a pull or an edit never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = ['settle', 'standings', 'draw'];
const OUT_DIR = join(root, 'node_modules', '.cache', 'koenigsblock-cli');

const name = process.argv[2];
if (!COMMANDS.includes(name ?? '')) {
  process.stderr.write(`file: unknown command ${JSON.stringify(name ?? '')} (one of ${COMMANDS.join(', ')})\n`);
  process.exit(1);
}

/** Newest modification time of the sources a command is built from. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const built = join(OUT_DIR, `${name}.mjs`);
const sources = Math.max(newestSource(join(root, 'src')), statSync(join(root, 'package.json')).mtimeMs, statSync(fileURLToPath(new URL('./build-cli.mjs', import.meta.url))).mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  const { buildCli } = await import('./build-cli.mjs');
  try {
    await buildCli([name]);
  } catch (e) {
    process.stderr.write(`file: internal error: the ${name} command could not be built (${e instanceof Error ? e.message.split('\n')[0] : String(e)})\n`);
    process.exit(1);
  }
}

process.argv.splice(2, 1);
await import(pathToFileURL(built).href);
