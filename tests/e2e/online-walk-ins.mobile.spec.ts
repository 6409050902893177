/**
 * Two desks register a walk-in at the same moment, on the 390 px phone: online (two browser
 * contexts on one tournament, the two taps sent together) and offline (both desks without a
 * network, each registers, then both come back). Both walk-ins are kept as two players on both
 * desks and on the server, no desk is shown a conflict, and the server keeps no conflicting
 * revision. Each test has its own tournament, so the file may run beside others against the
 * same sync server.
 */
import { expect, test, type Page } from '@playwright/test';
import { basic, DIRECTOR, OnlinePage } from './pages/online-page';
import { readStoredTournaments, TournamentPage } from './pages/tournament-page';
import { device, importAndPutOnline, tournamentFile } from './support/online-trust';

async function twoDesks(browser: Parameters<typeof device>[0], baseURL: string, testInfo: Parameters<typeof tournamentFile>[0]) {
  const t = tournamentFile(testInfo);
  const a = await device(browser, baseURL);
  const onlineA = await importAndPutOnline(a, t);
  const b = await device(browser, baseURL);
  const onlineB = new OnlinePage(b);
  await onlineB.join(t.id);
  await expect(new TournamentPage(b).heading(t.name)).toBeVisible();
  await expect(onlineA.status()).toHaveAttribute('data-sync-phase', 'online');
  await expect(onlineB.status()).toHaveAttribute('data-sync-phase', 'online');
  return { t, a, b, onlineA, onlineB };
}

const playersOn = async (page: Page, id: string) => (await readStoredTournaments(page)).find((x) => x.id === id)?.players ?? [];

/** The server's registrations of the tournament, and the documents that still have conflicting revisions. */
async function serverState(baseURL: string, id: string): Promise<{ names: string[]; conflicted: string[] }> {
  const res = await fetch(`${baseURL}/sync/kb-t-${id}/_all_docs?include_docs=true&conflicts=true`, { headers: { authorization: basic(DIRECTOR) } });
  expect(res.status).toBe(200);
  const rows = ((await res.json()) as { rows: { id: string; doc: { kind?: string; player?: { name: string }; _conflicts?: string[] } }[] }).rows;
  return {
    names: rows.filter((r) => r.doc.kind === 'player').map((r) => r.doc.player!.name).sort(),
    conflicted: rows.filter((r) => (r.doc._conflicts ?? []).length > 0).map((r) => r.id),
  };
}

async function expectBothKept(pages: Page[], baseURL: string, id: string, names: [string, string]): Promise<void> {
  for (const page of pages) {
    const desk = new TournamentPage(page);
    for (const name of names) await expect(desk.playersList().filter({ hasText: name })).toBeVisible();
    await expect.poll(async () => (await playersOn(page, id)).length).toBe(10);
    const players = await playersOn(page, id);
    // Two players with two ids, not one id with a hidden second version.
    const ids = names.map((n) => players.find((p) => p.name === n)?.id);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBeDefined();
    expect(ids[0]).not.toBe(ids[1]);
    const online = new OnlinePage(page);
    await expect(online.status()).toHaveAttribute('data-sync-pending', '0');
    await expect(online.section().getByRole('heading', { name: 'Widersprüche zwischen Geräten' })).toHaveCount(0);
  }
  await expect.poll(async () => (await serverState(baseURL, id)).names.filter((n) => names.includes(n))).toEqual([...names].sort());
  expect((await serverState(baseURL, id)).conflicted).toEqual([]);
}

test('two desks online register a walk-in at the same moment: two players on both desks and the server, no conflict', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { t, a, b } = await twoDesks(browser, baseURL!, testInfo);
  const deskA = new TournamentPage(a);
  const deskB = new TournamentPage(b);
  await deskA.addOne('Ida Wolf');
  await deskB.addOne('Jakob Rauch');
  // Both taps at once: each desk takes the next player number for its walk-in.
  await Promise.all([deskA.submitOne(), deskB.submitOne()]);
  await expectBothKept([a, b], baseURL!, t.id, ['Ida Wolf', 'Jakob Rauch']);
});

test('two desks offline each register a walk-in, then both come back: two players on both desks and the server, no conflict', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { t, a, b, onlineA, onlineB } = await twoDesks(browser, baseURL!, testInfo);
  await a.context().setOffline(true);
  await b.context().setOffline(true);
  await expect(onlineA.status()).toHaveAttribute('data-sync-phase', 'offline');
  await expect(onlineB.status()).toHaveAttribute('data-sync-phase', 'offline');
  const deskA = new TournamentPage(a);
  const deskB = new TournamentPage(b);
  await deskA.addOne('Karin Lang');
  await deskA.submitOne();
  await deskB.addOne('Leo Steiner');
  await deskB.submitOne();
  await expect(onlineA.status()).toHaveAttribute('data-sync-pending', /[1-9]/);
  await expect(onlineB.status()).toHaveAttribute('data-sync-pending', /[1-9]/);
  // Each desk took the same next number for its walk-in while apart.
  const [onA, onB] = [await playersOn(a, t.id), await playersOn(b, t.id)];
  const idA = onA.find((p) => p.name === 'Karin Lang')!.id;
  const idB = onB.find((p) => p.name === 'Leo Steiner')!.id;
  expect(idA.split('-')[0]).toBe(idB.split('-')[0]);
  await Promise.all([a.context().setOffline(false), b.context().setOffline(false)]);
  await expectBothKept([a, b], baseURL!, t.id, ['Karin Lang', 'Leo Steiner']);
});
