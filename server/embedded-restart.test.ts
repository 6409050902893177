// The embedded sync server keeps its data and logins on disk: killed with SIGKILL in the middle of
// a round (after its writes were acknowledged) and started again on the same folder, it has the
// tournament, the hand-ins, the table logins and the published standings, and goes on serving.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseNames } from '../src/domain/online/databases';
import { fileToDocs } from '../src/domain/online/file-documents';
import { DESIGN_ID, type DesignDoc } from '../src/domain/online/design';
import { publishedStandings } from '../src/domain/online/published';
import { couch, issueTableLogins, provisionTournament, type Credential } from './provision';
import { handIn, sampleTournament } from './role-checks';
import { spawnSyncServer, type SyncServerProcess } from './spawn-sync-server';

const admin: Credential = { name: 'admin', password: 'restart-admin' };
const director: Credential = { name: 'kb-restart-director', password: 'restart-director-pw' };
const dataDir = mkdtempSync(join(tmpdir(), 'kb-restart-'));
const port = 15000 + Math.floor(Math.random() * 20000);
const env = { SYNC_ADMIN_PASSWORD: admin.password, SYNC_DIRECTOR: `${director.name}:${director.password}` };
let server: SyncServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded sync server after kill -9', () => {
  it('finds the tournament, hand-ins, table logins and published standings again', async () => {
    server = await spawnSyncServer({ port, dataDir, env });
    const id = 'restart-cup';
    const names = databaseNames(id);
    const t = sampleTournament(id);
    await provisionTournament(server.url, admin, id);
    const [table1, table2] = await issueTableLogins(server.url, admin, id, 1, [1, 2]);
    for (const doc of fileToDocs(t)) await couch(server.url, `/${names.director}/${encodeURIComponent(doc._id)}`, { method: 'PUT', auth: director, body: doc });
    const design = await couch<DesignDoc>(server.url, `/${names.handIns}/${DESIGN_ID}`, { auth: director });
    await couch(server.url, `/${names.handIns}/${DESIGN_ID}`, { method: 'PUT', auth: director, body: { ...design.body, settings: { ...design.body.settings, openRounds: [1] } } });
    const first = handIn(t, 1, 'vor dem Absturz');
    await couch(server.url, `/${names.handIns}/${encodeURIComponent(first._id)}`, { method: 'PUT', auth: table1!, body: first });
    const standings = publishedStandings(t, '2026-12-07T20:00:00.000Z');
    await couch(server.url, `/${names.published}/standings`, { method: 'PUT', auth: director, body: standings });

    await server.stop('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    server = await spawnSyncServer({ port, dataDir, env });

    const players = await couch<{ rows: { id: string }[] }>(server.url, `/${names.director}/_all_docs`, { auth: director });
    expect(players.body.rows.map((r) => r.id).filter((r) => !r.startsWith('_design/')).sort()).toEqual(fileToDocs(t).map((d) => d._id).sort());
    const stored = await couch<{ message: { note: string } }>(server.url, `/${names.handIns}/${encodeURIComponent(first._id)}`, { auth: director });
    expect(stored.body.message.note).toBe('vor dem Absturz');
    const open = await couch<DesignDoc>(server.url, `/${names.handIns}/${DESIGN_ID}`, { auth: director });
    expect(open.body.settings.openRounds).toEqual([1]);
    const published = await couch<{ name: string }>(server.url, `/${names.published}/standings`);
    expect(published.body.name).toBe(standings.name);
    // The table logins of the night still log in, and still hand in.
    const who = await couch<{ userCtx: { name: string; roles: string[] } }>(server.url, '/_session', { auth: table2! });
    expect(who.body.userCtx.name).toBe(table2!.name);
    const second = handIn(t, 2, 'nach dem Neustart');
    const put = await couch(server.url, `/${names.handIns}/${encodeURIComponent(second._id)}`, { method: 'PUT', auth: table2!, body: second });
    expect(put.status).toBe(201);
    expect(server.errors()).not.toMatch(/unexpected error/);
  }, 120_000);
});
