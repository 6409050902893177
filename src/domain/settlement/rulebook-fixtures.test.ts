// @vitest-environment node
/**
 * The example sessions in tests/fixtures/sessions: each `<name>.session.json` is a
 * whole evening in the session format, `<name>.expected.json` its settle output
 * computed by hand from rules.md (the comments in each test name the rules involved).
 * The sessions must pass validation and settle to exactly the expected numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Rational } from '../rational';
import { parseSession } from '../validation/validate-session';
import { expectBalanced } from '@/testing/domain/rulebook-helpers';
import { previewHand, resettleFrom, settleSession } from './settle-session';

const DIR = fileURLToPath(new URL('../../../tests/fixtures/sessions/', import.meta.url));

interface ExpectedHand {
  index: number;
  dealer: number;
  multiplier: number;
  pending: number;
  deltas: number[];
  cash: number[];
  kassa: number;
  totals: number[];
}
interface Expected {
  format: string;
  version: number;
  players: string[];
  hands: ExpectedHand[];
  totals: number[];
  cashTotals: number[];
  kassa: number;
  moneyCents: number[];
}

/** A rational as the JSON number `settle` prints (n / d), with −0 as 0. */
const num = (r: Rational): number => r.n / r.d + 0;
const nums = (row: readonly Rational[]): number[] => row.map(num);

const WHAT: Record<string, string> = {
  'hausregeln-evening':
    'hausregeln with double rounds and Pagatkassa: first-hand contributions, a lost announced Pagat doubling the pot, the last-Kontra shift (38/1 at Kontra), Trischaken opening a double round of 4, a doubled Bettler with individual Kontra, Renonce and Solodreier inside the round, Pagat made (pot taken, refilled), the last round from hand 8',
  'tarockcup-tournament':
    'tarockcup with Kontra off the sheet: cash rows for game, negative and Renonce Kontras, Sechserdreier lost at Re (Prämien not doubled), three tied Trischaken losers, Uhu-Besserrufer conceded (5 each), Solorufer with the king in the talon (no Kontra, silent Prämie lost = 0), silent valat at Kontra',
  'erotas-pagatkassa':
    'erotas with everyHand Pagatkassa and Hüttenfleck: Vorfleck ×4, Piccolo with a Zwiccolo Bei, a three-way Trischaken tie with Vorhand among the losers (thirds), Marabu made before a lost Kakadu, valat with no Prämien, money at 20 cents by largest remainder',
  'baden-five-players':
    'baden at a 5-table from firstDealer 2: the dealer sits out, fixed valat 10 (and a failed announced valat in a Solodreier: 2 × 20), Trischaken two tied in the middle, individual Kontra, Sechserdreier lost ×2',
  'ooe2023-cup-night':
    'ooe2023 (OÖ23 with OÖR25), Kontra off the sheet: silent valat with only announced Prämien, the Trischaker tied and losing alone, two Jungfrauen rounded up (35/1 : 34/2 → 2 × 2), a failed announced valat where the silent Trull does not count either, Solorufer with the king in the talon (Kontra void), the Trischaker\'s Renonce (−12), Kontra in cash',
  'tirol-cup-night':
    'tirol: Trischaken after Baden (Vorhand with the most pays 6, a Jungfrau collects 6), a silent valat of 10 with the game Prämien only, a Solodreier with an announced valat of 40 and its own Kontra in cash, Renonce 3 × 4, a Farbendreier with a Sack, Solorufer with the king in the talon keeping its Kontra',
  'wien-cup-night':
    'wien: six Trischaken points handed out (a losing Vorhand ×2, tied losers sharing, two Jungfrauen sharing a Bürgermeister\'s 12), a silent valat voiding the Kontra, an announced valat with its own Kontra, Renonce 3 × 6, a Pagatrufer as Besserrufer, silent Trull and Könige inside a silent valat',
  'baden-cup-switches':
    'baden with every new switch as overrides: tarockcup Trischaken with payoutEach, share and a fixed Renonce of 3, valatPraemien game also under a failed valat, farbenPraemien all, the Solorufer talon rule, a silent valat voiding the Kontra, a fixed valat at Re (×4)',
  'wiki-evening':
    'wiki: Trischaken three tied losers, Vorhand lifting a tie with two Jungfrauen, Solobesserrufer with Kontra and Kakadu, Bettler with a Piccolo Bei, Honneurs and Königfang, announced valat with Kontra keeping game Prämien but not material ones',
};

const names = readdirSync(DIR)
  .filter((f) => f.endsWith('.session.json'))
  .map((f) => f.slice(0, -'.session.json'.length))
  .sort();

describe('example session files settle to their hand-computed output', () => {
  it('every example session has its expected output', () => {
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) expect(readdirSync(DIR)).toContain(`${name}.expected.json`);
  });

  for (const name of names) {
    it(`${name}: ${WHAT[name] ?? 'example session'}`, () => {
      const input: unknown = JSON.parse(readFileSync(`${DIR}${name}.session.json`, 'utf8'));
      const expected = JSON.parse(readFileSync(`${DIR}${name}.expected.json`, 'utf8')) as Expected;
      const parsed = parseSession(input);
      if (!parsed.ok) throw new Error(parsed.error.map((e) => `hand ${e.hand ?? 'file'}: ${e.field}: ${e.message}`).join('\n'));
      const { session, rules } = parsed.value;
      const s = settleSession(session, rules);
      expectBalanced(s, session.stakeCents ?? 10);

      expect(s.players).toEqual(expected.players);
      expect(s.hands).toHaveLength(expected.hands.length);
      s.hands.forEach((h, i) => {
        const e = expected.hands[i]!;
        expect({
          index: h.index, dealer: h.dealer, multiplier: h.multiplier, pending: h.pending,
          deltas: nums(h.deltas), cash: nums(h.cash), kassa: num(h.kassa), totals: nums(h.totals),
        }, `hand ${i}`).toEqual(e);
      });
      expect(nums(s.totals)).toEqual(expected.totals);
      expect(nums(s.cashTotals)).toEqual(expected.cashTotals);
      expect(num(s.kassa)).toBe(expected.kassa);
      expect(s.moneyCents).toEqual(expected.moneyCents);
    });
  }

  for (const name of names) {
    it(`${name}: re-settling from any hand and previewing any hand give the same rows as a full settlement`, () => {
      const parsed = parseSession(JSON.parse(readFileSync(`${DIR}${name}.session.json`, 'utf8')));
      if (!parsed.ok) throw new Error(`${name} does not validate`);
      const { session, rules } = parsed.value;
      const whole = settleSession(session, rules);
      const view = (h: { deltas: Rational[]; cash: Rational[]; kassa: Rational; totals: Rational[]; multiplier: number; pending: number; dealer: number }) =>
        ({ deltas: nums(h.deltas), cash: nums(h.cash), kassa: num(h.kassa), totals: nums(h.totals), multiplier: h.multiplier, pending: h.pending, dealer: h.dealer });
      for (let k = 0; k < session.hands.length; k++) {
        const again = resettleFrom(whole, session, rules, k);
        expect(again.hands.map(view), `resettleFrom ${k}`).toEqual(whole.hands.map(view));
        expect(again.moneyCents).toEqual(whole.moneyCents);
        expect(view(previewHand(session, rules, session.hands[k]!, k)), `previewHand ${k}`).toEqual(view(whole.hands[k]!));
      }
    });
  }
});
