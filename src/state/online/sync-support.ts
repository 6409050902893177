/** Small pieces the tournament sync shares: the hand-ins' design document read typed, the retry back-off, chance, its own `_local` documents. */
import { canonicalJson } from '@/domain/canonical-json';
import { DESIGN_ID, type DesignDoc } from '@/domain/online/design';
import type { PouchDatabase, PouchDoc } from './pouch-types';

/** The hand-ins database's design document with the rounds open for network hand-ins. */
export function isDesignDoc(doc: unknown): doc is DesignDoc {
  const d = doc as { _id?: unknown; settings?: { openRounds?: unknown } } | null;
  return typeof d === 'object' && d !== null && d._id === DESIGN_ID && Array.isArray(d.settings?.openRounds);
}

/** The hand-ins database's design document on the server; a database without one is broken (500). */
export async function readDesign(db: PouchDatabase): Promise<DesignDoc> {
  const design: unknown = await db.get(DESIGN_ID);
  if (!isDesignDoc(design)) throw Object.assign(new Error('the hand-ins database has no design document'), { status: 500 });
  return design;
}

/** Opens exactly `rounds` for network hand-ins (an unchanged setting is not written again); answers them sorted. */
export async function writeOpenRounds(db: PouchDatabase, rounds: number[]): Promise<number[]> {
  const design = await readDesign(db);
  const open = [...new Set(rounds)].sort((a, b) => a - b);
  if (canonicalJson(design.settings.openRounds) !== canonicalJson(open)) await db.put({ ...design, settings: { ...design.settings, openRounds: open } });
  return open;
}

/** Retries quickly first (a phone back in the network), then at most every 30 s. */
export function backOff(delay: number): number {
  return delay === 0 ? 500 : Math.min(30_000, delay * 2);
}

/**
 * The options of a database on this device (a desk's replicas, a spectator's kept standings).
 * Auto-compaction: a document keeps the body of its current revisions only. Without it the
 * IndexedDB adapter keeps every revision's body inside the document's record, and a document
 * written again and again (the standings a phone keeps, at every table's result) is read and
 * written whole with all its old versions at each change, a cost that grows through the night.
 * Conflicting revisions are leaves and keep their bodies (the director compares them).
 */
export function localDatabaseOptions(adapter: string): Record<string, unknown> {
  return { adapter, auto_compaction: true };
}

/** Changes per answer of a followed feed: more than a cup night's desk sends at once. */
export const FEED_BATCH = 1000;

/**
 * Follows `remote`'s changes feed from now, with the documents in its answers: the documents
 * `take` accepts that `local` lacks are stored there as they are (their revisions kept), in one
 * step of `queue` for all that arrived while that step waited, and `then` runs in the same step
 * (not behind whatever was queued meanwhile; it must not wait for `queue` itself). Without the
 * network the feed fails quietly (the replication beside it reports and retries; a restart of
 * the sync starts the feed again).
 */
export function feedInto(
  remote: PouchDatabase,
  local: PouchDatabase,
  queue: <T>(task: () => Promise<T>) => Promise<T>,
  take: (doc: PouchDoc) => boolean,
  then: () => Promise<void>,
): { cancel(): void } {
  // The server's answers carry up to FEED_BATCH changes each (PouchDB asks for 25 by default):
  // 50 registrations from a desk back online come in one answer, are stored in one step and
  // merged once, not in three rounds behind whatever the desk does in between.
  const feed = remote.changes({ since: 'now', live: true, include_docs: true, batch_size: FEED_BATCH });
  let arrived: PouchDoc[] = [];
  let waiting = false;
  const store = async (): Promise<boolean> => {
    waiting = false;
    const docs = arrived;
    arrived = [];
    // This desk's own writes coming back, or revisions the replication brought first.
    const rows = await local.allDocs({ keys: docs.map((d) => d._id) });
    const here = new Map(rows.rows.map((r) => [r.id, (r.value as { rev?: string } | undefined)?.rev]));
    const fresh = docs.filter((d) => here.get(d._id) !== d._rev);
    if (fresh.length === 0) return false;
    await local.bulkDocs(fresh, { new_edits: false });
    return true;
  };
  feed.on('change', (c) => {
    const doc = c.doc;
    if (c.deleted || !doc || !take(doc)) return;
    arrived.push(doc);
    if (waiting) return;
    waiting = true;
    void queue(async () => {
      if (await store()) await then();
    }).catch(() => undefined);
  });
  feed.on('error', () => undefined);
  return feed;
}

/** A number in [0, 1) from the platform's cryptographic source. */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000;
}

/**
 * A `_local` document of a replica that this sync alone writes (the state last agreed, the
 * changes not sent yet): its revision is kept, so a write needs no read first, and the same
 * content is not written again. Each IndexedDB transaction counts when a desk takes a change a
 * second at a cup night; another writer (a second tab) is met by reading the revision then.
 */
export class KeptLocal {
  private rev: string | undefined | null = null;
  private text: string | null = null;

  constructor(
    private readonly db: PouchDatabase,
    private readonly id: string,
  ) {}

  async read(): Promise<PouchDoc | null> {
    const doc = await this.db.get(this.id).catch(() => null);
    this.rev = doc?._rev;
    return doc;
  }

  async write(body: Record<string, unknown>): Promise<void> {
    const text = JSON.stringify(body);
    if (text === this.text) return;
    this.rev ??= (await this.db.get(this.id).catch(() => null))?._rev;
    const put = (rev: string | undefined) => this.db.put({ ...body, _id: this.id, ...(rev ? { _rev: rev } : {}) });
    const out = await put(this.rev).catch(async (e: { status?: number }) => {
      if (e.status !== 409) throw e;
      return put((await this.db.get(this.id).catch(() => null))?._rev);
    });
    this.rev = out.rev;
    this.text = text;
  }
}
