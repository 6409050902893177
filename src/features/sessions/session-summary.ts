/**
 * What the sessions list shows about an evening: its title, date, number of
 * hands and who leads (from the engine's settlement of the sheet points).
 */
import { cmp, resolveRules, settleSession, type Rational, type Session } from '@/domain/index';
import type { StoredSession } from '@/state/sessions';
import { formatEveningDate } from '@/lib/evening-title';

export interface SessionSummary {
  /** Hands played (bookkeeping rows that dissolve the Pagatkassa are not hands). */
  handCount: number;
  /** Everyone sharing the highest total; null before the first hand or if the sheet cannot be settled. */
  leader: { names: string[]; total: Rational } | null;
}

export function summarizeSession(session: Session): SessionSummary {
  const hands = Array.isArray(session.hands) ? session.hands : [];
  const handCount = hands.filter((h) => !h.dissolveKassa).length;
  if (handCount === 0) return { handCount, leader: null };
  const rules = resolveRules(session.rules);
  if (!rules.ok) return { handCount, leader: null };
  try {
    const settlement = settleSession(session, rules.value);
    let best: Rational | null = null;
    let names: string[] = [];
    for (let seat = 0; seat < settlement.totals.length; seat++) {
      const total = settlement.totals[seat]!;
      const name = session.players[seat] ?? '?';
      const order = best === null ? 1 : cmp(total, best);
      if (order > 0) {
        best = total;
        names = [name];
      } else if (order === 0) {
        names.push(name);
      }
    }
    return { handCount, leader: best === null ? null : { names, total: best } };
  } catch {
    // A sheet the engine cannot settle (a damaged import) still lists; the sheet screen explains the problem.
    return { handCount, leader: null };
  }
}

/** "Do., 20.11.2026" / "Thu, 20/11/2026"; null without a usable date. */
export const formatSessionDate = formatEveningDate;

/** The evening's date, or the day it was created when the file has none. */
export function sessionDay(stored: StoredSession): string {
  return stored.data.date && formatEveningDate(stored.data.date, 'en') !== null ? stored.data.date : stored.createdAt.slice(0, 10);
}

/** Newest evening first (by its date), then the most recently changed. */
export function sortSessions(sessions: readonly StoredSession[]): StoredSession[] {
  return [...sessions].sort((a, b) => {
    const byDay = sessionDay(b).localeCompare(sessionDay(a));
    if (byDay !== 0) return byDay;
    return b.updatedAt.localeCompare(a.updatedAt);
  });
}
