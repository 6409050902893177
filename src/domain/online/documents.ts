/**
 * A tournament online: the tournament file as the documents of CouchDB-protocol databases,
 * and back. Pure: no network, no storage.
 *
 * Three databases per tournament (the unit of security and replication):
 *  - the **director's** (`kb-t-…`): the header, one document per player, one per drawn round
 *    (the draw with the tables' keys, without results), one decision per table result and the
 *    lots. Only director logins read and write it: the tables' keys never leave it.
 *  - the **hand-ins** (`kb-h-…`): append-only hand-in documents whose id and body come from the
 *    hand-in message itself, so the network, the QR code and a file give the same document.
 *    Directors and the tournament's table logins read it; a table may only create its own table's
 *    hand-in of an open round (the validation function, `server/design`).
 *  - the **public** one (`kb-p-…`): the standings a director device publishes, readable without
 *    login. Nothing personal beyond names goes there.
 *
 * `fileToDocs` and `docsToFile` are inverse: the round trip gives the file back, key for key
 * (keys this module does not know are carried as they are, so a later key of the format
 * travels too).
 */
import { canonicalJson } from '../canonical-json';
import { fnv1a64 } from '../hash/fnv';
import { resultFingerprint } from '../tournament/result-fingerprint';
import type { HandIn, Round, TableDraw, TableResult, TournamentFile, TournamentPlayer } from '../tournament/model';
import type { Hand } from '../model';

/** The three databases of one tournament. CouchDB names: lower case, starting with a letter. */
export interface TournamentDatabases {
  director: string;
  handIns: string;
  published: string;
}

/** A tournament id that can be part of a database name (the app's ids are UUIDs). */
export function isOnlineTournamentId(id: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(id);
}

export function databaseNames(tournamentId: string): TournamentDatabases {
  if (!isOnlineTournamentId(tournamentId)) throw new Error(`tournament id ${JSON.stringify(tournamentId)} cannot name a database`);
  return { director: `kb-t-${tournamentId}`, handIns: `kb-h-${tournamentId}`, published: `kb-p-${tournamentId}` };
}

/** The role a director login carries (every tournament of the server). */
export const DIRECTOR_ROLE = 'kb-director';

/** The role of one table's login for one round of one tournament. */
export function tableRole(tournamentId: string, round: number, table: number): string {
  return `kb-table:${tournamentId}:r${round}:t${table}`;
}

/** The role every table login of a tournament carries (membership of the hand-ins database). */
export function tablesRole(tournamentId: string): string {
  return `kb-tables:${tournamentId}`;
}

/** The user name of one table's login for one round. */
export function tableUserName(tournamentId: string, round: number, table: number): string {
  return `kb-${tournamentId}-r${round}-t${table}`;
}

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
    fingerprint: resultFingerprint(result as TableResult<Hand>),
    result,
  };
  if (handIn !== undefined) doc.handIn = handIn;
  return doc;
}

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

/**
 * The director database's documents of a tournament file. `previous` (the documents as last
 * agreed with the other desks) keeps each player's `order` where it still fits the file's
 * order, so removing a player or merging two desks' walk-ins rewrites no other registration
 * (a rewritten registration would clash with another desk's correction of it).
 */
export function fileToDocs(file: TournamentFile, previous: readonly DirectorDoc[] = []): DirectorDoc[] {
  const { players, rounds, lots, ...header } = file;
  const t = file.id;
  const docs: DirectorDoc[] = [{ _id: HEADER_ID, kind: 'header', tournament: t, file: header }];
  const kept = new Map(previous.filter((d): d is PlayerDoc => d.kind === 'player').map((d) => [d.player.id, d.order]));
  let last: { order: number; id: string } | null = null;
  for (const player of players) {
    // `docsToFile` sorts by (order, id): a kept order must stay after the one before it.
    const k: number | undefined = kept.get(player.id);
    const fits: boolean = k !== undefined && (last === null || k > last.order || (k === last.order && player.id > last.id));
    const order: number = fits && k !== undefined ? k : last === null ? 0 : last.order + 1;
    last = { order, id: player.id };
    docs.push({ _id: playerDocId(player.id), kind: 'player', tournament: t, order, player });
  }
  rounds.forEach((round, i) => {
    const n = i + 1;
    docs.push({ _id: roundDocId(n), kind: 'round', tournament: t, round: n, tables: round.tables.map(({ result: _r, ...draw }) => draw) });
    for (const table of round.tables) {
      if (table.result) docs.push(resultDoc(t, n, table.table, table.result));
    }
  });
  if (lots !== undefined) docs.push({ _id: LOTS_ID, kind: 'lots', tournament: t, lots });
  return docs;
}

