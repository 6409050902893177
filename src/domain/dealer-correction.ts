/**
 * Correcting the first dealer of an evening that has hands. Every hand's dealer follows the
 * rotation from the first dealer (unless the hand names its own), so a correction moves every
 * Vorhand: a recorded Vorhand game (a Rufer, a Sechserdreier, a Trischaken with a declarer,
 * rules.md) then names a declarer who is no longer Vorhand, and the corrected evening would be
 * invalid. The form took the declarer from the wrong rotation, so the natural correction moves
 * each such declarer to the new Vorhand. Everything else of a hand stays as recorded.
 */
import type { Hand, Seat, Session } from './model';
import { GAMES } from './rules/games';
import { tableSeats } from './table';
import { dealerSequence } from './validation/validate-session';

export interface MovedDeclarer {
  /** 0-based hand index. */
  index: number;
  from: Seat;
  to: Seat;
}

export interface FollowedDealer {
  /** The hands with the Vorhand games' declarers moved (the same objects where nothing moved). */
  hands: Hand[];
  moved: MovedDeclarer[];
}

/** The evening's hands as they would read with `firstDealer`: each Vorhand game's declarer moves to the new Vorhand. */
export function followFirstDealer(session: Session, firstDealer: Seat): FollowedDealer {
  const n = session.players.length;
  const before = dealerSequence(session.hands, n, session.firstDealer ?? 0);
  const after = dealerSequence(session.hands, n, firstDealer);
  const moved: MovedDeclarer[] = [];
  const hands = session.hands.map((hand, index) => {
    if (hand.dissolveKassa || hand.dealer !== undefined || hand.game === undefined || hand.declarer === undefined) return hand;
    const info = GAMES[hand.game as keyof typeof GAMES];
    if (!info?.vorhandOnly) return hand;
    const oldVorhand = tableSeats(n, before[index]!).vorhand;
    const newVorhand = tableSeats(n, after[index]!).vorhand;
    if (hand.declarer !== oldVorhand || oldVorhand === newVorhand) return hand;
    moved.push({ index, from: oldVorhand, to: newVorhand });
    return { ...hand, declarer: newVorhand };
  });
  return { hands, moved };
}
