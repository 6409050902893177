/**
 * The device's stored tournament and its replica of the director database, kept equal: what
 * the two last agreed on (`base`, per document), the push of this device's changes into the
 * replica, and the merge of the replica (every desk's changes) into the stored tournament.
 *
 * The merge is three-way per document (`domain/online/merge.ts`) and runs in ONE step of the
 * store port, on the file as stored then, so a registration made on this desk while another
 * desk's change is merged is kept (and sent), never overwritten. The merged file is checked as
 * a whole once (`parseTournament`); a result that fails the check is not agreed: the stored
 * tournament and `base` stay as they were, the status says so (`mergeError`), and the next
 * merge starts again from the state last agreed, so nothing of the other desks is sent back
 * undone as if this desk had removed it.
 *
 * Incremental: the replica is read through its changes feed (only what changed since the last
 * merge), a push writes only the documents that changed since `base`, and a stored file equal
 * to the one last agreed is recognised by its JSON text without rebuilding its documents.
 */
import { parseTournament } from '@/domain/tournament/parse-tournament';
import type { TournamentFile } from '@/domain/tournament/model';
import { contentJson, docContent, isDirectorDoc, type DecisionDoc, type DirectorDoc } from '@/domain/online/documents';
import { docChanges, docsToFile, fileToDocs } from '@/domain/online/file-documents';
import { mergeFile } from '@/domain/online/merge';
import type { PouchDatabase, PouchDoc } from './pouch-types';
import { findConflicts } from './sync-conflicts';
import { done, refused, type StoreResult } from '../result';
import { KeptLocal } from './sync-support';
import type { SyncStatus, TournamentStorePort } from './sync-types';

const BASE_ID = '_local/kb-base';

type BulkResults = Awaited<ReturnType<PouchDatabase['bulkDocs']>>;
type MergeError = NonNullable<SyncStatus['mergeError']>;

/** What the agreed state needs from the sync it belongs to. */
export interface AgreedContext {
  /** The local replica of the director database. */
  replica: PouchDatabase;
  port: TournamentStorePort;
  /** Notes what a write to the replica produced as waiting for the server. */
  written(results: BulkResults): Promise<void>;
  setStatus(patch: Partial<SyncStatus>): void;
}

/**
 * Done (merged, or nothing new): `file` is the tournament as stored now (undefined when the
 * replica had nothing new since a merge that was agreed: then nothing was read), `decisions`
 * the replica's decisions on hand-ins. Refused: not agreed — the stored tournament and the
 * state last agreed are as they were.
 */
export type MergeOutcome = StoreResult<{ file: TournamentFile | undefined; decisions: DecisionDoc[] }, { code: MergeError }>;

export class AgreedState {
  /** The director documents of the file as last agreed with the replica (null: none yet). */
  private base: DirectorDoc[] | null = null;
  /** The JSON text of the file whose documents `base` are (a stored file equal to it needs no push). */
  private agreedText: string | null = null;
  /** The JSON text of the merged file a merge has stored and is about to agree on. */
  private storingText: string | null = null;
  /** The replica's documents as read up to `since` (its changes feed). */
  private readonly replicaDocs = new Map<string, PouchDoc>();
  private since: number | string = 0;
  /** The last merge was not taken: a local change tries it again. */
  unmerged = false;
  private readonly kept: KeptLocal;

  constructor(private readonly ctx: AgreedContext) {
    this.kept = new KeptLocal(ctx.replica, BASE_ID);
  }

  /** The documents last agreed on (for tests and the conflicts). */
  agreed(): readonly DirectorDoc[] | null {
    return this.base;
  }

  /** `file` is the file last agreed with the replica (as this sync stored or pushed it): nothing of it to push. */
  isAgreed(file: TournamentFile): boolean {
    if (this.base === null || (this.agreedText === null && this.storingText === null)) return false;
    const text = JSON.stringify(file);
    return text === this.agreedText || text === this.storingText;
  }

  /** Reads the state last agreed, as kept in the replica. */
  async restore(): Promise<void> {
    const stored = await this.kept.read();
    if (typeof stored?.json === 'string') this.base = parseDocs(stored.json);
    // A base kept by an older version of the app: the documents as objects.
    else if (Array.isArray(stored?.docs)) this.base = stored.docs.filter(isDirectorDoc);
    // A base kept by an older version of the app: the file as last agreed.
    else if (stored?.file) this.base = fileToDocs(stored.file as TournamentFile);
  }

