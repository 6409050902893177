// The browser tests drive Debian's Chromium (Playwright's own download is not used).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('Chromium is missing: installing Debian package "chromium" …');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
