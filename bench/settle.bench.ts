/**
 * Settlement benchmark (`npm run bench`):
 * 1. settle a 100,000-hand session — a realistic mix of games under hausregeln with
 *    double rounds and the Pagatkassa on — median of 5 runs, target < 250 ms;
 * 2. re-settle a 1,000-hand session after editing one hand in the middle
 *    (`resettleFrom`) — median of many runs, target < 5 ms.
 * Not a timed test: it prints medians and targets.
 */
import { performance } from 'node:perf_hooks';
import { OPTIONAL_RULES, PRESETS } from '../src/domain/rules/presets';
import type { RuleSet } from '../src/domain/rules/rule-set';
import type { Session } from '../src/domain/model';
import { resettleFrom, settleSession } from '../src/domain/settlement/settle-session';
import { buildHand, randomSession, REALISTIC_MIX } from '../src/testing/domain/build-hand';
import { seededChooser } from '../src/testing/domain/chooser';

const rules: RuleSet = {
  ...PRESETS.hausregeln,
  doubleRounds: OPTIONAL_RULES.hausregeln.doubleRounds ?? null,
  pagatkassa: OPTIONAL_RULES.hausregeln.pagatkassa ?? null,
  vorfleck: true,
  piccoloLostDouble: true,
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function bigSession(hands: number, seed: number): Session {
  const session = randomSession(seededChooser(seed), rules, { hands, mix: REALISTIC_MIX, dissolve: 0.0005 });
  session.lastRoundFrom = hands - 4;
  return session;
}

// 1. The whole evening of 100,000 hands.
const big = bigSession(100_000, 2026);
for (let i = 0; i < 2; i++) settleSession(big, rules); // warm-up
const fullRuns: number[] = [];
for (let i = 0; i < 5; i++) fullRuns.push(time(() => settleSession(big, rules)));

// 2. Editing hand 500 of a 1,000-hand session.
const medium = bigSession(1_000, 11);
const prev = settleSession(medium, rules);
const edit = 500;
const dealer = prev.hands[edit]!.dealer;
const alternatives = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
  buildHand(seededChooser(seed), rules, { playerCount: 4, dealer }, REALISTIC_MIX),
);
const edited = alternatives.map((hand) => {
  const hands = medium.hands.slice();
  hands[edit] = { ...hand, dealer };
  return { ...medium, hands };
});
for (let i = 0; i < 50; i++) resettleFrom(prev, edited[i % edited.length]!, rules, edit); // warm-up
const editRuns: number[] = [];
for (let i = 0; i < 400; i++) {
  const session = edited[i % edited.length]!;
  editRuns.push(time(() => resettleFrom(prev, session, rules, edit)));
}

const rows = [
  ['settle 100,000 hands (median of 5)', median(fullRuns), 250],
  ['resettleFrom hand 500 of 1,000 (median of 400)', median(editRuns), 5],
] as const;
const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - s.length));
console.log(`${pad('benchmark', 50)}${pad('median', 12)}${pad('target', 10)}ok`);
for (const [name, ms, target] of rows) {
  console.log(`${pad(name, 50)}${pad(`${ms.toFixed(2)} ms`, 12)}${pad(`< ${target} ms`, 10)}${ms < target ? 'yes' : 'NO'}`);
}
console.log(`(${big.hands.length} hands, final totals ${settleSession(big, rules).totals.map((t) => (t.d === 1 ? t.n : `${t.n}/${t.d}`)).join(' / ')})`);
