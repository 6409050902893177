/**
 * One tournament online on one director device: the device's stored tournament (Dexie, the
 * screens' one door) kept equal to the tournament's director database, both ways, through a
 * local PouchDB replica that replicates live with the server; hand-ins arriving over the
 * network checked and stored exactly like scanned ones; the standings published for
 * spectators. Everything goes through one queue, so a change made here and one arriving from
 * another desk are applied one after the other, never interleaved.
 *
 * The merge is three-way per document: `base` is the file as last agreed between the device
 * and its replica. A local change writes only the documents that changed since `base`; a
 * remote change is applied after the local ones went into the replica; so an edit on one desk
 * never reverts an edit of another desk to another document. Two desks editing the same
 * document make a CouchDB conflict: the same content is cleared by itself, different content
 * is shown (`conflicts`) and never silently overwritten.
 */
import { parseTournament } from '@/domain/tournament/parse-tournament';
import type { TournamentFile } from '@/domain/tournament/model';
import { canonicalJson } from '@/domain/canonical-json';
import {
  databaseNames,
  decisionChoices,
  decisionConflict,
  decisionDoc,
  docChanges,
  docContent,
  docsToFile,
  documentConflict,
  fileToDocs,
  handInDocId,
  stillWaiting,
  type DecisionDoc,
  type DirectorDoc,
  type HandInDoc,
  type ResultDoc,
  type Verdict,
  type WaitingHandIn,
  STANDINGS_ID,
} from '@/domain/online/documents';
import type { TableResult } from '@/domain/tournament/model';
import { resultFingerprint } from '@/domain/tournament/result-fingerprint';
import type { Hand } from '@/domain/model';
import { DESIGN_ID, type DesignDoc } from '@/domain/online/design';
import { clockSkewMs, publishedStandings } from '@/domain/online/published';
import { onlineErrorCode, type OnlineErrorCode } from './errors';
import type { PouchDatabase, PouchDoc, PouchStatic, Replication } from './pouch-types';
import { doneNothing, refused, type StoreResult } from '../result';
import { resolvePublishedConflicts } from './published-conflicts';

export interface Login {
  name: string;
  password: string;
}

/** What the sync needs from the device's own store (the state layer binds it to Dexie). */
export interface LocalTournament {
  read(): Promise<TournamentFile | undefined>;
  /** Stores a file that came from the other devices (already checked as a whole). */
  write(file: TournamentFile): Promise<void>;
  /** A hand-in from the network: the same check and store as a scanned one. */
  handIn(message: unknown, docId: string): Promise<HandInResult>;
  /**
   * The director took a waiting hand-in over: the same check, and it replaces the table's
   * stored result (which stays in the table's history).
   */
  accept(message: unknown, docId: string): Promise<HandInResult>;
}

export type HandInResult =
  | { kind: 'accepted' | 'unchanged' | 'replaced' }
  /** The table has another result, or the hand-in other hands than planned (`hand-count`); `fingerprint` is the hand-in's. */
  | { kind: 'needs-confirmation'; fingerprint: string; why?: 'hand-count' }
  | { kind: 'refused'; reason: string };

export interface ConflictInfo {
  id: string;
  round?: number;
  table?: number;
  /** A decision on a network hand-in that two desks took differently: the versions to choose from. */
  decision?: { handIn: string; choices: { verdict: Verdict; fingerprint: string }[] };
}

/** A decision done, or refused with why (a hand-in check's code, `not-found`, `changed`). */
export type DecideResult = StoreResult<null, { code: string }>;

export interface SyncStatus {
  /** `active`: replicating now; `idle`: everything sent and received; `offline`: no server reached. */
  phase: 'connecting' | 'active' | 'idle' | 'offline' | 'error';
  lastSyncedAt: string | null;
  /** Changes made on this device that the server does not have yet. */
  pending: number;
  error: OnlineErrorCode | null;
  conflicts: ConflictInfo[];
  /** Hand-ins from the network that wait for the director (a different result for a table, or refused). */
  handIns: WaitingHandIn[];
  /** The server's clock minus this device's, when they differ by more than a few minutes. */
  clockSkewMs: number;
  /** The rounds open for network hand-ins, as last heard from the server (any desk may change them). */
  openRounds?: number[];
}

