/**
 * One tournament online on one director device: the device's stored tournament (Dexie, the
 * screens' one door) kept equal to the tournament's director database, both ways, through a
 * local PouchDB replica that replicates live with the server. This file owns the replication
 * and the status; its parts: the agreed state, the push and the merge (`sync-merge.ts`), the
 * conflicts between desks (`sync-conflicts.ts`), network hand-ins and decisions
 * (`sync-hand-ins.ts`), the spectators' standings (`sync-publish.ts`). The sync's steps run one
 * after the other (its own queue); every write to the stored tournament is one step of the
 * store port in the tournament's queue.
 */
import { databaseNames } from '@/domain/online/databases';
import type { HandInDoc, Verdict } from '@/domain/online/documents';
import { DESIGN_ID } from '@/domain/online/design';
import { clockSkewMs } from '@/domain/online/published';
import { sequential } from '@/lib/sequential';
import { onlineErrorCode } from './errors';
import { isHandInId, onServer, sendRevisions, type Route } from './sync-send';
import { backOff, cryptoRandom, feedInto, isDesignDoc, KeptLocal, localDatabaseOptions, readDesign, writeOpenRounds } from './sync-support';
import type { PouchDatabase, PouchStatic, Replication } from './pouch-types';
import { keepBothWrites, keepVersionWrites } from './sync-conflicts';
import { HandInDesk } from './sync-hand-ins';
import { AgreedState } from './sync-merge';
import { Publishing } from './sync-publish';
import type { DecideResult, Login, SyncStatus, TournamentStorePort } from './sync-types';
import type { TournamentFile } from '@/domain/tournament/model';

export type { DecideResult, Login, SyncStatus, TournamentStorePort } from './sync-types';

export interface TournamentSyncOptions {
  PouchDB: PouchStatic;
  tournamentId: string;
  /** The sync server's base URL (e.g. `https://cup.example.org/sync`). */
  server: string;
  login: Login;
  local: TournamentStorePort;
  /** Prefix of the local replicas' names (tests give each device its own). */
  localPrefix?: string;
  /** PouchDB adapter of the local replicas: `indexeddb` in the browser, `memory` in tests. */
  localAdapter: string;
  now?: () => Date;
  onStatus?: (status: SyncStatus) => void;
  /** Chance for new player ids ("keep both" of a conflicted registration); the platform's by default. */
  random?: () => number;
}

const UNSENT_ID = '_local/kb-unsent';

export class TournamentSync {
  readonly names: ReturnType<typeof databaseNames>;
  private readonly local: PouchDatabase;
  private readonly localHandIns: PouchDatabase;
  private readonly remote: PouchDatabase;
  private readonly remoteHandIns: PouchDatabase;
  private readonly publishing: Publishing;
  private readonly handIns: HandInDesk;
  private readonly agreed: AgreedState;
  private readonly keptUnsent: KeptLocal;
  private replications: Pick<Replication, 'cancel'>[] = [];
  private readonly enqueue = sequential();
  /** A merge of the replica / a push of the stored tournament is queued and has not started: another request joins it. */
  private remoteWaiting: Promise<void> | null = null;
  private localWaiting: Promise<void> | null = null;
  private handInsWaiting: Promise<void> | null = null;
  private unsentSaving: Promise<void> | null = null;
  private stopped = false;
  /** Documents written on this device that the server has not confirmed yet (id → revision). */
  private unsent = new Map<string, string>();
  status: SyncStatus = { phase: 'connecting', lastSyncedAt: null, pending: 0, error: null, conflicts: [], handIns: [], clockSkewMs: 0 };

