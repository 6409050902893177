/**
 * The sync's merge of one tournament: three-way, per document. `base` is what the device and
 * its replica last agreed on, `local` what the device stores now, `remote` what the replica
 * holds now (every desk's changes). A document this device changed since `base` (added,
 * edited or removed) keeps the device's version, which the sync then sends; every other
 * document takes the replica's. So a registration made on this desk while another desk's
 * change is merged survives, and so does the other desk's change. Pure.
 */
import { contentJson, type DirectorDoc } from './documents';
import { docsToFile, fileToDocs, type DocsProblem } from './file-documents';
import type { TournamentFile } from '../tournament/model';

function contents(docs: readonly DirectorDoc[]): Map<string, { doc: DirectorDoc; text: string }> {
  return new Map(docs.map((d) => [d._id, { doc: d, text: contentJson(d) }]));
}

/** The merged documents, and whether they differ from the device's own (`local`). */
function merge(base: readonly DirectorDoc[], local: readonly DirectorDoc[], remote: readonly DirectorDoc[]): { docs: DirectorDoc[]; changed: boolean } {
  const b = contents(base);
  const l = contents(local);
  const r = contents(remote);
  const docs: DirectorDoc[] = [];
  let changed = false;
  for (const id of new Set([...r.keys(), ...l.keys(), ...b.keys()])) {
    const here = l.get(id);
    const changedHere = (here?.text ?? null) !== (b.get(id)?.text ?? null);
    const pick = changedHere ? here : r.get(id);
    if (pick) docs.push(pick.doc);
    if ((pick?.text ?? null) !== (here?.text ?? null)) changed = true;
  }
  return { docs, changed };
}

/** The documents after merging: per id, the device's version where it changed since `base`, else the replica's. */
export function mergeDocs(base: readonly DirectorDoc[], local: readonly DirectorDoc[], remote: readonly DirectorDoc[]): DirectorDoc[] {
  return merge(base, local, remote).docs;
}

/**
 * The stored file after merging the replica's `remote` documents into the device's `stored`
 * file (`base`: the documents last agreed); `changed`: the replica brought something new. The
 * caller checks a changed file as a whole.
 */
export function mergeFile(base: readonly DirectorDoc[], stored: TournamentFile, remote: readonly DirectorDoc[]): { ok: true; value: TournamentFile; changed: boolean } | { ok: false; error: DocsProblem } {
  const { docs, changed } = merge(base, fileToDocs(stored, base), remote);
  // Nothing of the replica's is new to the device: its file as it is (not rebuilt, not checked again).
  if (!changed) return { ok: true, value: stored, changed };
  const file = docsToFile(docs);
  return file.ok ? { ...file, changed } : file;
}
