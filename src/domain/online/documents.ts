/**
 * A tournament online: the documents of its databases (`databases.ts`), typed, with their ids
 * and builders, the guards that read an unknown document as one of them, and a document's
 * content for comparing. The file ⇄ documents mapping is `file-documents.ts`; conflicts between
 * desks `conflicts.ts`; why a network hand-in waits or was refused `hand-in-reasons.ts`. Pure:
 * no network, no storage.
 */
import { canonicalJson } from '../canonical-json';
import { fnv1a64 } from '../hash/fnv';
import { resultFingerprint } from '../tournament/result-fingerprint';
import type { HandIn, TableDraw, TableResult, TournamentFile, TournamentPlayer } from '../tournament/model';
import type { Hand } from '../model';

// ---- the documents ----

interface DocBase {
  _id: string;
  _rev?: string;
  tournament: string;
}

/** Everything of the file but players, rounds and lots. */
export interface HeaderDoc extends DocBase {
  kind: 'header';
  file: Omit<TournamentFile, 'players' | 'rounds' | 'lots'>;
}

export interface PlayerDoc extends DocBase {
  kind: 'player';
  /** The player's place in the file's list (registration order). */
  order: number;
  player: TournamentPlayer;
}

/** A drawn round: the tables (players, first dealer, key) without their results. */
export interface RoundDoc extends DocBase {
  kind: 'round';
  round: number;
  tables: Omit<TableDraw, 'result'>[];
}

/**
 * A director's decision: the result that counts for one table of one round. Two devices
 * taking the same decision write documents of the same fingerprint; different fingerprints
 * for one table are a conflict the director resolves (`decisionConflict`).
 */
export interface ResultDoc extends DocBase {
  kind: 'result';
  round: number;
  table: number;
  fingerprint: string;
  result: TableResult;
  /** The hand-in document it came from, when it came from one. */
  handIn?: string;
}

export interface LotsDoc extends DocBase {
  kind: 'lots';
  lots: string[];
}

/**
 * The director's decision on a network hand-in that brought a different result for a table
 * that had one: the new result taken over (`accepted`) or the stored one kept (`rejected`).
 * It names the hand-in and carries the result that counts after it, so every desk can drop
 * the hand-in from its list, and a desk that decided otherwise meanwhile gets a conflict on
 * this one document (same id, different verdict) instead of a silent overwrite.
 */
export interface DecisionDoc extends DocBase {
  kind: 'decision';
  round: number;
  table: number;
  /** The hand-in document decided on. */
  handIn: string;
  verdict: Verdict;
  /** The fingerprint of the result that counts after the decision ('' for none). */
  fingerprint: string;
  /** The result that counts after it; null when a hand-in for a table without result was not taken. */
  result: TableResult | null;
}

export type Verdict = 'accepted' | 'rejected';

export type DirectorDoc = HeaderDoc | PlayerDoc | RoundDoc | ResultDoc | LotsDoc | DecisionDoc;

/** A table's hand-in as a document: id and body come from the message only. */
export interface HandInDoc extends DocBase {
  kind: 'handin';
  round: number;
  table: number;
  message: HandIn & { mac?: string };
}

export const HEADER_ID = 'tournament';
export const LOTS_ID = 'lots';
export const STANDINGS_ID = 'standings';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function playerDocId(playerId: string): string {
  return `player:${playerId}`;
}
export function roundDocId(round: number): string {
  return `round:${pad(round, 2)}`;
}
export function resultDocId(round: number, table: number): string {
  return `result:r${pad(round, 2)}:t${pad(table, 4)}`;
}

/** `decision:r<n>:t<k>:<fingerprint>`: one decision document per hand-in, named after it. */
export function decisionDocId(handInId: string): string {
  if (!handInId.startsWith('handin:')) throw new Error(`${JSON.stringify(handInId)} is not a hand-in id`);
  return `decision:${handInId.slice('handin:'.length)}`;
}

/** The fingerprint of a hand-in message: the whole message (note and MAC included) in canonical JSON. */
export function handInFingerprint(message: HandIn & { mac?: string }): string {
  return fnv1a64(canonicalJson(message));
}

/** `handin:r<n>:t<k>:<fingerprint>` — the same message gives the same id on every path. */
export function handInDocId(message: HandIn & { mac?: string }): string {
  return `handin:r${pad(message.round, 2)}:t${pad(message.table, 4)}:${handInFingerprint(message)}`;
}