export type DocsProblem =
  | { code: 'ERR_ONLINE_NO_HEADER' }
  | { code: 'ERR_ONLINE_OTHER_TOURNAMENT'; id: string }
  | { code: 'ERR_ONLINE_ROUND_GAP'; round: number }
  | { code: 'ERR_ONLINE_RESULT_WITHOUT_TABLE'; round: number; table: number };

/**
 * The tournament file of the director database's documents (any order; design and other
 * documents are ignored). The caller checks the file as a whole (`parseTournament`).
 */
export function docsToFile(docs: readonly unknown[]): { ok: true; value: TournamentFile } | { ok: false; error: DocsProblem } {
  const own = docs.filter((d): d is DirectorDoc => typeof d === 'object' && d !== null && 'kind' in d && typeof (d as { kind: unknown }).kind === 'string');
  const header = own.find((d): d is HeaderDoc => d.kind === 'header' && d._id === HEADER_ID);
  if (!header) return { ok: false, error: { code: 'ERR_ONLINE_NO_HEADER' } };
  const t = header.file.id;
  const other = own.find((d) => d.tournament !== t);
  if (other) return { ok: false, error: { code: 'ERR_ONLINE_OTHER_TOURNAMENT', id: other._id } };
  const players = own
    .filter((d): d is PlayerDoc => d.kind === 'player')
    .sort((a, b) => a.order - b.order || (a.player.id < b.player.id ? -1 : a.player.id > b.player.id ? 1 : 0))
    .map((d) => d.player);
  const roundDocs = own.filter((d): d is RoundDoc => d.kind === 'round').sort((a, b) => a.round - b.round);
  const rounds: Round[] = [];
  for (const [i, r] of roundDocs.entries()) {
    if (r.round !== i + 1) return { ok: false, error: { code: 'ERR_ONLINE_ROUND_GAP', round: i + 1 } };
    rounds.push({ tables: r.tables.map((draw) => ({ ...draw })) });
  }
  for (const d of own) {
    if (d.kind !== 'result') continue;
    const table = rounds[d.round - 1]?.tables.find((x) => x.table === d.table);
    if (!table) return { ok: false, error: { code: 'ERR_ONLINE_RESULT_WITHOUT_TABLE', round: d.round, table: d.table } };
    table.result = d.result;
  }
  const lots = own.find((d): d is LotsDoc => d.kind === 'lots');
  const file = { ...header.file, players, rounds, ...(lots ? { lots: lots.lots } : {}) } as TournamentFile;
  return { ok: true, value: file };
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
    json = canonicalJson(docContent(d));
    contentJsonOf.set(d, json);
  }
  return json;
}

/**
 * The documents to write so that the database holds `next` where it held `previous`
 * (both as documents by id): new and changed documents, and deletions of documents that
 * went away (a player removed, a draft round taken back).
 */
export function docChanges(previous: readonly DirectorDoc[], next: readonly DirectorDoc[]): { put: DirectorDoc[]; remove: string[] } {
  const before = new Map(previous.map((d) => [d._id, contentJson(d)]));
  const after = new Set(next.map((d) => d._id));
  const put = next.filter((d) => before.get(d._id) !== contentJson(d));
  const remove = previous.filter((d) => !after.has(d._id)).map((d) => d._id);
  return { put, remove };
}

// ---- conflicts between director devices ----

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

// ---- network hand-ins that wait for the director ----

/**
 * Why a network hand-in waits for the director or was not taken: one closed set, worded once
 * for the screens (German and English), never shown as a code.
 */
