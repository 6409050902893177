/**
 * The sync's merge of one tournament: three-way, per document. `base` is what the device and
 * its replica last agreed on, `local` what the device stores now, `remote` what the replica
 * holds now (every desk's changes). A document this device changed since `base` (added,
 * edited or removed) keeps the device's version, which the sync then sends; every other
 * document takes the replica's. So a registration made on this desk while another desk's
 * change is merged survives, and so does the other desk's change. Pure.
 */
import { canonicalJson } from '../canonical-json';
import { docContent, docsToFile, fileToDocs, type DirectorDoc, type DocsProblem } from './documents';
import type { TournamentFile } from '../tournament/model';

function contents(docs: readonly DirectorDoc[]): Map<string, { doc: DirectorDoc; text: string }> {
  return new Map(docs.map((d) => [d._id, { doc: d, text: canonicalJson(docContent(d)) }]));
}

/** The documents after merging: per id, the device's version where it changed since `base`, else the replica's. */
export function mergeDocs(base: readonly DirectorDoc[], local: readonly DirectorDoc[], remote: readonly DirectorDoc[]): DirectorDoc[] {
  const b = contents(base);
  const l = contents(local);
  const r = contents(remote);
  const out: DirectorDoc[] = [];
  for (const id of new Set([...r.keys(), ...l.keys(), ...b.keys()])) {
    const changedHere = (l.get(id)?.text ?? null) !== (b.get(id)?.text ?? null);
    const pick = changedHere ? l.get(id) : r.get(id);
    if (pick) out.push(pick.doc);
  }
  return out;
}

/**
 * The stored file after merging the replica's `remote` documents into the device's `stored`
 * file (`base`: the documents last agreed). The caller checks the file as a whole.
 */
export function mergeFile(base: readonly DirectorDoc[], stored: TournamentFile, remote: readonly DirectorDoc[]): { ok: true; value: TournamentFile } | { ok: false; error: DocsProblem } {
  return docsToFile(mergeDocs(base, fileToDocs(stored, base), remote));
}
