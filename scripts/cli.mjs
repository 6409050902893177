// Starts one of the commands (settle, standings, draw, season, results) from its compiled JavaScript:
//   node scripts/cli.mjs <command> [arguments…]
// The build lives in node_modules/.cache; it is (re)built first when it is missing or
// older than any source file, so a fresh clone, a pull or an edit never runs stale code.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = ['settle', 'standings', 'draw', 'season', 'results'];
const OUT_DIR = join(root, 'node_modules', '.cache', 'koenigsblock-cli');

const name = process.argv[2];
if (!COMMANDS.includes(name ?? '')) {
  process.stderr.write(`file: unknown command ${JSON.stringify(name ?? '')} (one of ${COMMANDS.join(', ')})\n`);
  process.exit(1);
}

const built = join(OUT_DIR, `${name}.mjs`);

/**
 * True when the build is missing or older than a file it was built from (the list the build
 * wrote beside it), package.json, or the build script. A new module can only come in through an
 * edited one, which is newer.
 */
function isStale() {
  try {
    const builtAt = statSync(built).mtimeMs;
    const sources = JSON.parse(readFileSync(join(OUT_DIR, `${name}.sources.json`), 'utf8'));
    const inputs = [...sources, 'package.json', 'scripts/build-cli.mjs'];
    return inputs.some((file) => statSync(join(root, file)).mtimeMs > builtAt);
  } catch {
    return true; // missing build, missing list or a source gone: build again
  }
}

if (isStale()) {
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
