/**
 * The part of PouchDB's interface the sync uses (PouchDB ships no types). Kept small on
 * purpose: the protocol is CouchDB's, so another client could take PouchDB's place.
 */
export interface PouchDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  _conflicts?: string[];
  [key: string]: unknown;
}

export interface PouchError {
  status?: number;
  name?: string;
  error?: string | boolean;
  reason?: string;
  message?: string;
}

export interface Replication {
  on(event: 'change', cb: (info: { direction?: 'push' | 'pull'; change?: { docs: PouchDoc[]; last_seq?: number | string } }) => void): Replication;
  on(event: 'paused', cb: (err?: PouchError) => void): Replication;
  on(event: 'active', cb: () => void): Replication;
  on(event: 'denied', cb: (err: PouchError & { doc?: { id?: string; name?: string; reason?: string } }) => void): Replication;
  on(event: 'error', cb: (err: PouchError) => void): Replication;
  on(event: 'complete', cb: (info: unknown) => void): Replication;
  cancel(): void;
}

export interface PouchDatabase {
  name: string;
  get<T = PouchDoc>(id: string, opts?: { conflicts?: boolean; rev?: string; revs?: boolean }): Promise<T & PouchDoc>;
  put(doc: PouchDoc): Promise<{ ok: boolean; id: string; rev: string }>;
  bulkDocs(docs: PouchDoc[], opts?: { new_edits?: boolean }): Promise<({ ok: true; id: string; rev: string } | (PouchError & { id: string }))[]>;
  /** With `keys`: one row per key, in their order; a missing or deleted document's row has no `doc` (`null`). */
  allDocs(opts: { include_docs?: boolean; conflicts?: boolean; startkey?: string; endkey?: string; keys?: string[] }): Promise<{ rows: { id: string; value: { rev: string }; doc?: PouchDoc | null }[] }>;
  changes(opts: { since?: number | string | 'now'; live?: boolean; include_docs?: boolean; conflicts?: boolean; batch_size?: number }): Promise<{ results: { id: string; deleted?: boolean; doc?: PouchDoc }[]; last_seq: number | string }> & {
    on(event: 'change', cb: (c: { id: string; seq?: number | string; deleted?: boolean; doc?: PouchDoc }) => void): unknown;
    on(event: 'error', cb: (err: unknown) => void): unknown;
    cancel(): void;
  };
  /** These revisions with their history (`revs`: `_revisions`), as the replication reads them to send. */
  bulkGet(opts: { docs: { id: string; rev?: string }[]; revs?: boolean }): Promise<{ results: { id: string; docs: ({ ok: PouchDoc } | { error: PouchError })[] }[] }>;
  info(): Promise<{ update_seq: number | string; doc_count: number }>;
  /** Which of these revisions the database lacks (CouchDB's `_revs_diff`): only ids with a missing one are answered. */
  revsDiff(diff: Record<string, string[]>): Promise<Record<string, { missing?: string[] }>>;
  close(): Promise<void>;
  destroy(): Promise<void>;
}

export interface PouchStatic {
  new (name: string, opts?: Record<string, unknown>): PouchDatabase;
  sync(a: PouchDatabase, b: PouchDatabase, opts: Record<string, unknown>): Replication;
  replicate(a: PouchDatabase, b: PouchDatabase, opts: Record<string, unknown>): Replication;
}
