// Installs npm dependencies when they are missing or older than the lockfile.
// `npm ci` cannot be used: the registry lacks some optional platform packages.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (npm install) …');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
