/**
 * Conflicts between director desks: two desks wrote one document while apart, so the replica
 * holds several revisions. The same content is cleared by itself; different content is shown
 * to the director with every version, and resolved by the director: one version kept, or for
 * a registration both (two walk-ins that took one id are two players: the version not shown
 * gets a new id). Nothing is overwritten silently, and no conflict revision is left behind.
 */
import { decisionChoices, decisionConflict, documentConflict } from '@/domain/online/conflicts';
import { isDirectorDoc, playerDocId, type DecisionDoc, type DirectorDoc, type PlayerDoc } from '@/domain/online/documents';
import { newPlayerIds } from '@/domain/tournament/player-ids';
import type { TournamentFile } from '@/domain/tournament/model';
import type { PouchDatabase, PouchDoc } from './pouch-types';
import type { ConflictInfo } from './sync-types';

/** A document with its conflicting revisions, all read and typed. */
interface Conflicted {
  winner: DirectorDoc & { _rev: string };
  others: (DirectorDoc & { _rev: string })[];
}

async function versionsOf(local: PouchDatabase, doc: PouchDoc): Promise<Conflicted | null> {
  if (!isDirectorDoc(doc) || !doc._rev) return null;
  const others = await Promise.all((doc._conflicts ?? []).map((rev) => local.get(doc._id, { rev })));
  const typed = others.filter((o): o is PouchDoc & DirectorDoc & { _rev: string } => isDirectorDoc(o) && typeof o._rev === 'string');
  return { winner: { ...doc, _rev: doc._rev }, others: typed };
}

function agreed({ winner, others }: Conflicted): boolean {
  if (winner.kind === 'result') return decisionConflict(winner, others.filter((o) => o.kind === 'result')).kind === 'agreed' && others.every((o) => o.kind === 'result');
  return documentConflict(winner, others) === 'agreed';
}

function isSeated(file: TournamentFile | undefined, playerId: string): boolean {
  return !!file?.rounds.some((r) => r.tables.some((t) => t.players.includes(playerId)));
}

/**
 * The conflicts among `docs` (read with their `_conflicts`): agreed ones are cleared (their
 * other revisions deleted, answered as `drop`), the others listed for the director.
 */
export async function findConflicts(local: PouchDatabase, docs: readonly PouchDoc[], file: TournamentFile | undefined): Promise<{ drop: PouchDoc[]; conflicts: ConflictInfo[] }> {
  const drop: PouchDoc[] = [];
  const conflicts: ConflictInfo[] = [];
  for (const doc of docs) {
    if (!doc._conflicts?.length) continue;
    const found = await versionsOf(local, doc);
    if (!found) continue;
    if (agreed(found)) {
      drop.push(...found.others.map((o) => ({ _id: o._id, _rev: o._rev, _deleted: true })));
      continue;
    }
    const { winner, others } = found;
    const all = [winner, ...others];
    const info: ConflictInfo = { id: winner._id, versions: all.map((v) => ({ rev: v._rev, ...(v.kind === 'player' ? { player: v.player } : {}) })) };
    if ('round' in winner && typeof winner.round === 'number') info.round = winner.round;
    if ('table' in winner && typeof winner.table === 'number') info.table = winner.table;
    if (winner.kind === 'decision') {
      const versions = all.filter((v): v is DecisionDoc & { _rev: string } => v.kind === 'decision');
      info.decision = { handIn: winner.handIn, choices: decisionChoices(versions).map(({ verdict, fingerprint }) => ({ verdict, fingerprint })) };
    }
    if (winner.kind === 'player') info.canKeepBoth = !isSeated(file, winner.player.id);
    conflicts.push(info);
  }
  return { drop, conflicts };
}

/** The writes that keep revision `rev` of document `id` and delete every other one; null when `rev` is not one of them. */
export async function keepVersionWrites(local: PouchDatabase, id: string, rev: string): Promise<PouchDoc[] | null> {
  const doc = await local.get(id, { conflicts: true });
  const revs = [doc._rev!, ...(doc._conflicts ?? [])];
  if (!revs.includes(rev)) return null;
  if (rev === doc._rev) return revs.slice(1).map((r) => ({ _id: id, _rev: r, _deleted: true }));
  // The chosen version becomes the winner: written over the shown one, the others deleted.
  const chosen = await local.get(id, { rev });
  const { _rev: _r, _conflicts: _c, ...content } = chosen;
  return [
    { ...content, _id: id, _rev: doc._rev! },
    ...revs.filter((r) => r !== doc._rev).map((r) => ({ _id: id, _rev: r, _deleted: true })),
  ];
}

/**
 * The writes that keep every version of a conflicted registration as players of their own:
 * the shown version keeps the id; each other one is registered under a new id (after every
 * player of `file`), and its conflict revision is deleted. Null when it is not a registration.
 */
export async function keepBothWrites(local: PouchDatabase, id: string, file: TournamentFile | undefined, random: () => number): Promise<PouchDoc[] | null> {
  const doc = await local.get(id, { conflicts: true });
  const found = await versionsOf(local, doc);
  if (!found || found.winner.kind !== 'player') return null;
  const others = found.others.filter((o): o is PlayerDoc & { _rev: string } => o.kind === 'player');
  const players = [...(file?.players ?? []), found.winner.player];
  const ids = newPlayerIds(players, others.length, random);
  const maxOrder = Math.max(found.winner.order, ...others.map((o) => o.order));
  const writes: PouchDoc[] = [];
  others.forEach((o, i) => {
    const pid = ids[i]!;
    const added: PlayerDoc = { _id: playerDocId(pid), kind: 'player', tournament: o.tournament, order: maxOrder + 1 + i, player: { ...o.player, id: pid } };
    writes.push({ ...added }, { _id: id, _rev: o._rev, _deleted: true });
  });
  return writes;
}
