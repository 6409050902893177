/**
 * The orders a Trischaken table's points allow (rules.md §7): baden's scheme averages
 * the loser's payment over every strict ranking the card points are consistent with.
 */
import type { Seat } from '../model';
import type { TrischakenTable } from './trischaken';

/** Every strict ranking (most points first) consistent with the points: ties broken in every possible way. */
export function rankings(t: TrischakenTable): Seat[][] {
  const sorted = [...t.seats].sort((a, b) => t.points[b]! - t.points[a]! || a - b);
  const groups: Seat[][] = [];
  for (const s of sorted) {
    const last = groups[groups.length - 1];
    if (last && t.points[last[0]!] === t.points[s]) last.push(s);
    else groups.push([s]);
  }
  let result: Seat[][] = [[]];
  for (const g of groups) {
    const perms = permutations(g);
    const next: Seat[][] = [];
    for (const prefix of result) for (const p of perms) next.push([...prefix, ...p]);
    result = next;
  }
  return result;
}

function permutations(xs: Seat[]): Seat[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: Seat[][] = [];
  xs.forEach((x, i) => {
    const rest = xs.slice(0, i).concat(xs.slice(i + 1));
    for (const p of permutations(rest)) out.push([x, ...p]);
  });
  return out;
}