export interface TournamentSyncOptions {
  PouchDB: PouchStatic;
  tournamentId: string;
  /** The sync server's base URL (e.g. `https://cup.example.org/sync`). */
  server: string;
  login: Login;
  local: LocalTournament;
  /** Prefix of the local replicas' names (tests give each device its own). */
  localPrefix?: string;
  /** PouchDB adapter of the local replicas: `indexeddb` in the browser, `memory` in tests. */
  localAdapter: string;
  now?: () => Date;
  onStatus?: (status: SyncStatus) => void;
}

const BASE_ID = '_local/kb-base';
const HANDINS_SEEN_ID = '_local/kb-handins-seen';
const UNSENT_ID = '_local/kb-unsent';

export class TournamentSync {
  readonly names: ReturnType<typeof databaseNames>;
  private readonly local: PouchDatabase;
  private readonly localHandIns: PouchDatabase;
  private readonly remote: PouchDatabase;
  private readonly remoteHandIns: PouchDatabase;
  private readonly remotePublished: PouchDatabase;
  private replications: Pick<Replication, 'cancel'>[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private base: TournamentFile | null = null;
  private stopped = false;
  /** Documents written on this device that the server has not confirmed yet (id → revision). */
  private unsent = new Map<string, string>();
  private publishedJson = '';
  private publishedRev: string | undefined;
  status: SyncStatus = { phase: 'connecting', lastSyncedAt: null, pending: 0, error: null, conflicts: [], handIns: [], clockSkewMs: 0 };

  constructor(private readonly opts: TournamentSyncOptions) {
    const { PouchDB, tournamentId, server, login } = opts;
    this.names = databaseNames(tournamentId);
    const prefix = opts.localPrefix ?? '';
    this.local = new PouchDB(prefix + this.names.director, { adapter: opts.localAdapter });
    this.localHandIns = new PouchDB(prefix + this.names.handIns, { adapter: opts.localAdapter });
    const auth = { adapter: 'http', auth: { username: login.name, password: login.password }, skip_setup: true };
    const base = server.replace(/\/+$/, '');
    this.remote = new PouchDB(`${base}/${this.names.director}`, auth);
    this.remoteHandIns = new PouchDB(`${base}/${this.names.handIns}`, auth);
    this.remotePublished = new PouchDB(`${base}/${this.names.published}`, auth);
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    this.opts.onStatus?.(this.status);
  }

  /** Runs `task` after every earlier one. */
  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Starts: the device's file into the replica, then live replication both ways. */
  async start(): Promise<void> {
    const stored = await this.local.get<{ file: TournamentFile }>(BASE_ID).catch(() => null);
    this.base = stored?.file ?? null;
    const unsent = await this.local.get<{ docs: Record<string, string> }>(UNSENT_ID).catch(() => null);
    this.unsent = new Map(Object.entries(unsent?.docs ?? {}));
    // What waited for the director before a reload or a crash waits still.
    const seen = await this.localHandIns.get<{ waiting?: WaitingHandIn[] }>(HANDINS_SEEN_ID).catch(() => null);
    if (seen?.waiting?.length) this.setStatus({ handIns: seen.waiting });
    await this.localChanged();
    this.startReplication();
  }

  /** Replication restarted now (after `online`, `visibilitychange`, or the "sync now" tap). */
  syncNow(): void {
    if (this.stopped) return;
    for (const r of this.replications) r.cancel();
    this.replications = [];
    this.startReplication();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.replications) r.cancel();
    this.replications = [];
    await this.queue;
  }

