// Builds the command-line tools (settle, standings, draw, season, results) from src/cli into plain JavaScript,
// so the commands start with node alone instead of a TypeScript loader. Run by `npm install`
// (the prepare script) and by scripts/cli.mjs whenever a source is newer than its build.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const COMMANDS = ['settle', 'standings', 'draw', 'season', 'results'];
export const OUT_DIR = join(root, 'node_modules', '.cache', 'koenigsblock-cli');

/** Bundles one command (or all) into OUT_DIR/<name>.mjs; written atomically. */
export async function buildCli(names = COMMANDS) {
  const { build } = await import('rolldown');
  mkdirSync(OUT_DIR, { recursive: true });
  for (const name of names) {
    const result = await build({
      input: join(root, 'src', 'cli', `${name}.ts`),
      platform: 'node',
      resolve: { alias: { '@': join(root, 'src') } },
      logLevel: 'silent',
      write: false,
      output: { format: 'esm', minify: true },
    });
    const chunk = result.output.find((o) => o.type === 'chunk' && o.isEntry);
    if (!chunk) throw new Error(`no output for ${name}`);
    // The sources it was built from, so the launcher checks only those for changes.
    const sources = chunk.moduleIds.filter((id) => id.startsWith(root) && !id.includes('node_modules')).map((id) => relative(root, id));
    writeAtomically(join(OUT_DIR, `${name}.sources.json`), JSON.stringify(sources));
    writeAtomically(join(OUT_DIR, `${name}.mjs`), chunk.code);
  }
}

function writeAtomically(target, text) {
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, target);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildCli().catch((e) => {
    process.stderr.write(`building the commands failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  });
}
