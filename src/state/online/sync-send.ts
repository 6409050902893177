/**
 * A desk's new revisions straight to the server, beside the live replication: the replication
 * sends a change only after its previous batch and that batch's checkpoints, which a busy
 * server answers one request after the other, so a registration could wait seconds behind the
 * results before it. Sent as the replication sends them (read with their history, written with
 * `new_edits: false`), so the server ends up the same either way and the replication then
 * finds them there. Not reached, or refused: the replication sends them when it can and
 * reports what the server refuses. And which of a desk's revisions the server has.
 */
import type { PouchDatabase } from './pouch-types';

/** A replica on this device and its database on the server. */
export interface Route {
  local: PouchDatabase;
  remote: PouchDatabase;
}

/** A table's hand-in lives in the hand-ins database; every other document in the director database. */
export function isHandInId(id: string): boolean {
  return id.startsWith('handin:');
}

/** Sends these revisions (id → revision) from the replicas to the server; answers the ones the server took. */
export async function sendRevisions(revs: Record<string, string>, director: Route, handIns: Route): Promise<Record<string, string>> {
  const all = Object.entries(revs).map(([id, rev]) => ({ id, rev }));
  const taken: Record<string, string> = {};
  const send = async ({ local, remote }: Route, docs: { id: string; rev: string }[]) => {
    if (docs.length === 0) return;
    try {
      const read = await local.bulkGet({ docs, revs: true });
      const found = read.results.flatMap((r) => r.docs.flatMap((d) => ('ok' in d ? [d.ok] : [])));
      if (found.length === 0) return;
      const answers = await remote.bulkDocs(found, { new_edits: false });
      // CouchDB answers only the refused ones (validation); what it took is confirmed.
      const refused = new Set(answers.filter((a) => 'error' in a && a.error).map((a) => a.id));
      for (const d of found) if (d._rev && !refused.has(d._id)) taken[d._id] = d._rev;
    } catch {
      // Offline, or refused as a whole: nothing taken.
    }
  };
  await Promise.all([send(director, all.filter((d) => !isHandInId(d.id))), send(handIns, all.filter((d) => isHandInId(d.id)))]);
  return taken;
}

/**
 * Which of these revisions (id → revision) the server has, asked by `_revs_diff` (a document it
 * already had is not sent again, so no push confirms it). Rejects when the server is not reached.
 */
export async function onServer(revs: Record<string, string>, director: Route, handIns: Route): Promise<Record<string, string>> {
  const diff = (hand: boolean) => Object.fromEntries(Object.entries(revs).filter(([id]) => isHandInId(id) === hand).map(([id, rev]) => [id, [rev]]));
  const ask = (route: Route, d: Record<string, string[]>) => (Object.keys(d).length > 0 ? route.remote.revsDiff(d) : Promise.resolve({}));
  const answers = await Promise.all([ask(director, diff(false)), ask(handIns, diff(true))]);
  const lacking = new Set(answers.flatMap((a: Record<string, { missing?: string[] }>) => Object.keys(a).filter((id) => (a[id]?.missing ?? []).length > 0)));
  return Object.fromEntries(Object.entries(revs).filter(([id]) => !lacking.has(id)));
}