  private startReplication(): void {
    this.setStatus({ phase: 'connecting' });
    const director = this.opts.PouchDB.sync(this.local, this.remote, { live: true, retry: true, back_off_function: backOff });
    director
      .on('change', (info) => {
        if (info.direction === 'pull') void this.enqueue(() => this.applyRemote());
        if (info.direction === 'push') {
          for (const d of info.change?.docs ?? []) if (this.unsent.get(d._id) === d._rev) this.unsent.delete(d._id);
          void this.enqueue(() => this.saveUnsent());
        }
      })
      .on('active', () => this.setStatus({ phase: 'active', error: null }))
      .on('paused', (err) => {
        if (err) this.setStatus({ phase: 'offline', error: onlineErrorCode(err) });
        else {
          // Both directions caught up: the server has everything this device wrote.
          this.unsent.clear();
          this.setStatus({ phase: 'idle', error: null, lastSyncedAt: this.now().toISOString() });
          void this.enqueue(() => this.saveUnsent());
          void this.enqueue(() => this.publish());
        }
      })
      .on('denied', (err) => this.setStatus({ error: onlineErrorCode(err) }))
      .on('error', (err) => this.setStatus({ phase: 'error', error: onlineErrorCode(err) }));
    // Hand-ins: pulled from the tables, pushed when this desk scanned one by QR code.
    const handIns = this.opts.PouchDB.sync(this.localHandIns, this.remoteHandIns, { live: true, retry: true, back_off_function: backOff });
    handIns
      .on('change', (info) => {
        if (info.direction !== 'pull') return;
        // Another desk opened or closed a round: the design document's settings say which.
        const design = (info.change?.docs ?? []).find((d) => d._id === DESIGN_ID) as unknown as DesignDoc | undefined;
        if (design?.settings) this.setStatus({ openRounds: [...design.settings.openRounds] });
        void this.enqueue(() => this.processHandIns());
      })
      .on('error', (err) => this.setStatus({ phase: 'error', error: onlineErrorCode(err) }));
    // The hand-ins' changes feed with the documents in its answer: a table's hand-in is stored
    // (and the standings published) as soon as the answer arrives, without waiting for the
    // replication's further requests for the same document. The replication stays the safety net.
    const arriving = this.remoteHandIns.changes({ since: 'now', live: true, include_docs: true });
    arriving.on('change', (c) => {
      if (!c.id.startsWith('handin:') || c.deleted || !c.doc) return;
      const doc = c.doc;
      void this.enqueue(async () => {
        await this.localHandIns.bulkDocs([doc], { new_edits: false });
        await this.processHandIns();
      }).catch(() => undefined);
    });
    // Without the network the replication reports it and retries; "sync now" starts this feed again.
    arriving.on('error', () => undefined);
    this.replications = [director, handIns, arriving];
    void this.checkClock();
  }

  /** The device's file changed (a registration, a draw, a result…): its changed documents go to the replica. */
  localChanged(): Promise<void> {
    return this.enqueue(() => this.pushLocal());
  }

  private async pushLocal(): Promise<void> {
    const file = await this.opts.local.read();
    if (!file) return;
    const before = this.base ? fileToDocs(this.base) : [];
    const after = fileToDocs(file);
    const { put, remove } = docChanges(before, after);
    if (put.length === 0 && remove.length === 0 && this.base) return;
    const current = await this.local.allDocs({});
    const revs = new Map(current.rows.map((r) => [r.id, r.value.rev]));
    const writes: PouchDoc[] = [
      ...(this.base ? put : after).map((d) => withRev(d, revs.get(d._id))),
      ...remove.filter((id) => revs.has(id)).map((id) => ({ _id: id, _rev: revs.get(id)!, _deleted: true })),
    ];
    // A document whose content the replica already has (written by another desk) needs no write.
    const existing = await this.readDirectorDocs();
    const same = new Map(existing.map((d) => [d._id, canonicalJson(docContent(d))]));
    const needed = writes.filter((w) => w._deleted || same.get(w._id) !== canonicalJson(docContent(w)));
    if (needed.length > 0) await this.written(await this.local.bulkDocs(needed));
    await this.saveBase(file);
  }

  private async readDirectorDocs(): Promise<PouchDoc[]> {
    const all = await this.local.allDocs({ include_docs: true, conflicts: true });
    return all.rows.map((r) => r.doc!).filter((d) => d && !d._id.startsWith('_design/'));
  }

  private async saveBase(file: TournamentFile): Promise<void> {
    this.base = file;
    const old = await this.local.get(BASE_ID).catch(() => null);
    await this.local.put({ _id: BASE_ID, ...(old?._rev ? { _rev: old._rev } : {}), file });
  }

  /** Documents from other devices arrived: local changes first, then the merged file into the device. */
  private async applyRemote(): Promise<void> {
    await this.pushLocal();
    const docs = await this.readDirectorDocs();
    await this.resolveConflicts(docs);
    const merged = docsToFile(docs);
    if (!merged.ok) {
      this.setStatus({ error: merged.error.code === 'ERR_ONLINE_OTHER_TOURNAMENT' ? 'other-tournament' : 'malformed' });
      return;
    }
    const checked = parseTournament(merged.value);
    if (!checked.ok) {
      this.setStatus({ error: 'invalid-merge' });
      return;
    }
    const current = await this.opts.local.read();
    if (!current || canonicalJson(current) !== canonicalJson(checked.value)) await this.opts.local.write(checked.value);
    await this.saveBase(checked.value);
    await this.processHandIns();
    await this.refreshWaiting(docs, checked.value);
  }

