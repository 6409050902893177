/**
 * A browser that can be killed like a phone kills an app: Debian's Chromium started as our
 * own child process on a profile directory of its own, driven over the DevTools protocol,
 * and ended with SIGKILL (no shutdown, no flushing of anything still in memory). Started
 * again on the same profile it finds only what had reached the disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

export interface KillableBrowser {
  process: ChildProcess;
  browser: Browser;
  context: BrowserContext;
  /** A new tab at the phone's size (390 × 844). */
  newPage: () => Promise<Page>;
  /** SIGKILL to the browser process, then waits until it is gone. */
  kill: () => Promise<void>;
}

export async function launchKillable(profileDir: string): Promise<KillableBrowser> {
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profileDir}`, '--remote-debugging-port=0', '--window-size=390,844', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        child.stderr?.off('data', onData);
        // Keep draining the pipe so the browser never blocks on a full stderr.
        child.stderr?.resume();
        resolve(match[1]!);
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the browser ended before it listened (exit ${code}): ${output.slice(-500)}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0]!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    browser,
    context,
    newPage: async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      return page;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
