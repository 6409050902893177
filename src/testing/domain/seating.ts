/**
 * An independent check for the draw's tests: the fewest repeated pairs a new round can
 * have given the earlier rounds, by exhaustive branch and bound over all seatings
 * (tables of one size are interchangeable). Only for small fields.
 */
import type { PlayerId, Round } from '@/domain/tournament/model';

export function fewestRepeatsPossible(ids: readonly PlayerId[], sizes: readonly number[], previous: readonly Round[], bound = Infinity): number {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const met = new Uint8Array(n * n);
  for (const round of previous) {
    for (const table of round.tables) {
      const ks = table.players.map((p) => index.get(p)).filter((k): k is number => k !== undefined);
      for (const a of ks) for (const b of ks) if (a !== b) met[a * n + b] = 1;
    }
  }
  const members: number[][] = sizes.map(() => []);
  let best = bound;
  const place = (p: number, cost: number): void => {
    if (cost >= best) return;
    if (p === n) {
      best = cost;
      return;
    }
    const triedEmpty = new Set<number>();
    for (let k = 0; k < sizes.length; k++) {
      const table = members[k]!;
      if (table.length >= sizes[k]!) continue;
      if (table.length === 0) {
        if (triedEmpty.has(sizes[k]!)) continue;
        triedEmpty.add(sizes[k]!);
      }
      let add = 0;
      for (const q of table) add += met[p * n + q]!;
      table.push(p);
      place(p + 1, cost + add);
      table.pop();
    }
  };
  place(0, 0);
  return best;
}