/**
 * The hand-in document of a message. Nothing but the message goes into it (no time, no
 * device), so the phone's network copy and the director's scanned copy are identical.
 */
export function handInDoc(message: HandIn & { mac?: string }): HandInDoc {
  const copy = JSON.parse(canonicalJson(message)) as HandIn & { mac?: string };
  return { _id: handInDocId(copy), kind: 'handin', tournament: copy.tournament, round: copy.round, table: copy.table, message: copy };
}

/** The result decision for a table (what the director's device stored as the table's result). */
export function resultDoc(tournamentId: string, round: number, table: number, result: TableResult, handIn?: string): ResultDoc {
  const doc: ResultDoc = {
    _id: resultDocId(round, table),
    kind: 'result',
    tournament: tournamentId,
    round,
    table,
    fingerprint: fingerprintOf(result),
    result,
  };
  if (handIn !== undefined) doc.handIn = handIn;
  return doc;
}

/**
 * A pure function of a JSON value, remembered by the value's JSON text (a bounded number of
 * the latest ones). Every sync step rebuilds a tournament's documents from the file as read,
 * new objects each time; writing each out with the engine's `JSON.stringify` is many times
 * quicker than the canonical JSON and the hash of its results and documents.
 */
function memoByText<T>(f: (value: unknown) => T, kept = 1000): (value: unknown) => T {
  const memo = new Map<string, T>();
  return (value) => {
    const text = JSON.stringify(value);
    const known = memo.get(text);
    if (known !== undefined) return known;
    const out = f(value);
    memo.set(text, out);
    if (memo.size > kept) memo.delete(memo.keys().next().value!);
    return out;
  };
}

const fingerprintOf = memoByText((result) => resultFingerprint(result as TableResult<Hand>));
const canonicalOf = memoByText(canonicalJson);

/** The decision on hand-in `handIn` of a table: `result` is what counts after it. */
export function decisionDoc(tournamentId: string, handIn: string, round: number, table: number, verdict: Verdict, result: TableResult | null): DecisionDoc {
  return {
    _id: decisionDocId(handIn),
    kind: 'decision',
    tournament: tournamentId,
    round,
    table,
    handIn,
    verdict,
    fingerprint: result ? resultFingerprint(result as TableResult<Hand>) : '',
    result,
  };
}

/** A document of the director database as this app writes it (by its `kind`); design and `_local` documents are not. */
export function isDirectorDoc(doc: unknown): doc is DirectorDoc {
  if (typeof doc !== 'object' || doc === null) return false;
  const d = doc as { _id?: unknown; kind?: unknown; tournament?: unknown };
  return typeof d._id === 'string' && typeof d.tournament === 'string'
    && (d.kind === 'header' || d.kind === 'player' || d.kind === 'round' || d.kind === 'result' || d.kind === 'lots' || d.kind === 'decision');
}

/** A hand-in document as a table writes it (its fields' types; the message itself is checked by `parseHandIn`). */
export function isHandInDoc(doc: unknown): doc is HandInDoc {
  if (typeof doc !== 'object' || doc === null) return false;
  const d = doc as { _id?: unknown; kind?: unknown; tournament?: unknown; round?: unknown; table?: unknown; message?: unknown };
  return typeof d._id === 'string' && d.kind === 'handin' && typeof d.tournament === 'string' && typeof d.round === 'number' && typeof d.table === 'number'
    && typeof d.message === 'object' && d.message !== null;
}

/** Strips the database's own fields (`_rev`, `_conflicts`, …) so two documents can be compared by content. */
export function docContent(doc: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith('_') || k === '_id' || k === '_deleted') out[k] = v;
  return out;
}

/**
 * A document's content as canonical JSON, worked out once per document object: the documents
 * of one push become the base the next push compares with, so each is written out once, not at
 * every change of a large tournament. (Documents are never changed after they are made.)
 */
const contentJsonOf = new WeakMap<DirectorDoc, string>();
export function contentJson(d: DirectorDoc): string {
  let json = contentJsonOf.get(d);
  if (json === undefined) {
    json = canonicalOf(docContent(d));
    contentJsonOf.set(d, json);
  }
  return json;
}