  /**
   * The documents of `known` (or of the stored file) that changed since the state last agreed,
   * into the replica; then that file is what is agreed.
   */
  async push(known?: TournamentFile): Promise<void> {
    const file = known ?? (await this.ctx.port.read());
    if (!file) return;
    const text = JSON.stringify(file);
    if (this.base && text === this.agreedText) return;
    const before = this.base ?? [];
    const after = fileToDocs(file, before);
    const { put, remove } = docChanges(before, after);
    if (put.length === 0 && remove.length === 0 && this.base) {
      this.agreedText = text;
      return;
    }
    await this.write(this.base ? put : after, remove);
    await this.saveBase(after, text);
  }

  /**
   * The replica merged into the stored tournament: this device's changes into the replica
   * first, then the merge in ONE step of the store port, then whatever this desk stored
   * meanwhile (kept by the merge) sent on.
   */
  async merge(): Promise<MergeOutcome> {
    await this.push();
    const { docs, fresh } = await this.readReplica();
    // Nothing came into the replica since a merge that was agreed (the replication and the changes
    // feed both ask for a merge of the same documents): the stored tournament is left alone.
    if (!fresh && !this.unmerged && this.base !== null) return done({ file: undefined, decisions: [] });
    const remote = docsToFile(docs);
    if (!remote.ok) return this.failed(remote.error.code === 'ERR_ONLINE_OTHER_TOURNAMENT' ? 'other-tournament' : 'malformed');
    const { drop, conflicts } = await findConflicts(this.ctx.replica, docs, remote.value);
    if (drop.length > 0) await this.ctx.written(await this.ctx.replica.bulkDocs(drop));
    this.ctx.setStatus({ conflicts });
    const own: DirectorDoc[] = [];
    for (const d of docs) if (isDirectorDoc(d)) own.push(d);
    const base = this.base ?? [];
    // What the one step on the stored tournament found (the step runs once, inside the store's transaction).
    const step: { problem: MergeError | null; agreed: TournamentFile | undefined; text: string } = { problem: null, agreed: undefined, text: '' };
    const stored = await this.ctx.port.update((current) => {
      step.problem = null;
      step.agreed = current;
      const merged = current ? mergeFile(base, current, own) : { ok: true as const, value: remote.value, changed: true };
      if (!merged.ok) {
        step.problem = 'invalid-merge';
        return null;
      }
      // The replica has nothing this desk lacks (another desk stored the same result): nothing to write.
      if (!merged.changed) return null;
      // The one check of the whole tournament per merge.
      const checked = parseTournament(merged.value);
      if (!checked.ok) {
        // What this desk changed does not fit with the others' changes: kept here, not agreed.
        step.problem = 'invalid-merge';
        return null;
      }
      step.agreed = checked.value;
      step.text = JSON.stringify(checked.value);
      this.storingText = step.text;
      return checked.value;
    });
    try {
      if (step.problem) return this.failed(step.problem);
      if (step.agreed) await this.agree(step.agreed, own, step.text || JSON.stringify(step.agreed));
    } finally {
      this.storingText = null;
    }
    this.unmerged = false;
    this.ctx.setStatus({ mergeError: null });
    return done({ file: stored, decisions: own.filter((d) => d.kind === 'decision') });
  }

  private failed(error: MergeError): MergeOutcome {
    this.unmerged = true;
    this.ctx.setStatus({ mergeError: error });
    return refused({ code: error });
  }

  /**
   * The merged `file` is what device and replica agree on: its documents that the replica
   * lacks (a change made on this desk while merging) are written, and they become `base`.
   */
  private async agree(file: TournamentFile, replica: readonly DirectorDoc[], text: string): Promise<void> {
    const inReplica = replica.filter((d) => d.kind !== 'decision');
    const after = fileToDocs(file, inReplica);
    const { put, remove } = docChanges(inReplica, after);
    if (put.length > 0 || remove.length > 0) await this.write(put, remove);
    await this.saveBase(after, text);
  }

