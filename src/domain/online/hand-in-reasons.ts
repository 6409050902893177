/**
 * Network hand-ins that wait for the director or were refused: one closed set of reasons,
 * worded once for the screens, and the list a desk keeps across reloads. Pure.
 */
import { resultFingerprint } from '../tournament/result-fingerprint';
import type { TableResult, TournamentFile } from '../tournament/model';
import type { Hand } from '../model';
import { decisionDocId } from './documents';

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
