/**
 * The online trust tests' shared pieces: a tournament file of two tables, a device (a browser
 * context at the phone's size, its /sync/ routed to another server when given), a desk that
 * imports the tournament and puts it online, a registration renamed, and a sync server of the
 * test's own that it can kill and start again empty.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { HandIn } from '../../../src/domain/tournament/model';
import { ruferWon } from '../../../src/testing/domain/hands';
import { TournamentPage } from '../pages/tournament-page';
import { DIRECTOR, OnlinePage } from '../pages/online-page';

const NAMES = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Eva Wimmer', 'Franz Bauer', 'Gerti Moser', 'Hans Pichler'];

export function tournamentFile(testInfo: TestInfo): { id: string; path: string; name: string; file: { id: string; rounds: { tables: { table: number; players: string[] }[] }[] } } {
  const id = crypto.randomUUID();
  const name = `Vertrauens-Cup ${id.slice(0, 4)}`;
  const ids = NAMES.map((_, i) => `p${i + 1}`);
  const file = {
    format: 'tarock-tournament', version: 1, id, name, date: '2026-12-07', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 },
    players: ids.map((pid, i) => ({ id: pid, name: NAMES[i]! })),
    rounds: [{ tables: [1, 2].map((k) => ({ table: k, players: ids.slice(4 * (k - 1), 4 * k), firstDealer: 0 })) }],
  };
  const path = testInfo.outputPath(`${id}.json`);
  writeFileSync(path, JSON.stringify(file));
  return { id, path, name, file };
}

export function handInOf(file: { id: string; rounds: { tables: { table: number; players: string[] }[] }[] }, table: number): HandIn {
  return {
    format: 'tarock-hand-in', version: 1, tournament: file.id, round: 1, table, players: file.rounds[0]!.tables[table - 1]!.players, firstDealer: 0,
    hands: Array.from({ length: 16 }, (_, i) => ruferWon(((i + 1) % 4) as 0 | 1 | 2 | 3, ((i + 3) % 4) as 0 | 1 | 2 | 3)),
  };
}

export async function device(browser: Browser, baseURL: string, ownServer?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT' });
  if (ownServer) {
    // The app's /sync/ goes to this test's own server.
    await context.route(`${baseURL}/sync/**`, (route) => route.continue({ url: route.request().url().replace(`${baseURL}/sync`, ownServer) }));
  }
  return context.newPage();
}

export async function importAndPutOnline(page: Page, t: { id: string; path: string; name: string }): Promise<OnlinePage> {
  const ui = new TournamentPage(page);
  await ui.gotoList();
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles(t.path);
  await expect(page.getByText(`„${t.name}“ importiert`)).toBeVisible();
  await ui.gotoTournament(t.id);
  const online = new OnlinePage(page);
  await online.connect();
  await online.putOnline();
  return online;
}

export async function rename(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Namen von ${from} ändern` }).click();
  const dialog = page.getByRole('dialog', { name: 'Namen ändern' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(to);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
}


/**
 * The port of a spec file's own sync server: `E2E_OWN_SYNC_PORT` (default: 1000 above the one
 * Playwright's sync server has) plus the file's own `offset`, so files may run side by side.
 */
export function ownSyncPort(offset: number): number {
  const base = process.env.E2E_OWN_SYNC_PORT ?? Number(process.env.SYNC_PORT ?? 5984) + 1000;
  return Number(base) + offset;
}

export interface OwnSyncServer {
  /** Where it answers (the same after a restart). */
  readonly url: string;
  /** SIGKILL (no shutdown), as a crash or a power cut; resolves when the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port with an empty data folder: a server that came back without its data. */
  startEmpty(): Promise<void>;
  /** Kills it and removes every data folder it had. */
  close(): Promise<void>;
}

/**
 * A sync server as a process of the test's own on `port`, its data in a fresh temporary folder;
 * the test can kill it and start it again empty. Call `close` in a `finally`.
 */
export async function ownSyncServer(port: number): Promise<OwnSyncServer> {
  const dirs: string[] = [];
  let running: { kill: () => Promise<void> } | undefined;
  const url = `http://127.0.0.1:${port}`;
  const start = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'koenigsblock-own-sync-'));
    dirs.push(dir);
    running = await startProcess(port, dir);
  };
  const kill = async () => {
    await running?.kill();
    running = undefined;
  };
  await start();
  return {
    url,
    kill,
    startEmpty: start,
    close: async () => {
      await kill();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

async function startProcess(port: number, dataDir: string): Promise<{ kill: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/sync-server.ts'], {
    env: { ...process.env, SYNC_PORT: String(port), SYNC_DIRECTOR: `${DIRECTOR.name}:${DIRECTOR.password}`, SYNC_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    // A start on a busy shared machine can take long; a process that ended says so in the failure.
    // Asked every 100 ms (a refused connection costs nothing): the default steps up to a second
    // apart, so the test went on up to a second after the server answered — twice per restart test.
    await expect
      .poll(async () => (child.exitCode !== null ? `ended with ${child.exitCode}` : fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0)), { timeout: 60_000, intervals: [100] })
      .toBe(200);
  } catch (e) {
    // Not answering (the port taken, a crash at start): no process is left behind.
    await kill();
    throw e;
  }
  return { kill };
}