  constructor(private readonly opts: TournamentSyncOptions) {
    const { PouchDB, tournamentId, server, login } = opts;
    this.names = databaseNames(tournamentId);
    const prefix = opts.localPrefix ?? '';
    this.local = new PouchDB(prefix + this.names.director, localDatabaseOptions(opts.localAdapter));
    this.localHandIns = new PouchDB(prefix + this.names.handIns, localDatabaseOptions(opts.localAdapter));
    const auth = { adapter: 'http', auth: { username: login.name, password: login.password }, skip_setup: true };
    const base = server.replace(/\/+$/, '');
    this.remote = new PouchDB(`${base}/${this.names.director}`, auth);
    this.remoteHandIns = new PouchDB(`${base}/${this.names.handIns}`, auth);
    this.publishing = new Publishing({
      remote: new PouchDB(`${base}/${this.names.published}`, auth),
      read: () => opts.local.read(),
      now: () => this.now(),
      stopped: () => this.stopped,
      failed: (error) => this.setStatus({ error }),
    });
    this.keptUnsent = new KeptLocal(this.local, UNSENT_ID);
    this.agreed = new AgreedState({
      replica: this.local,
      port: opts.local,
      written: (results) => this.written(results),
      setStatus: (patch) => this.setStatus(patch),
    });
    this.handIns = new HandInDesk({
      tournamentId,
      port: opts.local,
      director: this.local,
      handIns: this.localHandIns,
      status: () => this.status,
      setStatus: (patch) => this.setStatus(patch),
      written: (results) => this.written(results),
      publish: () => void this.publishNow(),
      send: () => void this.localChanged(),
    });
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    this.opts.onStatus?.(this.status);
  }

  /** Starts: the device's file into the replica, then live replication both ways. */
  async start(): Promise<void> {
    await this.agreed.restore();
    const unsent = await this.keptUnsent.read();
    const docs = unsent?.docs && typeof unsent.docs === 'object' ? Object.entries(unsent.docs) : [];
    this.unsent = new Map(docs.filter((e): e is [string, string] => typeof e[1] === 'string'));
    this.setStatus({ pending: this.unsent.size, unsent: Object.fromEntries(this.unsent) });
    await this.handIns.restore();
    const design: unknown = await this.localHandIns.get(DESIGN_ID).catch(() => null);
    if (isDesignDoc(design)) this.setStatus({ openRounds: [...design.settings.openRounds] });
    await this.localChanged();
    this.startReplication();
  }

