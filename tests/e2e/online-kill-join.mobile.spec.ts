/**
 * A desk killed within seconds of joining an online tournament (the browser ended with
 * SIGKILL, as a phone ends an app) still knows, started again on the same profile, that the
 * tournament is online, and syncs: the connection and the online mark are in IndexedDB with
 * the data, not in localStorage.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { TournamentPage } from './pages/tournament-page';
import { DIRECTOR, OnlinePage } from './pages/online-page';
import { launchKillable, type KillableBrowser } from './support/killable-browser';
import { device, importAndPutOnline, rename, tournamentFile } from './support/online-trust';

// The browser is ours and dies mid-test: a trace of it could not be closed.
test.use({ trace: 'off' });

let killable: KillableBrowser | null = null;
let profile = '';
test.afterEach(async () => {
  await killable?.kill();
  killable = null;
  // A killed browser's helper processes may still write into the profile for a moment: retry the
  // removal, and leave what is still being written to the system's cleaning of its temporary folder.
  try {
    if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 });
  } catch {
    // The profile is in the temporary folder.
  }
  profile = '';
});

test('a desk killed right after joining still knows it is online when it starts again', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const t = tournamentFile(testInfo);
  const a = await device(browser, baseURL!);
  await importAndPutOnline(a, t);

  profile = mkdtempSync(join(tmpdir(), 'koenigsblock-join-kill-'));
  killable = await launchKillable(profile);
  let b = await killable.newPage();
  await b.goto(`${baseURL}/#/online/join/${t.id}`);
  await b.getByRole('textbox', { name: 'Name (Turnierleitung)' }).fill(DIRECTOR.name);
  await b.getByLabel('Passwort').fill(DIRECTOR.password);
  await b.getByRole('button', { name: 'Beitreten' }).click();
  await expect(b.getByText('Beigetreten. Das Turnier ist auf diesem Gerät.')).toBeVisible();
  await killable.kill();

  killable = await launchKillable(profile);
  b = await killable.newPage();
  await b.goto(`${baseURL}/#/t/${t.id}`);
  const online = new OnlinePage(b);
  await expect(online.status()).toBeVisible();
  await expect(online.section().getByRole('button', { name: 'Turnier online stellen' })).toHaveCount(0);
  await expect(online.status()).toHaveAttribute('data-sync-phase', 'online');
  // A change made now reaches the other desk: the device syncs, not only says so.
  await rename(b, 'Franz Bauer', 'Franz Bauer-Wels');
  await expect(new TournamentPage(a).playersList().filter({ hasText: 'Franz Bauer-Wels' })).toBeVisible();
});
