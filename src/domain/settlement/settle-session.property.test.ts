import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hand, PresetId, Seat, Session, Settlement } from '../model';
import { PRESET_IDS } from '../model';
import { add, neg, sub, sum, ZERO, type Rational } from '../rational';
import { isNegativeGame, isPositiveGame } from '../rules/games';
import { OPTIONAL_RULES, PRESETS } from '../rules/presets';
import type { RuleSet } from '../rules/rule-set';
import { arbitraryHand, arbitraryRuleSet, arbitrarySession } from '@/testing/domain/arbitrary';
import { makeSession } from '@/testing/domain/session';
import { checkedSession, unsafeUncheckedSession } from '@/testing/domain/checked-session';
import { EXPLANATION_KEYS, formatExplanation } from './explain';
import { positiveHandWinner } from '../rules/outcome';
import { kontraVoid, silentValatVoidsKontra } from './positive';
import { compileRules } from './compile-rules';
import { previewHand, resettleFrom, settleSession, settleTotals } from './settle-session';

/** A preset with every optional rule its source names switched on. */
function withOptional(preset: PresetId): RuleSet {
  return { ...PRESETS[preset], ...OPTIONAL_RULES[preset] } as RuleSet;
}

const RULE_SETS: [string, RuleSet][] = PRESET_IDS.flatMap((p): [string, RuleSet][] => [
  [p, PRESETS[p]],
  [`${p} + optional rules`, withOptional(p)],
]);

/** A rule set (preset, preset with optional rules, or random custom) with a valid session under it. */
const anyCase = fc.oneof(
  fc.constantFrom(...RULE_SETS.map(([, r]) => r)).chain((rules) => arbitrarySession(rules, { maxHands: 14 }).map((session) => ({ rules, session }))),
  arbitraryRuleSet().chain((rules) => arbitrarySession(rules, { maxHands: 14 }).map((session) => ({ rules, session }))),
);

function rowSum(values: readonly Rational[]): Rational {
  return sum(values);
}

function single(rules: RuleSet, hand: Hand, playerCount: number, dealer: Seat, check: 'checked' | 'unchecked' = 'checked'): Settlement {
  const session = makeSession({ players: playerCount, rules: rules.preset, firstDealer: dealer, hands: [hand] });
  return settleSession(check === 'checked' ? checkedSession(asJson(session), rules) : unsafeUncheckedSession(session), rules);
}

/** What a file would hold: the hands derived below leave fields `undefined`, which JSON leaves out. */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function fullRow(s: Settlement): Rational[] {
  const h = s.hands[0]!;
  return h.deltas.map((d, i) => add(d, h.cash[i]!));
}

/** One hand at a random table: the rules, the table and a valid hand for it. */
const handCase = fc.oneof(
  fc.constantFrom(...RULE_SETS.map(([, r]) => r)),
  arbitraryRuleSet(),
).chain((rules) =>
  fc.record({ playerCount: fc.constantFrom(4, 5), dealer: fc.integer({ min: 0, max: 4 }) }).chain(({ playerCount, dealer }) => {
    const d = dealer % playerCount;
    return arbitraryHand(rules, { playerCount, dealer: d }).map((hand) => ({ rules, playerCount, dealer: d, hand }));
  }),
);

