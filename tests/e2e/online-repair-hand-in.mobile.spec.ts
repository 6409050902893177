/**
 * A table phone hands in after the sync server came back empty and the desk repaired it by
 * itself (provisioned again, its data pushed, the round opened again, the tables' logins given
 * back): the phone, logged in before the crash, is not logged out, and its hand-in arrives
 * exactly once — one document on the server, one result on the desk, nothing waiting. A table
 * that handed in before the crash is counted once too (the desk gives its hand-in back to the
 * server and hears it again). The server is this file's own process on its own port.
 */
import { expect, test } from '@playwright/test';
import { handInDoc } from '../../src/domain/online/documents';
import { decodeTableLogin } from '../../src/state/online/table-phone';
import { basic, DIRECTOR } from './pages/online-page';
import { readStoredTournaments } from './pages/tournament-page';
import { device, handInOf, importAndPutOnline, ownSyncPort, ownSyncServer, tournamentFile } from './support/online-trust';

/** This file's own sync server (the status test's is at offset 0). */
const OWN_SYNC_PORT = ownSyncPort(1);

test('a table phone hands in after the server was emptied and repaired: the hand-in arrives exactly once', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const server = await ownSyncServer(OWN_SYNC_PORT);
  try {
    const t = tournamentFile(testInfo);
    const desk = await device(browser, baseURL!, server.url);
    const online = await importAndPutOnline(desk, t);
    await online.setRoundOpen(1, true);
    await online.section().getByRole('button', { name: 'Zugänge der Tische zeigen' }).click();
    const loginOf = async (table: number) => {
      const link = await online.section().getByRole('link', { name: `Online-Zugang Tisch ${table}` }).getAttribute('href');
      const l = decodeTableLogin(link!.split('/').pop()!)!;
      return { name: l.n, password: l.p };
    };
    const [table1, table2] = [await loginOf(1), await loginOf(2)];
    const put = (login: { name: string; password: string }, table: number) => {
      const doc = handInDoc(handInOf(t.file, table));
      return fetch(`${server.url}/kb-h-${t.id}/${encodeURIComponent(doc._id)}`, {
        method: 'PUT',
        headers: { authorization: basic(login), 'content-type': 'application/json' },
        body: JSON.stringify(doc),
      });
    };
    const resultOf = async (table: number) => (await readStoredTournaments(desk)).find((x) => x.id === t.id)?.rounds[0]?.tables[table - 1]?.result;

    // Table 2 hands in before the crash; the desk has it.
    expect((await put(table2, 2)).status).toBe(201);
    await expect.poll(async () => (await resultOf(2))?.hands?.length).toBe(16);

    // The server dies and comes back empty; the desk notices and repairs it by itself.
    await server.kill();
    await expect(online.status()).toHaveAttribute('data-sync-phase', 'down');
    await server.startEmpty();
    await expect(online.status()).toHaveAttribute('data-sync-phase', 'online', { timeout: 30_000 });
    await expect(online.status()).toHaveAttribute('data-sync-pending', '0');
    // The round is open again and the phone's login works again (given back by the desk).
    const design = async () => {
      const res = await fetch(`${server.url}/kb-h-${t.id}/_design/koenigsblock`, { headers: { authorization: basic(DIRECTOR) } });
      return res.ok ? ((await res.json()) as { settings?: { openRounds?: number[] } }).settings?.openRounds ?? [] : [];
    };
    await expect.poll(design, { timeout: 30_000 }).toEqual([1]);
    await expect.poll(async () => (await fetch(`${server.url}/_session`, { headers: { authorization: basic(table1) } })).status, { timeout: 30_000 }).toBe(200);

    // Table 1's phone hands in now, and once more (a phone that did not hear the answer sends again).
    expect((await put(table1, 1)).status).toBe(201);
    expect((await put(table1, 1)).status).toBe(409);
    await expect.poll(async () => (await resultOf(1))?.hands?.length).toBe(16);

    // Exactly once: one hand-in document per table on the server, one result each on the desk, nothing waiting.
    const handIns = async () => {
      const res = await fetch(`${server.url}/kb-h-${t.id}/_all_docs?include_docs=true`, { headers: { authorization: basic(DIRECTOR) } });
      const rows = ((await res.json()) as { rows: { doc: { kind?: string; table?: number } }[] }).rows;
      return rows.filter((r) => r.doc.kind === 'handin').map((r) => r.doc.table).sort();
    };
    await expect.poll(handIns).toEqual([1, 2]);
    await expect(online.status()).toHaveAttribute('data-sync-pending', '0');
    await expect(online.section().getByTestId('waiting-hand-in')).toHaveCount(0);
    const stored = (await readStoredTournaments(desk)).find((x) => x.id === t.id)!;
    expect(stored.rounds[0]!.tables.map((x) => x.result?.hands?.length)).toEqual([16, 16]);
    // The desk's result documents on the server (its push may still be on the way): one per
    // table, without conflicting revisions.
    const resultRows = async () => {
      const res = await fetch(`${server.url}/kb-t-${t.id}/_all_docs?include_docs=true&conflicts=true&startkey=%22result%3A%22&endkey=%22result%3A%EF%BF%B0%22`, { headers: { authorization: basic(DIRECTOR) } });
      return ((await res.json()) as { rows: { id: string; doc: { _conflicts?: string[] } }[] }).rows;
    };
    await expect.poll(async () => (await resultRows()).map((r) => r.id)).toEqual(['result:r01:t0001', 'result:r01:t0002']);
    expect((await resultRows()).flatMap((r) => r.doc._conflicts ?? [])).toEqual([]);
  } finally {
    await server.close();
  }
});
