// Builds the provisioning service (server/provision-server.ts) into one plain JavaScript file that
// runs with `node` alone (Node 20 or newer) — no TypeScript loader, no node_modules on the server:
// `npm run build:provision [-- OUT_FILE]`, default build/provision-server.mjs. deploy/ has its
// service unit.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT = join(root, 'build', 'provision-server.mjs');

/** Bundles the service into `out` (written atomically); returns the path. */
export async function buildProvision(out = DEFAULT_OUT) {
  const { build } = await import('rolldown');
  const result = await build({
    input: join(root, 'server', 'provision-server.ts'),
    platform: 'node',
    resolve: { alias: { '@': join(root, 'src') } },
    logLevel: 'silent',
    write: false,
    output: { format: 'esm', banner: '// Königsblock provisioning service (built by npm run build:provision). Node 20 or newer.' },
  });
  const chunk = result.output.find((o) => o.type === 'chunk' && o.isEntry);
  if (!chunk) throw new Error('no output for the provisioning service');
  const external = chunk.imports.filter((i) => !i.startsWith('node:'));
  if (external.length) throw new Error(`the provisioning service would need packages at run time: ${external.join(', ')}`);
  mkdirSync(dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  writeFileSync(temp, chunk.code);
  renameSync(temp, out);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUT;
  buildProvision(target).then(
    (out) => console.log(`Built ${out} — start it with: node ${out}`),
    (e) => {
      process.stderr.write(`building the provisioning service failed: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