describe('settlement properties', () => {
  it('every row sums to exactly zero (players + Pagatkassa; cash on its own), and totals are the running sums', () => {
    fc.assert(
      fc.property(anyCase, ({ rules, session }) => {
        const s = settleSession(session, rules);
        let totals: Rational[] = session.players.map(() => ZERO);
        let cash: Rational[] = session.players.map(() => ZERO);
        let balance = ZERO;
        for (const h of s.hands) {
          expect(add(rowSum(h.deltas), h.kassa)).toEqual(ZERO);
          expect(rowSum(h.cash)).toEqual(ZERO);
          totals = totals.map((t, i) => add(t, h.deltas[i]!));
          cash = cash.map((t, i) => add(t, h.cash[i]!));
          balance = add(balance, h.kassa);
          expect(h.totals).toEqual(totals);
          expect(h.cashTotals).toEqual(cash);
          expect(h.kassaBalance).toEqual(balance);
          const dealer = h.dealer;
          if (session.players.length === 5 && session.hands[h.index]!.dissolveKassa !== true) {
            // The sitting-out dealer only ever pays Pagatkassa contributions.
            expect(h.active).not.toContain(dealer);
            expect(h.cash[dealer]).toEqual(ZERO);
          }
        }
        const cents = s.moneyCents.reduce((a, b) => a + b, 0);
        const potCents = (balance.n * (session.stakeCents ?? 10)) / balance.d;
        expect(Math.abs(cents + potCents)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 300 },
    );
  });

  it('a won hand is the exact negation of the same hand lost when the tariff equals the loss tariff (no Prämien, no valat)', () => {
    fc.assert(
      fc.property(handCase, ({ rules, playerCount, dealer, hand }) => {
        const game = hand.game;
        if (!game || hand.manual || hand.void || hand.renonce || hand.conceded) return;
        if (!isPositiveGame(game) && !isNegativeGame(game)) return;
        const lossTariffs = { ...rules.lossTariffs };
        for (const g of rules.games) lossTariffs[g] = rules.tariffs[g] ?? 0;
        const flat: RuleSet = { ...rules, lossTariffs, piccoloLostDouble: false, pagatkassa: null, doubleRounds: null };
        const won: Hand = { ...hand, result: 'won', praemien: undefined, valat: undefined, points: undefined };
        const lost: Hand = { ...won, result: 'lost' };
        if (won.bei) {
          won.bei = won.bei.map((b) => ({ ...b, result: 'won' }));
          lost.bei = won.bei.map((b) => ({ ...b, result: 'lost' }));
        }
        // Stripped of Prämien and points, a hand may leave what validation admits (a Besserrufer without its bird).
        const a = single(flat, won, playerCount, dealer, 'unchecked').hands[0]!;
        const b = single(flat, lost, playerCount, dealer, 'unchecked').hands[0]!;
        expect(b.deltas).toEqual(a.deltas.map(neg));
        expect(b.cash).toEqual(a.cash.map(neg));
      }),
      { numRuns: 400 },
    );
  });

  it('raising the game\'s Kontra by one level doubles exactly the game part and leaves the Prämien unchanged', () => {
    fc.assert(
      fc.property(handCase, ({ rules, playerCount, dealer, hand }) => {
        const game = hand.game;
        if (!game || !isPositiveGame(game) || hand.manual || hand.void || hand.renonce || hand.conceded) return;
        if (kontraVoid(hand, rules) || silentValatVoidsKontra(hand, rules)) return;
        // Keep the result fixed (the last-Kontra shift reads points by Kontra level) and leave out the Vorfleck.
        const base: Hand = { ...hand, vorfleck: undefined, points: undefined, result: positiveHandWinner(hand, rules) === 'declarer' ? 'won' : 'lost' };
        const level = base.kontra ?? 0;
        // One level more may pass the highest Kontra validation admits: the algebra is the settlement's alone.
        const k0 = fullRow(single(rules, base, playerCount, dealer, 'unchecked'));
        const k1 = fullRow(single(rules, { ...base, kontra: level + 1 }, playerCount, dealer, 'unchecked'));
        // The Prämien part: the same hand with the game worth nothing.
        const noGame: RuleSet = { ...rules, tariffs: { ...rules.tariffs, [game]: 0 }, lossTariffs: { ...rules.lossTariffs, [game]: 0 } };
        const prem = fullRow(single(noGame, base, playerCount, dealer, 'unchecked'));
        const gamePart = k0.map((v, i) => sub(v, prem[i]!));
        expect(k1.map((v, i) => sub(v, k0[i]!))).toEqual(gamePart);
      }),
      { numRuns: 400 },
    );
  });

  it('relabelling the seats (players and every seat reference, dealer included) permutes the result', () => {
    fc.assert(
      fc.property(anyCase, fc.integer({ min: 1, max: 4 }), ({ rules, session }, shift) => {
        const n = session.players.length;
        const r = shift % n;
        const moved = checkedSession(asJson(relabel(session, r)), rules);
        const a = settleSession(session, rules);
        const b = settleSession(moved, rules);
        a.hands.forEach((h, i) => {
          const g = b.hands[i]!;
          for (let s = 0; s < n; s++) {
            expect(g.deltas[(s + r) % n]).toEqual(h.deltas[s]);
            expect(g.cash[(s + r) % n]).toEqual(h.cash[s]);
          }
          expect(g.dealer).toBe((h.dealer + r) % n);
          expect(g.multiplier).toBe(h.multiplier);
          expect(g.pending).toBe(h.pending);
          expect(g.kassa).toEqual(h.kassa);
        });
      }),
      { numRuns: 250 },
    );
  });

  it('settling a session equals the fold over its hands: prefixes, resettleFrom from any index and previewHand agree', () => {
    fc.assert(
      fc.property(anyCase, fc.nat(), ({ rules, session }, pick) => {
        const full = settleSession(session, rules);
        const k = pick % (session.hands.length + 1);
        const prefix = settleSession({ ...session, hands: session.hands.slice(0, k) }, rules);
        prefix.hands.forEach((h, i) => expect(h).toEqual(full.hands[i]));
        expect(resettleFrom(prefix, session, rules, k)).toEqual(full);
        // Hand by hand, each time re-settling only the new hand.
        let step = settleSession({ ...session, hands: [] }, rules);
        for (let i = 1; i <= session.hands.length; i++) step = resettleFrom(step, { ...session, hands: session.hands.slice(0, i) }, rules, i - 1);
        expect(step).toEqual(full);
        if (k < session.hands.length) {
          expect(previewHand(session, rules, session.hands[k]!, k)).toEqual(full.hands[k]);
          // From the settlement's kept context: the same row, explanation included.
          const fast = previewHand(session, rules, session.hands[k]!, k, full);
          expect(fast).toEqual(full.hands[k]);
          expect(fast.explanation).toEqual(full.hands[k]!.explanation);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the totals alone (as a tournament table needs them) are exactly the full settlement\'s totals, with the rules compiled once or not', () => {
    fc.assert(
      fc.property(anyCase, ({ rules, session }) => {
        const full = settleSession(session, rules);
        expect(settleTotals(session, rules)).toEqual(full.totals);
        expect(settleTotals(session, rules, compileRules(rules))).toEqual(full.totals);
      }),
      { numRuns: 300 },
    );
  });

  it('every explanation line is one formatExplanation knows, in both languages, with no gaps', () => {
    fc.assert(
      fc.property(anyCase, ({ rules, session }) => {
        for (const h of settleSession(session, rules).hands) {
          for (const line of h.explanation) expect(EXPLANATION_KEYS).toContain(line.key);
          for (const text of [...formatExplanation(h.explanation, 'de'), ...formatExplanation(h.explanation, 'en')]) {
            expect(text).not.toMatch(/undefined|NaN|null|\[object/);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

function relabel(session: Session, r: number): Session {
  const n = session.players.length;
  const m = (s: Seat): Seat => (s + r) % n;
  const perm = <T>(xs: readonly T[]): T[] => {
    const out = new Array<T>(n);
    xs.forEach((v, s) => (out[m(s)] = v));
    return out;
  };
  const mapKontra = (k?: Record<string, number>): Record<string, number> | undefined =>
    k && Object.fromEntries(Object.entries(k).map(([seat, level]) => [String(m(Number(seat))), level]));
  const hands = session.hands.map((h): Hand => {
    const x: Hand = { ...h };
    if (h.dealer !== undefined) x.dealer = m(h.dealer);
    if (h.declarer !== undefined) x.declarer = m(h.declarer);
    if (h.partner !== undefined && h.partner !== null) x.partner = m(h.partner);
    if (h.renonce) x.renonce = { by: m(h.renonce.by) };
    if (h.praemien) x.praemien = h.praemien.map((p) => (p.by === undefined ? p : { ...p, by: m(p.by) }));
    if (h.kontraBy) x.kontraBy = mapKontra(h.kontraBy);
    if (h.bei) x.bei = h.bei.map((b) => ({ ...b, declarer: m(b.declarer), kontraBy: mapKontra(b.kontraBy) }));
    if (h.manual) x.manual = perm(h.manual);
    if (h.trischaken) {
      x.trischaken = { points: perm(h.trischaken.points) };
      if (h.trischaken.tricks) x.trischaken.tricks = perm(h.trischaken.tricks);
      if (h.trischaken.kontra) x.trischaken.kontra = perm(h.trischaken.kontra);
    }
    return x;
  });
  return { ...session, players: perm(session.players), firstDealer: m(session.firstDealer ?? 0), hands };
}
