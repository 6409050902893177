/**
 * Who leads an evening, from the engine's settlement of the sheet points. Loaded
 * by the start screen after its first paint: the settlement engine is not part
 * of the first load.
 */
import { cmp, parseSession, settleSession, type Rational, type Session } from '@/domain/index';
import { countHands, type SessionLeader } from './session-summary';

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
