// `npm start` after the build: the embedded sync server (SYNC_PORT, default 5984; data in
// SYNC_DATA_DIR, default .sync-data/) and the app's preview server (port 4173, on this machine
// only unless HOST says otherwise — see start-plan.mjs), which serves the sync server under the
// app's own origin at /sync/. Ctrl-C stops both; if one of them stops, so does the other.
import { spawn } from 'node:child_process';
import { startPlan } from './start-plan.mjs';

const plan = startPlan(process.env);
if (plan.notice) console.log(`\n${plan.notice}\n`);
const children = [
  spawn('npx', ['tsx', 'server/sync-server.ts'], { stdio: 'inherit', env: plan.syncEnv }),
  spawn('npx', plan.previewArgs, { stdio: 'inherit', env: process.env }),
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
