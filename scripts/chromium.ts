/**
 * Debian's Chromium as every headless run here starts it: the browser tests, the
 * camera tests' second browser and Lighthouse. One list, so a flag that a run on
 * a busy or offline machine needs is added once.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
