/**
 * The role checks, over HTTP against any CouchDB-protocol server: provisioning a throw-away
 * tournament, then every write the roles allow or refuse — interactively (`PUT`) and as
 * replication writes them (`_bulk_docs` with `new_edits: false`), including a replicated
 * EDIT, which must arrive (the npm stand-ins' trap). `npm run check:couchdb -- URL` runs them
 * against a real CouchDB; a unit test runs them against the embedded server.
 *
 * Written for CouchDB's own behaviour: a write to an existing document carries its `_rev` (CouchDB
 * answers a write without one `409` before it validates); where CouchDB takes a moment — a deleted
 * login authenticates for a few milliseconds (its auth cache), a design-document change (a round
 * opened or closed, a new validation function) reaches every node of a cluster within a couple of
 * seconds — a check asks again until the change shows, for at most `settleMs`; and every id it
 * makes is new (derived from a new hand-in), never a variation of an existing one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { databaseNames } from '../src/domain/online/databases';
import { decisionDoc, handInDoc, type HandInDoc } from '../src/domain/online/documents';
import { fileToDocs } from '../src/domain/online/file-documents';
import { DESIGN_ID, refusalCode, type DesignDoc } from '../src/domain/online/design';
import { publishedStandings } from '../src/domain/online/published';
import type { TournamentFile } from '../src/domain/tournament/model';
import { couch, createDirector, deleteUser, issueTableLogins, provisionTournament, removeTournament, revokeTableLogins, type Credential } from './provision';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export function sampleTournament(id: string): TournamentFile {
  const players = ['Anna Huber', 'Bernd Maier', 'Clara Berger', 'Dieter Gruber', 'Erika Wagner', 'Franz Pichler', 'Gerda Moser', 'Hans Steiner'].map((name, i) => ({ id: `p${i + 1}`, name }));
  return {
    format: 'tarock-tournament', version: 1, id, name: 'Prüfturnier', rules: 'tarockcup', plannedRounds: 3,
    handsPerRound: { '4': 16, '5': 20 }, players,
    rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 0 }, { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 1 }] }],
  };
}

export function handIn(t: TournamentFile, table: number, note: string): HandInDoc {
  const draw = t.rounds[0]!.tables[table - 1]!;
  return handInDoc({
    format: 'tarock-hand-in', version: 1, tournament: t.id, round: 1, table, players: draw.players, firstDealer: draw.firstDealer ?? 0,
    hands: [{ game: 'rufer', declarer: 1, partner: 2, result: 'won' }], note,
  });
}

const hex32 = () => randomBytes(16).toString('hex');

/** Asks `attempt` again (with a new try number) until `done` holds or `settleMs` passed; the last answer and how long it took. */
async function settle(attempt: (n: number) => Promise<string>, done: (answer: string) => boolean, settleMs: number): Promise<{ answer: string; tries: number; ms: number }> {
  const started = Date.now();
  for (let n = 1; ; n++) {
    const answer = await attempt(n);
    const ms = Date.now() - started;
    if (done(answer) || ms >= settleMs) return { answer, tries: n, ms };
    await new Promise((r) => setTimeout(r, Math.min(50 * n, 250)));
  }
}