  /**
   * Writes `put` and deletes `remove` in the replica, each on its current revision; what the
   * replica already has is not written again. First on the replica as this state last read and
   * wrote it (no read of the device's database at every step); a document the replica changed
   * since (another desk's revision came in) is refused as a conflict, read, and written on its
   * current revision.
   */
  private async write(put: readonly DirectorDoc[], remove: readonly string[]): Promise<void> {
    if (put.length === 0 && remove.length === 0) return;
    // A deletion needs the revision: one of a document this state has not read (the first push
    // after a start comes before the first read) is read now, or it would be left out.
    const unread = remove.filter((id) => !this.replicaDocs.has(id));
    const known = unread.length === 0 ? this.replicaDocs : new Map([...this.replicaDocs, ...(await this.readCurrent(unread))]);
    const first = await this.writeOn(known, put, remove);
    const stale = new Set(first.filter((r) => !('ok' in r) && r.status === 409).map((r) => r.id));
    const again = stale.size === 0 ? [] : await this.writeOn(await this.readCurrent([...stale]), put.filter((d) => stale.has(d._id)), remove.filter((id) => stale.has(id)));
    const results = [...first.filter((r) => !stale.has(r.id)), ...again];
    if (results.length > 0) await this.ctx.written(results);
  }

  /** The replica's current documents of `ids` (a missing or deleted one is not in the map). */
  private async readCurrent(ids: string[]): Promise<Map<string, PouchDoc>> {
    const rows = await this.ctx.replica.allDocs({ include_docs: true, keys: ids });
    const current = new Map<string, PouchDoc>();
    for (const r of rows.rows) if (r.doc) current.set(r.id, r.doc);
    return current;
  }

  /** The writes of `put` and `remove` on the revisions of `known`, done; what `known` already has is left out. Known from now on. */
  private async writeOn(known: ReadonlyMap<string, PouchDoc>, put: readonly DirectorDoc[], remove: readonly string[]): Promise<BulkResults> {
    const same = (d: DirectorDoc) => {
      const there = known.get(d._id);
      return there !== undefined && isDirectorDoc(there) && contentJson(there) === contentJson(d);
    };
    const revOf = (id: string) => known.get(id)?._rev;
    const writes: PouchDoc[] = [
      ...put.filter((d) => !same(d)).map((d) => ({ ...d, ...(revOf(d._id) ? { _rev: revOf(d._id)! } : {}) })),
      ...remove.flatMap((id) => (revOf(id) ? [{ _id: id, _rev: revOf(id)!, _deleted: true }] : [])),
    ];
    if (writes.length === 0) return [];
    const results = await this.ctx.replica.bulkDocs(writes);
    results.forEach((r, i) => {
      if (!('ok' in r) || !r.ok) return;
      const w = writes[i]!;
      if (w._deleted) this.replicaDocs.delete(r.id);
      else this.replicaDocs.set(r.id, { ...w, _rev: r.rev });
    });
    return results;
  }

  /** The replica's documents (design documents aside), read through its changes feed since the last read; `fresh`: it had changes. */
  private async readReplica(): Promise<{ docs: PouchDoc[]; fresh: boolean }> {
    const feed = await this.ctx.replica.changes({ since: this.since, include_docs: true, conflicts: true });
    for (const c of feed.results) {
      if (c.deleted || !c.doc || c.doc._deleted || c.id.startsWith('_design/')) this.replicaDocs.delete(c.id);
      else this.replicaDocs.set(c.id, c.doc);
    }
    this.since = feed.last_seq;
    return { docs: [...this.replicaDocs.values()], fresh: feed.results.length > 0 };
  }

  private async saveBase(docs: DirectorDoc[], text: string): Promise<void> {
    this.base = docs;
    this.agreedText = text;
    // One string, not 200 and more objects: the device stores it at every step of the sync, and
    // copying a string into the database costs a fraction of copying the objects one by one.
    await this.kept.write({ json: JSON.stringify(docs.map((d) => docContent(d))) });
  }
}

/** The documents of a kept base; a damaged one is no base (the next push then sends the whole file, which is what a desk without a base does). */
function parseDocs(json: string): DirectorDoc[] | null {
  try {
    const docs: unknown = JSON.parse(json);
    return Array.isArray(docs) ? docs.filter(isDirectorDoc) : null;
  } catch {
    return null;
  }
}
