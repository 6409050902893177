/**
 * The settlement's rows: the shared frozen list of every seat and row of zeros (a row that
 * changes is copied first), and the running total of a row.
 */
import type { Seat } from '../model';
import type { Rational } from '../rational';
import { addTotal, ZERO_R as ZERO } from './fast-rational';

const everyoneCache: Seat[][] = [];
/** Every seat of the table (a dissolve row is shared by all), a shared frozen list. */
export function everySeat(n: number): Seat[] {
  return (everyoneCache[n] ??= Object.freeze(Array.from({ length: n }, (_, s) => s)) as Seat[]);
}

const zeroRows = new Map<number, readonly Rational[]>();
/** A shared, frozen row of zeros (rows that change are copied first). */
export function zeroRow(n: number): Rational[] {
  let row = zeroRows.get(n);
  if (!row) {
    row = Object.freeze(new Array<Rational>(n).fill(ZERO));
    zeroRows.set(n, row);
  }
  return row as Rational[];
}

/** a + b entry by entry; a itself when b is all zero. Array literals let V8 allocate long-lived rows directly in old space. */
export function sumRow(a: Rational[], b: Rational[], n: number): Rational[] {
  if (n === 4) {
    const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!, b3 = b[3]!;
    if (b0.n === 0 && b1.n === 0 && b2.n === 0 && b3.n === 0) return a;
    return [addTotal(a[0]!, b0), addTotal(a[1]!, b1), addTotal(a[2]!, b2), addTotal(a[3]!, b3)];
  }
  if (n === 5) {
    const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!, b3 = b[3]!, b4 = b[4]!;
    if (b0.n === 0 && b1.n === 0 && b2.n === 0 && b3.n === 0 && b4.n === 0) return a;
    return [addTotal(a[0]!, b0), addTotal(a[1]!, b1), addTotal(a[2]!, b2), addTotal(a[3]!, b3), addTotal(a[4]!, b4)];
  }
  let changed = false;
  let out = a;
  for (let s = 0; s < n; s++) {
    if (b[s]!.n === 0) continue;
    if (!changed) {
      out = a.slice();
      changed = true;
    }
    out[s] = addTotal(a[s]!, b[s]!);
  }
  return out;
}
