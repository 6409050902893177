/**
 * The status line and the recovery of an online tournament, on the 390 px phone. The sync
 * server of the first test is this test's own child process (started, killed with SIGKILL and
 * started again here; each browser's `/sync/` is routed to it), so the test can take it away:
 * the status line says offline, server dead, server empty — and the desk repairs the server by
 * itself while the spectator's page follows, neither reloaded. The other test uses the server
 * Playwright starts: table codes shown on a second desk (and after a reload) keep the phones
 * logged in. (A desk killed right after joining: online-kill-join.mobile.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { handInDoc } from '../../src/domain/online/documents';
import { decodeTableLogin } from '../../src/state/online/table-phone';
import { basic, DIRECTOR, networkHandIn, OnlinePage } from './pages/online-page';
import { device, handInOf, importAndPutOnline, ownSyncPort, ownSyncServer, rename, tournamentFile } from './support/online-trust';
import { recordPerformance } from './support/perf-report';

/** This file's own sync server (the repair test's is at offset 1). */
const OWN_SYNC_PORT = ownSyncPort(0);

test('the status line says offline, server dead and server empty; the desk repairs an empty server and the spectator follows, neither reloaded', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const server = await ownSyncServer(OWN_SYNC_PORT);
  try {
    const t = tournamentFile(testInfo);
    const desk = await device(browser, baseURL!, server.url);
    const online = await importAndPutOnline(desk, t);
    const status = online.status();
    await expect(status).toHaveAttribute('data-sync-phase', 'online');
    await expect(status).toContainText('Online');
    await expect(status).toContainText('nichts wartet');
    await expect(status).toContainText('zuletzt synchronisiert');

    const spectator = await device(browser, baseURL!, server.url);
    await spectator.goto(`/#/live/${t.id}`);
    await expect(spectator.locator('[data-live-phase="live"]')).toBeVisible();
    const standings = spectator.getByRole('table', { name: 'Stand' });
    await expect(standings).toContainText('Anna Huber');

    await test.step('offline: four changes are four changes waiting, and the line never says Online', async () => {
      await desk.context().setOffline(true);
      await expect(status).toHaveAttribute('data-sync-phase', 'offline');
      await rename(desk, 'Anna Huber', 'Anna Huber-Berg');
      await rename(desk, 'Bernd Maier', 'Bernd Mayer');
      await rename(desk, 'Clara Berger', 'Clara Berger-Ried');
      await rename(desk, 'Dieter Gruber', 'Dieter Gruber-Linz');
      await expect(status).toHaveAttribute('data-sync-pending', '4');
      await expect(status).toContainText('Offline');
      await expect(status).toContainText('4 Änderungen warten');
      await expect(status).not.toContainText('nichts wartet');
      await desk.context().setOffline(false);
      await expect(status).toHaveAttribute('data-sync-phase', 'online');
      await expect(status).toHaveAttribute('data-sync-pending', '0');
      await expect(desk.getByRole('region', { name: 'Online' }).getByRole('alert')).toHaveCount(0);
      await expect(standings).toContainText('Bernd Mayer');
    });

    await test.step('the server dies: the desk says so, the spectator is no longer "Live"', async () => {
      // The moment the line stops saying "Online", taken inside the page (not by this test's polling).
      await status.evaluate((el) => {
        const w = window as unknown as { __notOnlineAt?: number };
        new MutationObserver((_, observer) => {
          if (el.getAttribute('data-sync-phase') === 'online') return;
          w.__notOnlineAt = Date.now();
          observer.disconnect();
        }).observe(el, { attributes: true, attributeFilter: ['data-sync-phase'] });
      });
      const killedAt = Date.now();
      await server.kill();
      await expect(status).toHaveAttribute('data-sync-phase', 'down');
      const notOnlineAt = await desk.evaluate(() => (window as unknown as { __notOnlineAt?: number }).__notOnlineAt ?? null);
      expect(notOnlineAt).not.toBeNull();
      // In the performance report, not asserted: how long the line said "Online" after the server died.
      recordPerformance({
        onlineStatus: {
          measuredAt: new Date().toISOString(),
          note: 'one desk on the 390 px phone; its own sync server killed with SIGKILL; the time until the status line no longer says "Online" (the server is asked every 5 s and at once when the replication changes its state)',
          serverDeadToNotOnlineMs: notOnlineAt! - killedAt,
        },
      });
      await expect(status).toContainText('Server antwortet nicht');
      await expect(spectator.locator('[data-live-phase="offline"]')).toBeVisible();
      await expect(spectator.getByText('● Live')).toHaveCount(0);
      // The standings it had stay on the page.
      await expect(standings).toContainText('Bernd Mayer');
    });

    await test.step('it comes back empty: the desk notices, repairs it by itself, and the spectator follows without a reload', async () => {
      await server.startEmpty();
      await expect(status).toHaveAttribute('data-sync-phase', /empty|syncing|online/);
      await expect(status).toHaveAttribute('data-sync-phase', 'online', { timeout: 30_000 });
      await expect(status).toHaveAttribute('data-sync-pending', '0');
      const docs = await fetch(`${server.url}/kb-t-${t.id}/_all_docs`, { headers: { authorization: basic(DIRECTOR) } });
      expect(docs.status).toBe(200);
      expect(JSON.stringify(await docs.json())).toContain('player:p2');
      await expect(spectator.locator('[data-live-phase="live"]')).toBeVisible({ timeout: 30_000 });
      // A change after the repair reaches the spectator, still without a reload.
      await rename(desk, 'Eva Wimmer', 'Eva Wimmer-Moser');
      await expect(standings).toContainText('Eva Wimmer-Moser');
      await expect(status).toHaveAttribute('data-sync-pending', '0');
    });
    await desk.screenshot({ path: testInfo.outputPath('status-line.png'), fullPage: true });
  } finally {
    await server.close();
  }
});

