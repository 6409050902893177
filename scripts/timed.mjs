// Runs a command and prints how long it took and how busy the machine was, so a test run's time
// can be compared with another's: `node scripts/timed.mjs vitest run`.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/timed.mjs COMMAND [ARGS…]');
  process.exit(2);
}
const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ');
const loadBefore = load();
const started = performance.now();
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code, signal) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${[command, ...args].join(' ')}: ${seconds} s (load average 1/5/15 min: ${loadBefore} before, ${load()} after)`);
  process.exit(code ?? (signal ? 1 : 0));
});
