/**
 * Who leads an evening, from the engine's settlement of the sheet points. Loaded
 * by the start screen after its first paint: the settlement engine is not part
 * of the first load.
 *
 * A device holding a season lists dozens of evenings: checking and settling all of
 * them at once would hold the start screen for a long moment on a slow phone. They
 * are worked out a few at a time (`settleLeaders`), and kept for the next visit of
 * the start screen while the evening is unchanged.
 */
import { cmp, parseSession, settleSession, type Rational, type Session } from '@/domain/index';
import type { StoredSession } from '@/state/sessions';
import { countHands, type SessionLeader } from './session-summary';

/** How long one piece of the work may run before the browser gets its turn (ms). */
export const LEADER_SLICE_MS = 5;

/** The leaders worked out so far, by evening id, with what they were worked out from. */
const known = new Map<string, { key: string; leader: SessionLeader | null }>();

/** What a leader depends on: a saved change renews `updatedAt`; names and hands are checked too. */
function leaderKey(stored: StoredSession): string {
  const hands = Array.isArray(stored.data.hands) ? stored.data.hands.length : 0;
  return `${stored.updatedAt}\u0000${hands}\u0000${(stored.data.players ?? []).join('\u0000')}`;
}

/** Up to this many hands in all, the leaders are worked out at once, with the list's first picture. */
export const LEADERS_AT_ONCE_HANDS = 200;

/** Who leads each of `sessions`, worked out at once (a few evenings; see LEADERS_AT_ONCE_HANDS). */
export function leadersAtOnce(sessions: readonly StoredSession[]): ReadonlyMap<string, SessionLeader | null> {
  const leaders = new Map<string, SessionLeader | null>();
  for (const stored of sessions) {
    const before = known.get(stored.id);
    const key = leaderKey(stored);
    const leader = before !== undefined && before.key === key ? before.leader : sessionLeader(stored.data);
    known.set(stored.id, { key, leader });
    leaders.set(stored.id, leader);
  }
  return leaders;
}

/**
 * Works out who leads each of `sessions` (in their order: the newest, on screen first), a
 * piece of at most LEADER_SLICE_MS at a time, and hands all of them to `publish` once; at
 * once when every one is known from before. Returns the function that stops the work.
 */
export function settleLeaders(sessions: readonly StoredSession[], publish: (leaders: ReadonlyMap<string, SessionLeader | null>) => void): () => void {
  const leaders = new Map<string, SessionLeader | null>();
  const todo: StoredSession[] = [];
  for (const stored of sessions) {
    const before = known.get(stored.id);
    if (before !== undefined && before.key === leaderKey(stored)) leaders.set(stored.id, before.leader);
    else todo.push(stored);
  }
  if (todo.length === 0) {
    publish(leaders);
    return () => undefined;
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    timer = undefined;
    if (stopped) return;
    const until = performance.now() + LEADER_SLICE_MS;
    do {
      const stored = todo.shift()!;
      const leader = sessionLeader(stored.data);
      known.set(stored.id, { key: leaderKey(stored), leader });
      leaders.set(stored.id, leader);
    } while (todo.length > 0 && performance.now() < until);
    if (todo.length > 0) timer = setTimeout(step, 0);
    else publish(leaders);
  };
  timer = setTimeout(step, 0);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Everyone sharing the highest total; null before the first hand or if the sheet cannot be checked or settled. */
export function sessionLeader(session: Session): SessionLeader | null {
  if (countHands(session) === 0) return null;
  const parsed = parseSession(session);
  if (!parsed.ok) return null;
  try {
    const settlement = settleSession(parsed.value.session, parsed.value.rules);
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
    return best === null ? null : { names, total: best };
  } catch {
    // A sheet the engine cannot settle (a damaged import) still lists; the sheet screen explains the problem.
    return null;
  }
}
