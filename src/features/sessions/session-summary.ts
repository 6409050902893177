/**
 * What the sessions list shows about an evening: its title, date and number of
 * hands. Who leads needs the settlement engine, which the start screen loads
 * after its first paint (session-leader.ts).
 */
import type { Rational, Session } from '@/domain/index';
import type { StoredSession } from '@/state/sessions';
import { parseIsoDate } from '@/lib/dates';

export interface SessionLeader {
  names: string[];
  total: Rational;
}

export interface SessionSummary {
  /** Hands played (bookkeeping rows that dissolve the Pagatkassa are not hands). */
  handCount: number;
  /**
   * Everyone sharing the highest total (session-leader.ts); null before the first hand or if the
   * sheet cannot be settled; undefined while the settlement is still loading.
   */
  leader: SessionLeader | null | undefined;
}

/** Hands played (bookkeeping rows that dissolve the Pagatkassa are not hands). */
export function countHands(session: Session): number {
  const hands = Array.isArray(session.hands) ? session.hands : [];
  return hands.filter((h) => !h.dissolveKassa).length;
}

/** The evening's date, or the day it was created when the file has none (or one that is no date). */
export function sessionDay(stored: StoredSession): string {
  return stored.data.date && parseIsoDate(stored.data.date) !== null ? stored.data.date : stored.createdAt.slice(0, 10);
}

/** Newest evening first (by its date), then the most recently changed. */
export function sortSessions(sessions: readonly StoredSession[]): StoredSession[] {
  // Each evening's day once, not once per comparison; ISO dates and times compare as plain
  // strings (a locale's collation, as localeCompare does, is slow and not needed for them).
  const days = new Map(sessions.map((s) => [s, sessionDay(s)]));
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...sessions].sort((a, b) => byText(days.get(b)!, days.get(a)!) || byText(b.updatedAt, a.updatedAt));
}
