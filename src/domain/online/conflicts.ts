/**
 * Conflicts between director desks: two desks wrote one document while apart. The same content
 * (for a table's result: the same fingerprint) is an agreement; anything else is shown to the
 * director with every version, never overwritten silently. Pure.
 */
import { canonicalJson } from '../canonical-json';
import { docContent, type DecisionDoc, type DirectorDoc, type ResultDoc, type Verdict } from './documents';

export type DecisionConflict =
  /** Every device took the same decision (or there is only one): keep the winner, drop the others. */
  | { kind: 'agreed' }
  /** The devices decided differently for this table: the director must choose; nothing is overwritten. */
  | { kind: 'conflict'; round: number; table: number; fingerprints: string[] };

/**
 * What a table's result decision with conflicting revisions means: the same result
 * (by fingerprint, so the time of receipt and a note do not matter) from every device
 * is an agreement; different results are a conflict to show, never a silent overwrite.
 */
export function decisionConflict(winner: ResultDoc, others: readonly ResultDoc[]): DecisionConflict {
  const fingerprints = [...new Set([winner, ...others].map((d) => d.fingerprint))];
  if (fingerprints.length === 1) return { kind: 'agreed' };
  return { kind: 'conflict', round: winner.round, table: winner.table, fingerprints };
}

/**
 * A conflict on any other director document (two desks edited one registration, the header,
 * a draw): the same content is an agreement; otherwise the director sees both versions.
 */
export function documentConflict(winner: DirectorDoc, others: readonly DirectorDoc[]): 'agreed' | 'conflict' {
  const mine = canonicalJson(docContent(winner));
  return others.every((o) => canonicalJson(docContent(o)) === mine) ? 'agreed' : 'conflict';
}

/**
 * The versions two desks wrote of one decision, as the director chooses between them:
 * one entry per verdict (the first revision with it), in the order given.
 */
export function decisionChoices(versions: readonly DecisionDoc[]): { verdict: Verdict; fingerprint: string; rev?: string }[] {
  const out: { verdict: Verdict; fingerprint: string; rev?: string }[] = [];
  for (const v of versions) {
    if (out.some((o) => o.verdict === v.verdict && o.fingerprint === v.fingerprint)) continue;
    out.push({ verdict: v.verdict, fingerprint: v.fingerprint, ...(v._rev !== undefined ? { rev: v._rev } : {}) });
  }
  return out;
}
