// Where a real Apache CouchDB 3.5 was measured to answer differently from the npm stand-in, the
// embedded server answers as CouchDB: a write without `_rev` to an existing document is a
// `409 conflict` before the validation function runs (interactive and `_bulk_docs`), while a
// replicated write (`new_edits: false`) and a write with its `_rev` are still validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNames } from '../src/domain/online/databases';
import { fileToDocs } from '../src/domain/online/file-documents';
import { DESIGN_ID, refusalCode, type DesignDoc } from '../src/domain/online/design';
import { startEmbeddedServer, type EmbeddedServer } from './embedded';
import { couch, createDirector, issueTableLogins, provisionTournament, type Credential, type TableLogin } from './provision';
import { handIn, sampleTournament } from './role-checks';

const admin: Credential = { name: 'admin', password: 'parity-admin' };
const director: Credential = { name: 'kb-parity-director', password: 'parity-director-pw' };
const id = 'parity-cup';
const names = databaseNames(id);
const t = sampleTournament(id);
let server: EmbeddedServer;
let table1: TableLogin;

async function put<D extends { _id: string }>(db: string, doc: D, auth: Credential | null): Promise<string> {
  const r = await couch<{ error?: string; reason?: string }>(server.url, `/${db}/${encodeURIComponent(doc._id)}`, { method: 'PUT', body: doc, auth, ok: [400, 401, 403, 409] });
  return r.status < 300 ? 'ok' : `${r.status} ${refusalCode(r.body.reason) ?? r.body.error}`;
}

beforeAll(async () => {
  server = await startEmbeddedServer({ port: 15000 + Math.floor(Math.random() * 20000), admin });
  await provisionTournament(server.url, admin, id);
  await createDirector(server.url, admin, director);
  table1 = (await issueTableLogins(server.url, admin, id, 1, [1]))[0]!;
  for (const doc of fileToDocs(t)) await couch(server.url, `/${names.director}/${encodeURIComponent(doc._id)}`, { method: 'PUT', auth: director, body: doc });
  const design = await couch<DesignDoc>(server.url, `/${names.handIns}/${DESIGN_ID}`, { auth: director });
  await couch(server.url, `/${names.handIns}/${DESIGN_ID}`, { method: 'PUT', auth: director, body: { ...design.body, settings: { ...design.body.settings, openRounds: [1] } } });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the embedded server answers as Apache CouchDB where they were measured to differ', () => {
  it('answers 409 to a write without _rev to an existing document, before validating it', async () => {
    const own = handIn(t, 1, 'Paritaet');
    expect(await put(names.handIns, own, table1)).toBe('ok');
    // The same hand-in again (a phone retrying, the director's QR copy): 409, not 403 append-only.
    expect(await put(names.handIns, own, table1)).toBe('409 conflict');
    expect(await put(names.handIns, own, director)).toBe('409 conflict');
    // A document the validation function would refuse (another tournament): still 409 first.
    const player = fileToDocs(t).find((d) => d._id === 'player:p3')!;
    expect(await put(names.director, { ...player, tournament: 'other' }, director)).toBe('409 conflict');
  });

  it('validates a write that carries the _rev, as CouchDB does', async () => {
    const player = fileToDocs(t).find((d) => d._id === 'player:p3')!;
    const stored = await couch<{ _rev: string }>(server.url, `/${names.director}/player%3Ap3`, { auth: director });
    expect(await put(names.director, { ...player, _rev: stored.body._rev, tournament: 'other' }, director)).toBe('403 other-tournament');
    const own = handIn(t, 1, 'Paritaet');
    const h = await couch<{ _rev: string }>(server.url, `/${names.handIns}/${encodeURIComponent(own._id)}`, { auth: director });
    expect(await put(names.handIns, { ...own, _rev: h.body._rev, message: { ...own.message, note: 'geändert' } }, table1)).toBe('403 append-only');
  });

  it('answers conflict per document in _bulk_docs, and validates replicated writes', async () => {
    const player = fileToDocs(t).find((d) => d._id === 'player:p4')!;
    const bulk = await couch<{ error?: string }[]>(server.url, `/${names.director}/_bulk_docs`, { method: 'POST', auth: director, body: { docs: [{ ...player, tournament: 'other' }] } });
    expect(bulk.body[0]!.error).toBe('conflict');
    const replicated = await couch<{ error?: string; reason?: string }[]>(server.url, `/${names.director}/_bulk_docs`, {
      method: 'POST', auth: director, body: { new_edits: false, docs: [{ ...player, tournament: 'other', _rev: '9-0123456789abcdef0123456789abcdef', _revisions: { start: 9, ids: ['0123456789abcdef0123456789abcdef'] } }] },
    });
    expect(replicated.body[0]!.error).toBe('forbidden');
    expect(refusalCode(replicated.body[0]!.reason)).toBe('other-tournament');
  });

  it('lets a deleted document be written anew without _rev (validated as a new one)', async () => {
    const stored = await couch<{ _rev: string }>(server.url, `/${names.director}/player%3Ap5`, { auth: director });
    await couch(server.url, `/${names.director}/player%3Ap5?rev=${stored.body._rev}`, { method: 'DELETE', auth: director });
    const player = fileToDocs(t).find((d) => d._id === 'player:p5')!;
    expect(await put(names.director, { ...player, tournament: 'other' }, director)).toBe('403 other-tournament');
    expect(await put(names.director, player, director)).toBe('ok');
  });
});
