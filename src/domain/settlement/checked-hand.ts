/**
 * The settlement's door for a hand: a valid hand (`ValidHand`, from parseSession / checkHand) narrowed
 * to exactly one kind, each with the fields that kind has. The settlement functions
 * take these narrowed types, so the compiler guards them: a game settled by its
 * declarer gets a hand whose `game` and `declarer` are there, never a missing
 * declarer read as seat 0. A hand without what its kind needs cannot come from
 * validation (the `ValidHand` brand says it came from there); should one arrive all the
 * same (a cast in a test), it is refused here with an error instead of being settled by guesswork.
 */
import type { GameId, Seat, ValidHand } from '../model';
import { isNegativeGame } from '../rules/games';

/** A hand of a game a declarer plays (every game but Trischaken). */
export type DeclaredHand = ValidHand & { game: Exclude<GameId, 'trischaken'>; declarer: Seat };
/** A Trischaken hand (no declarer). */
export type TrischakenHand = ValidHand & { game: 'trischaken' };
/** A Renonce: the offender, and the game as declared (with its declarer, except in Trischaken). */
export type RenonceHand = (DeclaredHand | TrischakenHand) & { renonce: { by: Seat } };

export type CheckedHand =
  | { kind: 'void'; hand: ValidHand }
  | { kind: 'manual'; hand: ValidHand; manual: number[] }
  | { kind: 'renonce'; hand: RenonceHand }
  | { kind: 'trischaken'; hand: TrischakenHand }
  | { kind: 'negative'; hand: DeclaredHand }
  | { kind: 'positive'; hand: DeclaredHand };

/** A hand the settlement cannot take: it did not pass validation. */
export class UncheckedHandError extends Error {
  constructor(readonly index: number, detail: string) {
    super(`hand ${index}: ${detail} (the hand was not validated)`);
    this.name = 'UncheckedHandError';
  }
}

function isDeclared(hand: ValidHand): hand is DeclaredHand {
  return hand.game !== undefined && hand.game !== 'trischaken' && typeof hand.declarer === 'number';
}

function isTrischaken(hand: ValidHand): hand is TrischakenHand {
  return hand.game === 'trischaken';
}

function hasRenonce<H extends ValidHand>(hand: H): hand is H & { renonce: { by: Seat } } {
  return hand.renonce !== undefined && typeof hand.renonce.by === 'number';
}

/** Narrows a dealt hand (not a `dissolveKassa` row) to its kind. */
export function checkedHand(hand: ValidHand, index: number): CheckedHand {
  if (hand.void === true) return { kind: 'void', hand };
  if (hand.manual) return { kind: 'manual', hand, manual: hand.manual };
  if (isTrischaken(hand)) return hasRenonce(hand) ? { kind: 'renonce', hand } : { kind: 'trischaken', hand };
  if (hand.game === undefined) throw new UncheckedHandError(index, 'a hand without a game');
  if (!isDeclared(hand)) throw new UncheckedHandError(index, `a ${hand.game} without a declarer`);
  if (hasRenonce(hand)) return { kind: 'renonce', hand };
  return isNegativeGame(hand.game) ? { kind: 'negative', hand } : { kind: 'positive', hand };
}
