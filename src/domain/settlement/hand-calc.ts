/**
 * The scratch space one hand is settled in. Amounts are integers in units of
 * 1/`den` (see compile-rules.ts), kept in two rows:
 * - `full`: the settlement with every Kontra (what really changes hands);
 * - `sheet`: the same with every Kontra taken as none (rules.md §2.1).
 * With Kontra on the sheet both ledgers end up equal. NOTE: one HandCalc is reused
 * for every hand of a run; `reset` clears it.
 */
import type { ExplanationLine, Seat } from '../model';
import { activeSeatMask, tableSeats } from '../table';

export class HandCalc {
  readonly full: Float64Array;
  readonly sheet: Float64Array;
  /** Bit mask of the seats that play this hand (all but a 5-table's dealer). */
  activeMask = 0;
  dealer: Seat = 0;
  vorhand: Seat = 0;
  /** Denominator of one integer step in `full` and `sheet`. */
  den = 1;
  /** Explanation lines, or null when nobody asked for them. */
  lines: ExplanationLine[] | null = null;

  constructor(
    readonly playerCount: number,
    /** Player names, for explanation lines. */
    readonly names: readonly string[],
  ) {
    this.full = new Float64Array(playerCount);
    this.sheet = new Float64Array(playerCount);
  }

  reset(dealer: Seat, lines: ExplanationLine[] | null): void {
    this.full.fill(0);
    this.sheet.fill(0);
    // Who plays and who is Vorhand come from the table's one home (table.ts).
    this.dealer = dealer;
    this.vorhand = tableSeats(this.playerCount, dealer).vorhand;
    this.activeMask = activeSeatMask(this.playerCount, dealer);
    this.den = 1;
    this.lines = lines;
  }

  isActive(seat: Seat): boolean {
    return (this.activeMask & (1 << seat)) !== 0;
  }

  name(seat: Seat): string {
    return this.names[seat] ?? String(seat);
  }

  /**
   * The settlement primitive (rules.md §2): `v` per opponent between the side in
   * `sideMask` and the other active players. The side wins → each opponent −v and
   * each side member +v·|O|/|S|; loses → signs flip.
   */
  primitive(sideMask: number, sideWins: boolean, full: number, sheet: number): void {
    const side = sideMask & this.activeMask;
    const others = this.activeMask & ~side;
    const nS = popcount(side);
    const nO = popcount(others);
    if (nS === 0 || nO === 0) return;
    const sign = sideWins ? 1 : -1;
    const ratio = nO / nS;
    for (let s = 0; s < this.playerCount; s++) {
      const bit = 1 << s;
      if (side & bit) {
        this.full[s]! += sign * full * ratio;
        this.sheet[s]! += sign * sheet * ratio;
      } else if (others & bit) {
        this.full[s]! -= sign * full;
        this.sheet[s]! -= sign * sheet;
      }
    }
  }

  /** `from` pays `to` (both ledgers). */
  pay(from: Seat, to: Seat, full: number, sheet: number): void {
    this.full[from]! -= full;
    this.full[to]! += full;
    this.sheet[from]! -= sheet;
    this.sheet[to]! += sheet;
  }

  /** True when the settlement (with every Kontra) is 0 for every player: a Fensterbankerl (§8). */
  allZero(): boolean {
    for (let s = 0; s < this.playerCount; s++) if (this.full[s] !== 0) return false;
    return true;
  }

  hasCash(): boolean {
    for (let s = 0; s < this.playerCount; s++) if (this.full[s] !== this.sheet[s]) return true;
    return false;
  }
}

export function popcount(mask: number): number {
  let c = 0;
  while (mask) {
    mask &= mask - 1;
    c++;
  }
  return c;
}

/** Exact integer division inside a settlement; a remainder is a bug in the unit choice, never input. */
export function exactDiv(x: number, k: number): number {
  const q = x / k;
  if (!Number.isInteger(q)) throw new RangeError(`settlement: ${x} is not divisible by ${k}`);
  return q;
}
