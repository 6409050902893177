/**
 * Version 1, the first release: sessions (keyed by id, indexed by updatedAt),
 * custom rule sets and a meta table. Frozen: never edit a released version.
 */
import type { Session } from '@/domain/model';

export const V1_STORES = {
  sessions: 'id, updatedAt',
  ruleSets: 'id',
  meta: 'key',
} as const;

/** A session record as version 1 stored it (no archive flag yet). */
export interface SessionRecordV1 {
  id: string;
  createdAt: string;
  updatedAt: string;
  data: Session;
}