test('the table codes shown on a second desk, and again after a reload, keep every phone logged in; new codes only on request', async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const t = tournamentFile(testInfo);
  const a = await device(browser, baseURL!);
  const onlineA = await importAndPutOnline(a, t);
  await onlineA.setRoundOpen(1, true);
  await onlineA.section().getByRole('button', { name: 'Zugänge der Tische zeigen' }).click();
  const linkA = await onlineA.section().getByRole('link', { name: 'Online-Zugang Tisch 1' }).getAttribute('href');
  const login = decodeTableLogin(linkA!.split('/').pop()!)!;
  expect(login).not.toBeNull();

  // The second desk joins and shows the codes: the same login, the phone's still works.
  const b = await device(browser, baseURL!);
  const onlineB = new OnlinePage(b);
  await onlineB.join(t.id);
  await expect(onlineB.section().getByText('Runde 1: Tische können übers Netz abgeben.')).toBeVisible();
  await onlineB.section().getByRole('button', { name: 'Zugänge der Tische zeigen' }).click();
  await expect(onlineB.section().getByRole('link', { name: 'Online-Zugang Tisch 1' })).toHaveAttribute('href', linkA!);
  // The first desk reloads and shows them again: still the same.
  await a.reload();
  await onlineA.section().getByRole('button', { name: 'Zugänge der Tische zeigen' }).click();
  await expect(onlineA.section().getByRole('link', { name: 'Online-Zugang Tisch 1' })).toHaveAttribute('href', linkA!);
  const sent = await networkHandIn(request, { name: login.n, password: login.p }, handInDoc(handInOf(t.file, 1)));
  expect(sent.status).toBe(201);

  // New codes are a separate action, with a confirmation; then the old login stops working.
  await onlineA.section().getByRole('button', { name: 'Codes neu ausgeben …' }).click();
  const dialog = a.getByRole('dialog', { name: 'Codes neu ausgeben?' });
  await expect(dialog).toContainText('können dann nicht mehr übers Netz abgeben');
  await dialog.getByRole('button', { name: 'Neue Codes ausgeben' }).click();
  await expect(onlineA.section().getByText('Neue Codes ausgegeben: die bisherigen gelten nicht mehr.')).toBeVisible();
  await expect.poll(async () => onlineA.section().getByRole('link', { name: 'Online-Zugang Tisch 1' }).getAttribute('href')).not.toBe(linkA);
  await expect.poll(async () => (await networkHandIn(request, { name: login.n, password: login.p }, handInDoc(handInOf(t.file, 1)))).status).toBe(401);

  // The two codes a director shows look different and say whom they are for.
  await expect(onlineA.section().locator('[data-code-kind="spectators"]')).toContainText('Für Zuschauer');
  await expect(onlineA.section().locator('[data-code-kind="director"]')).toContainText('Nur Turnierleitung');
});