  /** Replication restarted now (after `online`, `visibilitychange`, or the "sync now" tap). */
  syncNow(): void {
    if (this.stopped) return;
    for (const r of this.replications) r.cancel();
    this.replications = [];
    this.startReplication();
    // Everything this desk wrote that the server has not confirmed, sent at once.
    if (this.unsent.size > 0) void this.sendNow(Object.fromEntries(this.unsent));
    // A merge that was not taken is tried again (the director may have corrected it meanwhile).
    if (this.agreed.unmerged) void this.mergeRemote();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const r of this.replications) r.cancel();
    this.replications = [];
    await this.enqueue(async () => undefined);
    await this.publishing.settled();
  }

  private heardDesign(docs: readonly unknown[]): void {
    const design = docs.find(isDesignDoc);
    if (design) this.setStatus({ openRounds: [...design.settings.openRounds] });
  }

  private startReplication(): void {
    this.setStatus({ phase: 'connecting' });
    const director = this.opts.PouchDB.sync(this.local, this.remote, { live: true, retry: true, back_off_function: backOff });
    director
      .on('change', (info) => {
        if (info.direction === 'pull') void this.mergeRemote();
        if (info.direction === 'push') this.pushed(info.change?.docs ?? []);
      })
      .on('active', () => this.setStatus({ phase: 'active', error: null }))
      .on('paused', (err) => {
        if (err) this.setStatus({ phase: 'offline', error: onlineErrorCode(err) });
        else {
          this.setStatus({ phase: 'idle', error: null, lastSyncedAt: this.now().toISOString() });
          void this.confirmUnsent();
          void this.publishNow();
        }
      })
      .on('denied', (err) => this.setStatus({ error: onlineErrorCode(err) }))
      .on('error', (err) => this.setStatus({ phase: 'error', error: onlineErrorCode(err) }));
    // Hand-ins: pulled from the tables, pushed when this desk scanned one by QR code.
    const handIns = this.opts.PouchDB.sync(this.localHandIns, this.remoteHandIns, { live: true, retry: true, back_off_function: backOff });
    handIns
      .on('change', (info) => {
        if (info.direction === 'push') this.pushed(info.change?.docs ?? []);
        if (info.direction !== 'pull') return;
        // Another desk opened or closed a round: the design document's settings say which.
        this.heardDesign(info.change?.docs ?? []);
        void this.processHandIns();
      })
      .on('paused', (err) => {
        if (!err) void this.confirmUnsent();
      })
      .on('error', (err) => this.setStatus({ phase: 'error', error: onlineErrorCode(err) }));
    // The hand-ins' changes feed with the documents in its answer: a table's hand-in is stored and
    // checked (the standings published) in one step as soon as the answer arrives; the replication
    // stays the safety net.
    // In the server's order, so a close of the round is heard before a hand-in stored after it.
    const arriving = feedInto(this.remoteHandIns, this.localHandIns, this.enqueue, (doc) => {
      if (doc._id === DESIGN_ID) this.heardDesign([doc]);
      return isHandInId(doc._id);
    }, () => this.handIns.process());
    // The same for another desk's new documents (a registration, a result), stored and merged in one
    // step instead of after the replication's further requests, which a busy server answers one
    // after the other.
    // Only first revisions come this way (no history needed); an edit comes by the replication.
    const fresh = feedInto(this.remote, this.local, this.enqueue, (doc) => !doc._id.startsWith('_design/') && !!doc._rev?.startsWith('1-'), () => this.applyRemote());
    this.replications = [director, handIns, arriving, fresh];
    void this.checkClock();
  }

  /**
   * The device's file changed (a registration, a draw, a result…): its changed documents go to
   * the replica. Changes that come while a push waits in the queue are sent by that push (it
   * reads the stored tournament when it runs). After a merge that was not taken, the merge is
   * tried again: the change may be the director's correction. `stored`: the file as the store
   * reported it; the file this sync itself agreed on (its own merge, written back) needs no push.
   * Until the push has written the change into the replica, the status says a change waits.
   */
  localChanged(stored?: TournamentFile): Promise<void> {
    if (stored && !this.localWaiting && this.agreed.isAgreed(stored)) return Promise.resolve();
    if (!this.status.changeQueued) this.setStatus({ changeQueued: true });
    this.localWaiting ??= this.enqueue(async () => {
      this.localWaiting = null;
      try {
        await (this.agreed.unmerged ? this.applyRemote() : this.agreed.push());
      } finally {
        // What the push wrote is among `unsent` by now; a change that came meanwhile queued a push of its own.
        if (!this.localWaiting) this.setStatus({ changeQueued: false });
      }
    });
    return this.localWaiting;
  }

  /**
   * Hand-ins arrived (by the changes feed and again by the replication): processed once for
   * however many came while a processing waited in the queue.
   */
  private processHandIns(): Promise<void> {
    this.handInsWaiting ??= this.enqueue(() => {
      this.handInsWaiting = null;
      return this.handIns.process();
    });
    return this.handInsWaiting;
  }

  /** Documents arrived from the server: merged once for however many batches came while a merge waited. */
  private mergeRemote(): Promise<void> {
    this.remoteWaiting ??= this.enqueue(() => {
      this.remoteWaiting = null;
      return this.applyRemote();
    });
    return this.remoteWaiting;
  }

  /** The replica merged into the stored tournament (`AgreedState.merge`), then the hand-ins brought up to date. */
  private async applyRemote(): Promise<void> {
    const out = await this.agreed.merge();
    if (out.ok && out.value.file) await this.handIns.refresh(out.value.decisions, out.value.file);
    await this.handIns.process();
  }

  /** Keeps one version of a conflicted document (by revision; the shown one by default) and drops the others. */
  keepVersion(id: string, rev?: string): Promise<boolean> {
    return this.enqueue(async () => {
      const shown = rev ?? (await this.local.get(id).catch(() => null))?._rev;
      const writes = shown ? await keepVersionWrites(this.local, id, shown) : null;
      if (!writes) return false;
      await this.written(await this.local.bulkDocs(writes));
      await this.applyRemote();
      return true;
    });
  }

  /** Keeps every version of a conflicted registration as a player of its own (two walk-ins are two players). */
  keepBoth(id: string): Promise<boolean> {
    return this.enqueue(async () => {
      const writes = await keepBothWrites(this.local, id, await this.opts.local.read(), this.opts.random ?? cryptoRandom);
      if (!writes) return false;
      await this.written(await this.local.bulkDocs(writes));
      await this.applyRemote();
      return true;
    });
  }

  /** A hand-in this desk read from a QR code or a file, stored as the same document a phone would write. */
  recordHandIn(doc: HandInDoc): Promise<void> {
    return this.enqueue(() => this.handIns.record(doc));
  }

  /** The message of a hand-in this desk has (for the director's review), or null. */
  handInMessage(handInId: string): Promise<unknown> {
    return this.handIns.message(handInId);
  }

  /** The director's decision on a waiting hand-in (see `HandInDesk.decide`). */
  decideHandIn(handInId: string, verdict: Verdict): Promise<DecideResult> {
    return this.enqueue(() => this.handIns.decide(handInId, verdict));
  }

  /** Two desks decided differently on one hand-in: the director's choice counts everywhere. */
  resolveDecision(docId: string, verdict: Verdict): Promise<DecideResult> {
    return this.enqueue(async () => {
      const out = await this.handIns.resolveDecision(docId, verdict);
      if (out.ok) await this.applyRemote();
      return out;
    });
  }

  /** Opens or closes rounds for network hand-ins (the hand-ins database's design document). */
  async setOpenRounds(rounds: number[]): Promise<void> {
    this.setStatus({ openRounds: await writeOpenRounds(this.remoteHandIns, rounds) });
  }

  async openRounds(): Promise<number[]> {
    const open = (await readDesign(this.remoteHandIns)).settings.openRounds;
    this.setStatus({ openRounds: [...open] });
    return open;
  }

  /**
   * Publishes the stored tournament's standings (after a result was stored, a change merged, the
   * replication caught up): in the publication's own queue, joined to a publication that waits.
   */
  publishNow(): Promise<void> {
    return this.publishing.publishNow();
  }

  /** Notes what a local write (to either replica) produced as waiting for the server, and sends it at once. */
  private async written(results: Awaited<ReturnType<PouchDatabase['bulkDocs']>>): Promise<void> {
    const revs: Record<string, string> = {};
    for (const r of results) if ('ok' in r && r.ok) revs[r.id] = r.rev;
    for (const [id, rev] of Object.entries(revs)) this.unsent.set(id, rev);
    await this.saveUnsent();
    void this.sendNow(revs);
  }

  /** This desk's new revisions straight to the server (`sendRevisions`); what the server took no longer waits. */
  private async sendNow(revs: Record<string, string>): Promise<void> {
    if (this.stopped) return;
    const [director, handIns] = this.routes();
    this.confirmed(await sendRevisions(revs, director, handIns));
  }

  /** The director database and the hand-ins database: each replica with its database on the server. */
  private routes(): [Route, Route] {
    return [
      { local: this.local, remote: this.remote },
      { local: this.localHandIns, remote: this.remoteHandIns },
    ];
  }

  private async saveUnsent(): Promise<void> {
    const docs = Object.fromEntries(this.unsent);
    await this.keptUnsent.write({ docs });
    if (JSON.stringify(docs) !== JSON.stringify(this.status.unsent ?? {})) this.setStatus({ pending: this.unsent.size, unsent: docs });
  }

  /** The replication sent these documents and the server took them. */
  private pushed(docs: readonly { _id: string; _rev?: string }[]): void {
    const revs: Record<string, string> = {};
    for (const d of docs) if (d._rev) revs[d._id] = d._rev;
    this.confirmed(revs);
  }

  /** The server has these revisions: they no longer wait (a newer one written since still does). */
  private confirmed(revs: Record<string, string>): void {
    if (Object.keys(revs).length === 0) return;
    let changed = false;
    for (const [id, rev] of Object.entries(revs)) {
      if (this.unsent.get(id) === rev) {
        this.unsent.delete(id);
        changed = true;
      }
    }
    // Said at once, stored in one step for all confirmations that came while it waited (a list
    // one step behind after a crash is corrected by the server's answer at the next pause).
    this.setStatus({ confirmed: { ...this.status.confirmed, ...revs }, ...(changed ? { pending: this.unsent.size, unsent: Object.fromEntries(this.unsent) } : {}) });
    if (changed) this.unsentSaving ??= this.enqueue(() => ((this.unsentSaving = null), this.saveUnsent()));
  }

  /**
   * The replication paused without a problem: the server is asked which of the documents still
   * noted as waiting it has (a document it already had is not sent, so no push confirms it),
   * and only those are taken off. A write that came after the replication looked stays waiting.
   */
  private async confirmUnsent(): Promise<void> {
    if (this.unsent.size === 0 || this.stopped) return;
    const [director, handIns] = this.routes();
    // Not reached: the documents stay waiting; the next pause asks again.
    this.confirmed(await onServer(Object.fromEntries(this.unsent), director, handIns).catch(() => ({})));
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

