/**
 * Version 1, the first release: sessions (keyed by id, indexed by updatedAt),
 * custom rule sets and a meta table. Frozen: never edit a released version.
 *
 * The record shapes below are this version's own, written as JSON shapes: a
 * released migration never follows later changes of the domain's types. The
 * app's live record types (`../records.ts`) are derived from the newest shape
 * of each table, with the stored file objects read as the domain's types.
 */

export const V1_STORES = {
  sessions: 'id, updatedAt',
  ruleSets: 'id',
  meta: 'key',
} as const;

/** The session file (session-format.md, version 1) as version 1 stores it: JSON, checked by the domain before it is written. */
export interface SessionFileV1 {
  format: 'tarock-session';
  version: 1;
  name?: string;
  date?: string;
  players: string[];
  rules: string | { preset: string; overrides?: object };
  stakeCents?: number;
  firstDealer?: number;
  lastRoundFrom?: number;
  kassaStart?: number;
  hands: object[];
  tournament?: object;
}

/** A session record as version 1 stored it (no archive flag yet). */
export interface SessionRecordV1 {
  /** crypto.randomUUID() */
  id: string;
  /** ISO timestamps */
  createdAt: string;
  updatedAt: string;
  data: SessionFileV1;
}

/** A saved custom rule set: a preset and the overrides on top of it. */
export interface RuleSetRecordV1 {
  id: string;
  name: string;
  spec: { preset: string; overrides: object };
  updatedAt: string;
}

/** One key-value entry (e.g. `appDataVersion`, an evening's undo log). */
export interface MetaRecordV1 {
  key: string;
  value: unknown;
}

/** Every table of version 1 with its record shape. */
export interface RecordsV1 {
  sessions: SessionRecordV1;
  ruleSets: RuleSetRecordV1;
  meta: MetaRecordV1;
}
