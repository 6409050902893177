/**
 * The published standings stay one document with one revision. On a CouchDB cluster two desks
 * publishing at the same moment can both be answered `202` and leave conflicting revisions
 * (a single node answers the second `409`). After each publish the desk looks for them and
 * resolves them: the newest standings (by `publishedAt`) become the one revision, the others
 * are deleted — so a spectator never sees older standings win, and nothing piles up.
 */
import { STANDINGS_ID } from '@/domain/online/documents';
import type { PouchDatabase, PouchDoc } from './pouch-types';

/** Resolves the standings document's conflicts; answers how many revisions it removed. */
export async function resolvePublishedConflicts(db: PouchDatabase): Promise<number> {
  const winner = await db.get(STANDINGS_ID, { conflicts: true }).catch(() => null);
  const losing = winner?._conflicts ?? [];
  if (!winner || losing.length === 0) return 0;
  const others = (await Promise.all(losing.map((rev) => db.get(STANDINGS_ID, { rev }).catch(() => null)))).filter((d): d is PouchDoc => d !== null);
  const at = (d: PouchDoc) => (typeof d.publishedAt === 'string' ? d.publishedAt : '');
  const newest = [winner, ...others].reduce((a, b) => (at(b) > at(a) ? b : a));
  const writes: PouchDoc[] = others.map((o) => ({ _id: STANDINGS_ID, _rev: o._rev!, _deleted: true }));
  if (newest !== winner) {
    const { _rev: _, _conflicts: __, ...content } = newest;
    writes.push({ ...content, _id: STANDINGS_ID, _rev: winner._rev! });
  }
  const results = await db.bulkDocs(writes);
  return results.filter((r) => 'ok' in r && r.ok).length - (newest !== winner ? 1 : 0);
}