/** Runs every check; never throws for a failed check (each is reported), cleans up what it made. */
export async function runRoleChecks(base: string, admin: Credential, opts: { settleMs?: number } = {}): Promise<CheckResult[]> {
  const settleMs = opts.settleMs ?? 5000;
  const results: CheckResult[] = [];
  const check = (name: string, ok: boolean, detail = '') => results.push({ name, ok, detail });
  const id = `check-${randomUUID()}`;
  const names = databaseNames(id);
  const director: Credential = { name: `kb-check-${randomBytes(4).toString('hex')}`, password: randomBytes(12).toString('base64url') };
  const t = sampleTournament(id);

  /** Status and refusal code of a write. */
  async function write<D extends { _id: string }>(db: string, doc: D, auth: Credential | null): Promise<string> {
    const r = await couch<{ reason?: string }>(base, `/${db}/${encodeURIComponent(doc._id)}`, { method: 'PUT', body: doc, auth, ok: [400, 401, 403, 409] });
    return r.status < 300 ? 'ok' : `${r.status}${refusalCode(r.body?.reason) ? ` ${refusalCode(r.body.reason)}` : ''}`;
  }
  /** Writes as replication does; returns the per-document answer ('ok' or the error). */
  async function replicate(db: string, doc: object, auth: Credential | null): Promise<string> {
    const r = await couch<unknown>(base, `/${db}/_bulk_docs`, { method: 'POST', body: { docs: [doc], new_edits: false }, auth, ok: [400, 401, 403] });
    if (r.status >= 300) return String(r.status);
    const row = Array.isArray(r.body) ? (r.body[0] as { error?: string; reason?: string } | undefined) : undefined;
    if (row?.error) return `${row.error}${refusalCode(row.reason) ? ` ${refusalCode(row.reason)}` : ''}`;
    return 'ok';
  }
  async function get<T>(db: string, docId: string, auth: Credential | null): Promise<{ status: number; body: T }> {
    return couch<T>(base, `/${db}/${encodeURIComponent(docId)}`, { auth, ok: [401, 403, 404] });
  }
  /** The document with the stored `_rev` when it exists (read as admin), as a real edit sends it. */
  async function withRev<D extends { _id: string }>(db: string, doc: D): Promise<D> {
    const stored = await get<{ _rev?: string }>(db, doc._id, admin);
    return stored.status === 200 && stored.body._rev ? { ...doc, _rev: stored.body._rev } : doc;
  }
  async function openRounds(rounds: number[]): Promise<string> {
    const d = await get<DesignDoc>(names.handIns, DESIGN_ID, director);
    return write(names.handIns, { ...d.body, settings: { ...d.body.settings, openRounds: rounds } }, director);
  }

  try {
    const root = await couch<{ couchdb?: string; version?: string }>(base, '/');
    check('GET / answers as CouchDB does', root.body.couchdb === 'Welcome', `version ${root.body.version}`);

    await provisionTournament(base, admin, id);
    await createDirector(base, admin, director);
    const [table1, table2] = await issueTableLogins(base, admin, id, 1, [1, 2]);
    check('provisioning creates the three databases, a director and table logins', true, Object.values(names).join(', '));

    // The director database.
    const docs = fileToDocs(t);
    const player = docs.find((d) => d._id === 'player:p2')!;
    check('a director writes the tournament', (await write(names.director, docs[0]!, director)) === 'ok');
    check('a director registers a player', (await write(names.director, player, director)) === 'ok');
    const stored = await get<{ _rev: string }>(names.director, player._id, director);
    check('a director edits a registration', (await write(names.director, { ...player, _rev: stored.body._rev, player: { id: 'p2', name: 'Bernd Mayer' } }, director)) === 'ok');
    {
      // CouchDB answers a login that is not a member with 403; the npm stand-in with 401.
      const w = await write(names.director, docs[1]!, table1!);
      const r = (await get(names.director, 'tournament', table1!)).status;
      check('a table cannot read or write the director database', /^40[13]/.test(w) && (r === 401 || r === 403), `write ${w}, read ${r}`);
    }
    check('anonymous cannot read the director database', (await get(names.director, 'tournament', null)).status === 401);
    check('a document for another tournament is refused', (await write(names.director, await withRev(names.director, { ...docs[2]!, tournament: 'other' }), director)) === '403 other-tournament');

    // A replicated edit must arrive (the trap of the npm stand-ins).
    const current = await get<{ _rev: string; _revisions: { start: number; ids: string[] } }>(names.director, player._id, director).then(() =>
      couch<{ _rev: string; _revisions: { start: number; ids: string[] } }>(base, `/${names.director}/${encodeURIComponent(player._id)}?revs=true`, { auth: director }),
    );
    const next = hex32();
    const edited = { ...player, _rev: `${current.body._revisions.start + 1}-${next}`, _revisions: { start: current.body._revisions.start + 1, ids: [next, ...current.body._revisions.ids] }, player: { id: 'p2', name: 'Bernd Maier-Offline' } };
    const replicated = await replicate(names.director, edited, director);
    const after = await get<{ _rev: string; player: { name: string } }>(names.director, player._id, director);
    check('an edit made offline arrives by replication (new revision stored, not dropped)', replicated === 'ok' && after.body._rev === edited._rev && after.body.player.name === 'Bernd Maier-Offline', `stored ${after.body._rev}, sent ${edited._rev}`);
    const forgedEdit = { ...edited, _rev: `${edited._revisions.start + 1}-${next}`, _revisions: { start: edited._revisions.start + 1, ids: [next, ...edited._revisions.ids] } };
    check('a table’s replicated edit of the director database is refused', (await replicate(names.director, forgedEdit, table1!)) !== 'ok');

    // Hand-ins.
    check('a director opens round 1 for network hand-ins', (await openRounds([1])) === 'ok');
    check('a table cannot open a round', (await (async () => {
      const d = await get<DesignDoc>(names.handIns, DESIGN_ID, director);
      return write(names.handIns, { ...d.body, settings: { ...d.body.settings, openRounds: [1, 2] } }, table1!);
    })()) !== 'ok');
    const own = handIn(t, 1, 'Tisch 1');
    {
      // On a cluster the opened round reaches every node within a moment: until then a node refuses.
      const r = await settle(() => write(names.handIns, own, table1!), (a) => a !== '403 round-closed', settleMs);
      check('a table hands in its own result of an open round', r.answer === 'ok', r.tries > 1 ? `accepted after ${r.tries} tries, ${r.ms} ms` : '');
    }
    {
      const again = await write(names.handIns, own, director);
      // As CouchDB: the document exists and no _rev was sent, so 409 before any validation.
      const revs = await couch<{ _rev: string }>(base, `/${names.handIns}/${encodeURIComponent(own._id)}`, { auth: director });
      check('the same hand-in again (the QR copy) changes nothing', again === '409' && revs.body._rev.startsWith('1-'), again);
    }
    const ownStored = await get<{ _rev: string }>(names.handIns, own._id, director);
    check('a hand-in cannot be changed afterwards', (await write(names.handIns, { ...own, _rev: ownStored.body._rev, message: { ...own.message, note: 'geändert' } }, table1!)) === '403 append-only');
    const other = handIn(t, 1, 'fremd');
    check('a table cannot hand in another table’s result', (await write(names.handIns, other, table2!)) === '403 other-table');
    const viaReplication = await replicate(names.handIns, { ...other, _rev: `1-${hex32()}` }, table2!);
    check('… nor by replication', viaReplication.startsWith('forbidden') && (await get(names.handIns, other._id, director)).status === 404, viaReplication);
    check('anonymous cannot hand in', (await write(names.handIns, handIn(t, 2, 'anonym'), null)).startsWith('401'));

    check('a director closes round 1', (await openRounds([])) === 'ok');
    {
      // On a cluster a hand-in sent right after the close may still be stored for a moment (each
      // probe is a new hand-in of the throw-away tournament); the app lets such a late one wait for
      // the director. Once the close has reached every node, a late hand-in is refused.
      const r = await settle((n) => write(names.handIns, handIn(t, 2, `Probe ${n}`), table2!), (a) => a === '403 round-closed', settleMs);
      check('the close takes effect (within the settle time)', r.answer === '403 round-closed', `${r.tries} tries, ${r.ms} ms`);
    }
    const late = handIn(t, 2, 'zu spät');
    check('a late network hand-in after the round is closed is refused', (await write(names.handIns, late, table2!)) === '403 round-closed');
    check('… and the director stores it from the QR code', (await write(names.handIns, late, director)) === 'ok');

    // The director's decision on a waiting hand-in: a document of the director database.
    const decision = decisionDoc(t.id, other._id, 1, 1, 'rejected', null);
    check('a director writes a decision on a network hand-in', (await write(names.director, decision, director)) === 'ok');
    const byTable = decisionDoc(t.id, handIn(t, 1, 'Entscheidung eines Tisches')._id, 1, 1, 'rejected', null);
    check('a table cannot write a decision', /^40[13]/.test(await write(names.director, byTable, table1!)));

    // A server provisioned by an older version (its validation function knows no decisions) is
    // repaired by provisioning again, as every director device asks when its sync starts.
    {
      await openRounds([2]);
      const designs = await Promise.all([names.director, names.handIns].map((db) => get<DesignDoc>(db, DESIGN_ID, admin)));
      for (const [i, db] of [names.director, names.handIns].entries()) {
        const d = designs[i]!.body;
        await couch(base, `/${db}/${DESIGN_ID}`, { method: 'PUT', auth: admin, body: { ...d, validate_doc_update: d.validate_doc_update.replace("'decision', ", '') } });
      }
      // A new decision per try (each for a new hand-in): on a cluster the changed function needs a moment.
      const stale = (n: number, note: string) => decisionDoc(t.id, handIn(t, 1, `${note} ${n}`)._id, 1, 1, 'rejected', null);
      const before = (await settle((n) => write(names.director, stale(n, 'veraltet'), director), (a) => a === '403 malformed', settleMs)).answer;
      await provisionTournament(base, admin, id);
      const after = (await settle((n) => write(names.director, stale(n, 'repariert'), director), (a) => a === 'ok', settleMs)).answer;
      const open = (await get<DesignDoc>(names.handIns, DESIGN_ID, director)).body.settings.openRounds;
      check('provisioning again repairs an outdated validation function and keeps the open rounds', before === '403 malformed' && after === 'ok' && open.join() === '2', `before ${before}, after ${after}, open ${open.join()}`);
      await openRounds([]);
    }

    // Published standings.
    const standings = publishedStandings(t, new Date().toISOString());
    check('a director publishes the standings', (await write(names.published, standings, director)) === 'ok');
    check('anyone reads them without a login', (await get(names.published, 'standings', null)).status === 200);
    check('anonymous cannot publish', (await write(names.published, await withRev(names.published, { ...standings, name: 'gefälscht' }), null)).startsWith('401'));
    check('a table cannot publish', (await write(names.published, { ...standings, _id: 'standings2' }, table1!)) === '403 director-only');

    await revokeTableLogins(base, admin, id, 1, [1]);
    {
      // CouchDB's auth cache lets a deleted login in for a few milliseconds more.
      const r = await settle(async () => String((await couch(base, '/_session', { auth: table1!, ok: [401] })).status), (a) => a === '401', settleMs);
      check('a revoked table login no longer logs in', r.answer === '401', r.tries > 1 ? `refused after ${r.ms} ms` : '');
    }
  } catch (e) {
    check('the checks ran to the end', false, e instanceof Error ? e.message : String(e));
  } finally {
    await removeTournament(base, admin, id).catch(() => undefined);
    await revokeTableLogins(base, admin, id, 1, [1, 2]).catch(() => undefined);
    await deleteUser(base, admin, director.name).catch(() => undefined);
  }
  return results;
}
