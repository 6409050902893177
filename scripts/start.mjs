// `npm start` after the build: the embedded sync server (SYNC_PORT, default 5984) and the app's
// preview server (port 4173), which serves the sync server under the app's own origin at /sync/.
// Ctrl-C stops both; if one of them stops, so does the other.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'server/sync-server.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite', 'preview', '--port', '4173', '--strictPort'], { stdio: 'inherit', env: process.env }),
];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
