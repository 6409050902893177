/**
 * Starts `server/sync-server.ts` as a process of its own, as `npm run sync-server` does, for the
 * tests that must see the process itself: that it never exits whatever a client sends, and that
 * it finds its data again after `kill -9`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SyncServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to standard error so far. */
  errors(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Stops it with a signal and waits for the end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function spawnSyncServer(opts: { port: number; dataDir: string; env?: Record<string, string> }): Promise<SyncServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/sync-server.ts'], {
    cwd: root,
    env: { ...process.env, SYNC_PORT: String(opts.port), SYNC_DATA_DIR: opts.dataDir, SYNC_HOST: '127.0.0.1', SYNC_EXPOSED: '', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${opts.port}`;
  const started = Date.now();
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the sync server ended at start: ${errors}`);
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`the sync server did not answer within a minute: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    errors: () => errors,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