  /** Conflicting revisions: the same content is cleared; different content is listed for the director. */
  private async resolveConflicts(docs: PouchDoc[]): Promise<void> {
    const conflicts: ConflictInfo[] = [];
    for (const doc of docs) {
      if (!doc._conflicts?.length) continue;
      const others = await Promise.all(doc._conflicts.map((rev) => this.local.get(doc._id, { rev })));
      const agreed = doc.kind === 'result'
        ? decisionConflict(doc as unknown as ResultDoc, others as unknown as ResultDoc[]).kind === 'agreed'
        : documentConflict(doc as unknown as DirectorDoc, others as unknown as DirectorDoc[]) === 'agreed';
      if (agreed) {
        await this.written(await this.local.bulkDocs(others.map((o) => ({ _id: o._id, _rev: o._rev!, _deleted: true }))));
      } else {
        const info: ConflictInfo = { id: doc._id };
        if (typeof doc.round === 'number') info.round = doc.round;
        if (typeof doc.table === 'number') info.table = doc.table;
        if (doc.kind === 'decision') {
          const versions = [doc, ...others] as unknown as DecisionDoc[];
          info.decision = { handIn: String(doc.handIn), choices: decisionChoices(versions).map(({ verdict, fingerprint }) => ({ verdict, fingerprint })) };
        }
        conflicts.push(info);
      }
    }
    this.setStatus({ conflicts });
  }

  /**
   * Keeps the version of a conflicted document that this device shows (CouchDB's winner) and
   * drops the others: the director's decision, which then reaches every device.
   */
  keepShownVersion(id: string): Promise<void> {
    return this.enqueue(async () => {
      const doc = await this.local.get(id, { conflicts: true });
      await this.written(await this.local.bulkDocs((doc._conflicts ?? []).map((rev) => ({ _id: id, _rev: rev, _deleted: true }))));
      await this.applyRemote();
    });
  }

  /** Hand-ins not handled yet: checked and stored like scanned ones. */
  private async processHandIns(): Promise<void> {
    const seenDoc = await this.localHandIns.get<{ ids: string[]; waiting?: WaitingHandIn[] }>(HANDINS_SEEN_ID).catch(() => null);
    const seen = new Set(seenDoc?.ids ?? []);
    const all = await this.localHandIns.allDocs({ include_docs: true, startkey: 'handin:', endkey: 'handin:\uffff' });
    const waiting = this.status.handIns.filter((h) => seen.has(h.id));
    let changed = false;
    for (const row of all.rows) {
      const doc = row.doc as unknown as HandInDoc | undefined;
      if (!doc || seen.has(row.id)) continue;
      const entry = { id: row.id, round: Number(doc.round), table: Number(doc.table) };
      if (doc.tournament !== this.opts.tournamentId || doc.message?.tournament !== this.opts.tournamentId) {
        waiting.push({ ...entry, state: 'refused', reason: 'other-tournament' });
      } else if (typeof doc.message !== 'object' || handInDocId(doc.message) !== row.id) {
        waiting.push({ ...entry, state: 'forged' });
      } else {
        const out = await this.opts.local.handIn(doc.message, row.id);
        if (out.kind === 'needs-confirmation') waiting.push({ ...entry, state: 'needs-confirmation', fingerprint: out.fingerprint, ...(out.why ? { reason: out.why } : {}) });
        if (out.kind === 'refused') waiting.push({ ...entry, state: 'refused', reason: out.reason });
      }
      seen.add(row.id);
      changed = true;
    }
    if (!changed) return;
    const decided = await this.decidedIds();
    const still = stillWaiting(waiting, decided, await this.opts.local.read());
    await this.localHandIns.put({ _id: HANDINS_SEEN_ID, ...(seenDoc?._rev ? { _rev: seenDoc._rev } : {}), ids: [...seen], waiting: still });
    this.setStatus({ handIns: still });
    // A table's result changes the standings: the spectators get them first, the other desks next.
    await this.publish();
    await this.pushLocal();
  }

  /** A hand-in this desk read from a QR code or a file, stored as the same document a phone would write. */
  recordHandIn(doc: HandInDoc): Promise<void> {
    return this.enqueue(async () => {
      const existing = await this.localHandIns.get(doc._id).catch(() => null);
      if (!existing) await this.localHandIns.put({ ...doc } as unknown as PouchDoc);
      const seenDoc = await this.localHandIns.get<{ ids: string[]; waiting?: WaitingHandIn[] }>(HANDINS_SEEN_ID).catch(() => null);
      const ids = new Set(seenDoc?.ids ?? []);
      ids.add(doc._id);
      const waiting = this.status.handIns.filter((h) => h.id !== doc._id);
      await this.localHandIns.put({ _id: HANDINS_SEEN_ID, ...(seenDoc?._rev ? { _rev: seenDoc._rev } : {}), ids: [...ids], waiting });
      if (waiting.length !== this.status.handIns.length) this.setStatus({ handIns: waiting });
    });
  }

