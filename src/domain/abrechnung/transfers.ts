/**
 * The fewest payments that settle an evening ("Bernd zahlt Anna 3,40 €").
 *
 * Balances are whole cents per party (positive = receives, negative = pays)
 * and sum to exactly zero. Every group of parties whose balances sum to zero
 * can be settled with (group size − 1) payments, and no settlement can do
 * better than that, so the minimum number of payments is
 *   (parties with a non-zero balance) − (most disjoint zero-sum groups).
 * For up to MAX_EXACT parties the groups are found exactly by a search over
 * subsets (3^n, instant for a table of 4–5 plus the Pagatkassa); above that a
 * greedy pairing is used, which still never needs more than parties − 1.
 */

export interface Transfer {
  /** Index of the paying party. */
  from: number;
  /** Index of the receiving party. */
  to: number;
  /** Whole cents, always > 0. */
  cents: number;
}

/** Above this many non-zero balances the exact search is replaced by the greedy pairing. */
export const MAX_EXACT = 14;

/**
 * Fewest transfers that bring every balance to zero, in a deterministic order
 * (by payer, then receiver). Nobody both pays and receives.
 * WARNING throws a RangeError when the balances are not whole cents or do not
 * sum to zero: that is a bug in the caller, never user input.
 */
export function minimiseTransfers(balancesCents: readonly number[]): Transfer[] {
  let total = 0;
  for (const b of balancesCents) {
    if (!Number.isSafeInteger(b)) throw new RangeError(`minimiseTransfers: ${b} is not a whole number of cents`);
    total += b;
  }
  if (total !== 0) throw new RangeError(`minimiseTransfers: balances sum to ${total}, not 0`);

  const parties = balancesCents.map((_, i) => i).filter((i) => balancesCents[i] !== 0);
  const groups = parties.length <= MAX_EXACT ? zeroSumGroups(parties, balancesCents) : [parties];
  const transfers = groups.flatMap((group) => settleGroup(group, balancesCents));
  return transfers.sort((a, b) => a.from - b.from || a.to - b.to);
}

/**
 * Splits the parties into the largest number of disjoint zero-sum groups.
 * best[mask] = most zero-sum groups a zero-sum mask splits into; a group is
 * always chosen to contain the lowest member of what is left, which keeps the
 * search to submasks and the choice deterministic (smallest group first).
 */
function zeroSumGroups(parties: readonly number[], balances: readonly number[]): number[][] {
  const n = parties.length;
  if (n === 0) return [];
  const full = (1 << n) - 1;
  const sums = new Float64Array(1 << n);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sums[mask] = sums[mask ^ low]! + balances[parties[31 - Math.clz32(low)]!]!;
  }
  const best = new Int32Array(1 << n).fill(-1);
  const choice = new Int32Array(1 << n);
  best[0] = 0;
  // Ascending masks: every proper submask of a mask is smaller, so it is already solved.
  for (let mask = 1; mask <= full; mask++) {
    if (sums[mask] !== 0) continue;
    const low = mask & -mask;
    const rest = mask ^ low;
    let bestCount = -1;
    let bestGroup = 0;
    // Enumerate submasks `sub` of rest; the group is sub | low.
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      const group = sub | low;
      const remaining = mask ^ group;
      if (sums[group] === 0 && best[remaining]! >= 0) {
        const count = 1 + best[remaining]!;
        if (count > bestCount || (count === bestCount && isPreferred(group, bestGroup))) {
          bestCount = count;
          bestGroup = group;
        }
      }
      if (sub === 0) break;
    }
    best[mask] = bestCount;
    choice[mask] = bestGroup;
  }
  const groups: number[][] = [];
  for (let mask = full; mask !== 0; mask ^= choice[mask]!) {
    const group: number[] = [];
    for (let i = 0; i < n; i++) if (choice[mask]! & (1 << i)) group.push(parties[i]!);
    groups.push(group);
  }
  return groups;
}

function popcount(x: number): number {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}

/** Among equally good groups: fewer members first, then the lower bit pattern. */
function isPreferred(group: number, current: number): boolean {
  const a = popcount(group);
  const b = popcount(current);
  return a < b || (a === b && group < current);
}

/**
 * Settles one zero-sum group: the largest debtor pays the largest creditor as
 * much as possible, repeatedly (ties: lower index). Each payment clears at
 * least one party and the last clears two, so a group of k needs ≤ k − 1.
 */
function settleGroup(group: readonly number[], balances: readonly number[]): Transfer[] {
  const left = new Map(group.map((i) => [i, balances[i]!]));
  const transfers: Transfer[] = [];
  for (;;) {
    let debtor = -1;
    let creditor = -1;
    for (const i of group) {
      const b = left.get(i)!;
      if (b < 0 && (debtor < 0 || b < left.get(debtor)!)) debtor = i;
      if (b > 0 && (creditor < 0 || b > left.get(creditor)!)) creditor = i;
    }
    if (debtor < 0 || creditor < 0) return transfers;
    const cents = Math.min(-left.get(debtor)!, left.get(creditor)!);
    transfers.push({ from: debtor, to: creditor, cents });
    left.set(debtor, left.get(debtor)! + cents);
    left.set(creditor, left.get(creditor)! - cents);
  }
}
