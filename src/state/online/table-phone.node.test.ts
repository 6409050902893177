// @vitest-environment node
/**
 * The table phone's network hand-in against the embedded sync server: one request with the
 * table's login; the same hand-in again is "already there"; a closed round and a revoked
 * login are told apart; a phone without a login for the table is told to use the QR code.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../../../server/embedded';
import { couch, createDirector, issueTableLogins, provisionTournament, revokeTableLogins } from '../../../server/provision';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { makeHandIn } from '@/domain/tournament/hand-in';
import { DESIGN_ID, type DesignDoc } from '@/domain/online/design';
import { decodeTableLogin, encodeTableLogin, handInOverNetwork, saveTableLogin, tableLoginFor } from './table-phone';

const admin = { name: 'admin', password: 'phone-admin' };
let server: EmbeddedServer;

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

beforeAll(async () => {
  server = await startEmbeddedServer({ port: 15000 + Math.floor(Math.random() * 20000), admin });
  await createDirector(server.url, admin, { name: 'leitung', password: 'tarock' });
}, 30_000);
afterAll(async () => server?.close());
beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

async function setOpen(id: string, rounds: number[]) {
  const d = await couch<DesignDoc>(server.url, `/kb-h-${id}/${DESIGN_ID}`, { auth: admin });
  await couch(server.url, `/kb-h-${id}/${DESIGN_ID}`, { method: 'PUT', auth: admin, body: { ...d.body, settings: { ...d.body.settings, openRounds: rounds } } });
}

describe('a table phone hands in over the network', () => {
  it('keeps the login from the code, sends with one request, and knows the same hand-in again', async () => {
    const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
    await provisionTournament(server.url, admin, t.id);
    await setOpen(t.id, [1]);
    const [login] = await issueTableLogins(server.url, admin, t.id, 1, [1]);
    const code = encodeTableLogin({ s: server.url, t: t.id, r: 1, k: 1, n: login!.name, p: login!.password });
    expect(decodeTableLogin(code)).toEqual({ s: server.url, t: t.id, r: 1, k: 1, n: login!.name, p: login!.password });
    expect(decodeTableLogin('kaputt')).toBeNull();
    saveTableLogin(decodeTableLogin(code)!);
    expect(tableLoginFor(t.id, 1, 1)).not.toBeNull();
    expect(tableLoginFor(t.id, 1, 2)).toBeNull();

    const handIn = makeHandIn(buildTableSession(t, 1, 1, 16));
    expect(await handInOverNetwork(handIn)).toEqual({ ok: true, value: { kind: 'sent' } });
    expect(await handInOverNetwork(handIn)).toEqual({ ok: true, value: { kind: 'already-there' } });
    // Another table's hand-in: this phone has no login for it.
    expect(await handInOverNetwork(makeHandIn(buildTableSession(t, 1, 2, 16)))).toEqual({ ok: false, errors: [{ code: 'no-login' }] });
  }, 30_000);

  it('is told the round is closed, that its login was revoked, or that the server is unreachable', async () => {
    const t = { ...buildTournament({ players: 8, rounds: 1 }), id: crypto.randomUUID() };
    await provisionTournament(server.url, admin, t.id);
    const [l1, l2] = await issueTableLogins(server.url, admin, t.id, 1, [1, 2]);
    saveTableLogin({ s: server.url, t: t.id, r: 1, k: 1, n: l1!.name, p: l1!.password });
    saveTableLogin({ s: server.url, t: t.id, r: 1, k: 2, n: l2!.name, p: l2!.password });
    expect(await handInOverNetwork(makeHandIn(buildTableSession(t, 1, 1, 16)))).toEqual({ ok: false, errors: [{ code: 'round-closed' }] });
    await setOpen(t.id, [1]);
    await revokeTableLogins(server.url, admin, t.id, 1, [2]);
    expect(await handInOverNetwork(makeHandIn(buildTableSession(t, 1, 2, 16)))).toEqual({ ok: false, errors: [{ code: 'table-login' }] });
    saveTableLogin({ s: 'http://127.0.0.1:9', t: t.id, r: 1, k: 1, n: l1!.name, p: l1!.password });
    expect(await handInOverNetwork(makeHandIn(buildTableSession(t, 1, 1, 16)))).toEqual({ ok: false, errors: [{ code: 'unreachable' }] });
  }, 30_000);
});