  /** The ids of the decision documents this desk has (from any desk). */
  private async decidedIds(): Promise<Set<string>> {
    const rows = await this.local.allDocs({ startkey: 'decision:', endkey: 'decision:\uffff' });
    return new Set(rows.rows.map((r) => r.id));
  }

  /** Drops from the list what a desk decided, or what the table's stored result already is. */
  private async refreshWaiting(docs?: PouchDoc[], file?: TournamentFile): Promise<void> {
    if (!this.status.handIns.some((h) => h.state === 'needs-confirmation')) return;
    const decided = docs ? new Set(docs.filter((d) => d.kind === 'decision').map((d) => d._id)) : await this.decidedIds();
    const still = stillWaiting(this.status.handIns, decided, file ?? (await this.opts.local.read()));
    if (still.length === this.status.handIns.length) return;
    await this.saveWaiting(still);
  }

  private async saveWaiting(waiting: WaitingHandIn[]): Promise<void> {
    const seenDoc = await this.localHandIns.get<{ ids: string[]; waiting?: WaitingHandIn[] }>(HANDINS_SEEN_ID).catch(() => null);
    await this.localHandIns.put({ _id: HANDINS_SEEN_ID, ...(seenDoc?._rev ? { _rev: seenDoc._rev } : {}), ids: seenDoc?.ids ?? [], waiting });
    this.setStatus({ handIns: waiting });
  }

  /** The message of a hand-in this desk has (for the director's review), or null. */
  async handInMessage(handInId: string): Promise<unknown> {
    const doc = await this.localHandIns.get<HandInDoc>(handInId).catch(() => null);
    return doc ? (doc as unknown as HandInDoc).message : null;
  }

  /**
   * The director's decision on a waiting hand-in: `accepted` stores its result over the
   * table's (the same check as every hand-in), `rejected` keeps the stored one. The decision
   * is a document of its own that reaches every desk, so each drops the hand-in from its
   * list; a desk that decided otherwise meanwhile gets a conflict to resolve.
   */
  decideHandIn(handInId: string, verdict: Verdict): Promise<DecideResult> {
    return this.enqueue(async (): Promise<DecideResult> => {
      const doc = (await this.localHandIns.get(handInId).catch(() => null)) as unknown as HandInDoc | null;
      if (!doc) return refused({ code: 'not-found' });
      if (verdict === 'accepted') {
        const out = await this.opts.local.accept(doc.message, handInId);
        if (out.kind === 'refused') return refused({ code: out.reason });
        if (out.kind === 'needs-confirmation') return refused({ code: 'changed' });
      }
      const file = await this.opts.local.read();
      const table = file?.rounds[doc.round - 1]?.tables.find((x) => x.table === doc.table);
      if (!table) return refused({ code: 'not-found' });
      const decision = decisionDoc(this.opts.tournamentId, handInId, doc.round, doc.table, verdict, table.result ?? null);
      const existing = await this.local.get(decision._id).catch(() => null);
      await this.written(await this.local.bulkDocs([withRev(decision, existing?._rev)]));
      await this.saveWaiting(this.status.handIns.filter((h) => h.id !== handInId));
      await this.pushLocal();
      await this.publish();
      return doneNothing();
    });
  }

  /**
   * Two desks decided differently on one hand-in: the director's choice is kept (the other
   * versions are removed on every desk) and its result becomes the table's result here, from
   * where it reaches the other desks.
   */
  resolveDecision(docId: string, verdict: Verdict): Promise<DecideResult> {
    return this.enqueue(async (): Promise<DecideResult> => {
      const winner = await this.local.get(docId, { conflicts: true }).catch(() => null);
      if (!winner) return refused({ code: 'not-found' });
      const versions = [winner, ...(await Promise.all((winner._conflicts ?? []).map((rev) => this.local.get(docId, { rev }))))] as unknown as DecisionDoc[];
      const chosen = versions.find((v) => v.verdict === verdict);
      if (!chosen) return refused({ code: 'not-found' });
      const drop = versions.filter((v) => v._rev !== chosen._rev).map((v) => ({ _id: docId, _rev: v._rev!, _deleted: true }));
      if (drop.length > 0) await this.written(await this.local.bulkDocs(drop));
      const file = await this.opts.local.read();
      const table = file?.rounds[chosen.round - 1]?.tables.find((x) => x.table === chosen.table);
      const shown = table?.result ? resultFingerprint(table.result as TableResult<Hand>) : '';
      if (file && table && shown !== chosen.fingerprint) {
        if (chosen.result) table.result = chosen.result;
        else delete table.result;
        await this.opts.local.write(file);
      }
      await this.applyRemote();
      return doneNothing();
    });
  }