export const HAND_IN_REASONS = [
  /** Waits: the table has another result. */
  'different-result',
  /** Waits: more or fewer hands than the round plans. */
  'hand-count',
  /** Waits: stored on the server after the round was closed (a cluster takes one for a moment). */
  'round-closed',
  /** Refused: the document is not what its message says. */
  'forged',
  /** Refused: the table has a key and the hand-in carries none. */
  'mac-missing',
  /** Refused: the hand-in's MAC does not match the table's key. */
  'mac-mismatch',
  /** Refused: another tournament's hand-in. */
  'other-tournament',
  /** Refused: no such round or table drawn. */
  'table',
  /** Refused: not the drawn players in the drawn seats. */
  'players',
  /** Refused: a hand is not valid. */
  'hands',
  /** Refused: not a hand-in message this app reads. */
  'malformed',
  /** Refused for now: this desk's stored tournament is damaged (or missing). */
  'damaged',
] as const;
export type HandInReason = (typeof HAND_IN_REASONS)[number];

/** The reason of a hand-in check's error code (`checkHandIn`, `parseHandIn`). */
export function handInReasonOf(code: string | undefined): HandInReason {
  switch (code) {
    case 'ERR_HANDIN_MAC_MISSING': return 'mac-missing';
    case 'ERR_HANDIN_MAC_MISMATCH': return 'mac-mismatch';
    case 'ERR_HANDIN_HAND': return 'hands';
    case 'ERR_HANDIN_PLAYERS': return 'players';
    case 'ERR_HANDIN_ROUND':
    case 'ERR_HANDIN_TABLE': return 'table';
    case 'ERR_HANDIN_TOURNAMENT': return 'other-tournament';
    case 'ERR_STORAGE_DAMAGED':
    case 'ERR_STORAGE_NOT_FOUND': return 'damaged';
    default: return 'malformed';
  }
}

export function isHandInReason(value: unknown): value is HandInReason {
  return typeof value === 'string' && (HAND_IN_REASONS as readonly string[]).includes(value);
}

export interface WaitingHandIn {
  /** The hand-in document's id. */
  id: string;
  round: number;
  table: number;
  /** `needs-confirmation`: the director takes it over or keeps what is stored; `refused`: not taken. */
  state: 'needs-confirmation' | 'refused';
  reason: HandInReason;
  /** For `needs-confirmation`: the fingerprint of the hand-in's result. */
  fingerprint?: string;
}

/**
 * A waiting entry as stored by this or an older version of the app (which kept `forged` as a
 * state and reasons as codes); null for what is not one.
 */
export function readWaitingHandIn(raw: unknown): WaitingHandIn | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const w = raw as Record<string, unknown>;
  if (typeof w.id !== 'string' || typeof w.round !== 'number' || typeof w.table !== 'number') return null;
  const base = { id: w.id, round: w.round, table: w.table };
  if (w.state === 'forged') return { ...base, state: 'refused', reason: 'forged' };
  if (w.state === 'needs-confirmation') {
    const reason = w.reason === 'hand-count' || w.reason === 'round-closed' ? w.reason : 'different-result';
    return { ...base, state: 'needs-confirmation', reason, ...(typeof w.fingerprint === 'string' ? { fingerprint: w.fingerprint } : {}) };
  }
  if (w.state === 'refused') return { ...base, state: 'refused', reason: isHandInReason(w.reason) ? w.reason : handInReasonOf(typeof w.reason === 'string' ? w.reason : undefined) };
  return null;
}

/**
 * The hand-ins still waiting on a desk: a different result waits until a director decided
 * on it on any desk (a decision document names it) or the table's stored result became the
 * hand-in's own (taken over by QR code on some desk). Refused and forged ones stay listed.
 */
export function stillWaiting(waiting: readonly WaitingHandIn[], decided: ReadonlySet<string>, file: TournamentFile | undefined): WaitingHandIn[] {
  return waiting.filter((w) => {
    if (w.state !== 'needs-confirmation') return true;
    if (decided.has(decisionDocId(w.id))) return false;
    const stored = file?.rounds[w.round - 1]?.tables.find((x) => x.table === w.table)?.result;
    return !(stored && w.fingerprint !== undefined && resultFingerprint(stored as TableResult<Hand>) === w.fingerprint);
  });
}