  /** Opens or closes rounds for network hand-ins (the hand-ins database's design document). */
  async setOpenRounds(rounds: number[]): Promise<void> {
    const design = await this.remoteHandIns.get<DesignDoc>(DESIGN_ID);
    const open = [...new Set(rounds)].sort((a, b) => a - b);
    if (canonicalJson(design.settings.openRounds) !== canonicalJson(open)) {
      await this.remoteHandIns.put({ ...(design as unknown as PouchDoc), settings: { ...design.settings, openRounds: open } });
    }
    this.setStatus({ openRounds: open });
  }

  async openRounds(): Promise<number[]> {
    const design = await this.remoteHandIns.get<DesignDoc>(DESIGN_ID);
    return design.settings.openRounds;
  }

  /** The standings for spectators, published when they changed (kept for later when the server is away). */
  private async publish(): Promise<void> {
    const file = await this.opts.local.read();
    if (!file) return;
    const doc = publishedStandings(file, this.now().toISOString());
    const content = canonicalJson({ ...doc, publishedAt: '' });
    if (content === this.publishedJson) return;
    try {
      // The revision this device wrote last saves asking for it; another desk's newer one is asked for.
      let rev = this.publishedRev;
      if (!rev) {
        const old = await this.remotePublished.get(STANDINGS_ID).catch((e: { status?: number }) => {
          if (e.status === 404) return null;
          throw e;
        });
        rev = old?._rev;
      }
      const put = (r: string | undefined) => this.remotePublished.put({ ...(doc as unknown as PouchDoc), ...(r ? { _rev: r } : {}) });
      const written = await put(rev).catch(async (e: { status?: number }) => {
        if (e.status !== 409) throw e;
        const current = await this.remotePublished.get(STANDINGS_ID);
        return put(current._rev);
      });
      this.publishedRev = written.rev;
      this.publishedJson = content;
      // A cluster may have taken another desk's publish beside this one: one revision stays.
      if (await resolvePublishedConflicts(this.remotePublished).catch(() => 0)) this.publishedRev = undefined;
    } catch (e) {
      this.setStatus({ error: onlineErrorCode(e) });
    }
  }

  /** Publishes now (after a result was stored on this device). */
  publishNow(): Promise<void> {
    return this.enqueue(() => this.publish());
  }

  /** Notes what a local write produced as waiting for the server. */
  private async written(results: Awaited<ReturnType<PouchDatabase['bulkDocs']>>): Promise<void> {
    for (const r of results) if ('ok' in r && r.ok) this.unsent.set(r.id, r.rev);
    await this.saveUnsent();
  }

  private async saveUnsent(): Promise<void> {
    const old = await this.local.get(UNSENT_ID).catch(() => null);
    await this.local.put({ _id: UNSENT_ID, ...(old?._rev ? { _rev: old._rev } : {}), docs: Object.fromEntries(this.unsent) });
    if (this.unsent.size !== this.status.pending) this.setStatus({ pending: this.unsent.size });
  }

  private async checkClock(): Promise<void> {
    try {
      const base = this.opts.server.replace(/\/+$/, '');
      const res = await fetch(`${base}/`, { method: 'GET', cache: 'no-store' });
      const date = res.headers.get('date');
      const skew = date ? clockSkewMs(date, this.now().getTime()) : 0;
      this.setStatus({ clockSkewMs: skew ?? 0, ...(skew ? { error: 'clock-skew' as const } : {}) });
    } catch {
      // Unreachable is reported by the replication.
    }
  }
}

/** Retries quickly first (a phone back in the network), then at most every 30 s. */
function backOff(delay: number): number {
  return delay === 0 ? 500 : Math.min(30_000, delay * 2);
}

function withRev(doc: DirectorDoc, rev: string | undefined): PouchDoc {
  return { ...(doc as unknown as PouchDoc), ...(rev ? { _rev: rev } : {}) };
}
