// @vitest-environment node
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from '../model';
import { computePlayerStats } from '../stats/stats';
import { settleSession } from '../settlement/settle-session';
import { arbitraryRuleSet, arbitrarySession } from '@/testing/domain/arbitrary';
import { isPositiveGame } from './games';
import { declarerNeeds, positiveHandWinner, positiveWinner } from './outcome';
import { OPTIONAL_RULES, PRESETS } from './presets';
import type { RuleSet } from './rule-set';

describe('who won a positive game (rules.md §3.1)', () => {
  it('the declarer side needs the threshold: 35/2, erotas 35/1', () => {
    expect(declarerNeeds(PRESETS.tarockcup, 0)).toBe(107);
    expect(declarerNeeds(PRESETS.erotas, 0)).toBe(106);
    expect(declarerNeeds(PRESETS.tarockcup, 1)).toBe(107);
  });

  it('hausregeln: at Kontra the opponents need 35/2, so 35:35 wins for the declarer; at Re the declarer needs 35/2 again', () => {
    expect(declarerNeeds(PRESETS.hausregeln, 1)).toBe(104);
    expect(positiveHandWinner({ points: '35/0', kontra: 1 }, PRESETS.hausregeln)).toBe('declarer');
    expect(positiveHandWinner({ points: '34/2', kontra: 1 }, PRESETS.hausregeln)).toBe('declarer');
    expect(positiveHandWinner({ points: '34/1', kontra: 1 }, PRESETS.hausregeln)).toBe('opponents');
    expect(positiveHandWinner({ points: '35/1', kontra: 2 }, PRESETS.hausregeln)).toBe('opponents');
  });

  it('a made valat wins for its side; a failed announced valat (multiply) loses for the announcers even with 35/2', () => {
    const r = PRESETS.hausregeln;
    expect(positiveWinner({ valat: { side: 'opponents', announced: false, made: true } }, r)).toBe('opponents');
    expect(positiveWinner({ thirds: 150, valat: { side: 'declarer', announced: true, made: false } }, r)).toBe('opponents');
  });

  it('baden (fixed valat): a hand entered with only a valat is decided by it; a result decides before it', () => {
    const r = PRESETS.baden;
    expect(positiveHandWinner({ valat: { side: 'declarer', announced: false, made: true } }, r)).toBe('declarer');
    expect(positiveHandWinner({ result: 'won', valat: { side: 'opponents', announced: false, made: true } }, r)).toBe('declarer');
  });

  it('nothing recorded decides nothing', () => {
    expect(positiveHandWinner({}, PRESETS.wiki)).toBeNull();
  });
});

function withOptional(preset: (typeof PRESET_IDS)[number]): RuleSet {
  return { ...PRESETS[preset], ...OPTIONAL_RULES[preset] } as RuleSet;
}

/** The settlement's own word on a positive hand: its explanation line says won or lost. */
function settledResult(settlement: ReturnType<typeof settleSession>, index: number): 'won' | 'lost' | null {
  const line = settlement.hands[index]!.explanation.find((l) => l.key === 'positive');
  return line ? (line.params.result as 'won' | 'lost') : null;
}

describe('one rule: statistics and settlement agree on won/lost', () => {
  const cases: [string, fc.Arbitrary<RuleSet>][] = [
    ...PRESET_IDS.flatMap((p): [string, fc.Arbitrary<RuleSet>][] => [
      [p, fc.constant(PRESETS[p])],
      [`${p} + optional rules`, fc.constant(withOptional(p))],
    ]),
    ['random custom rule sets', arbitraryRuleSet()],
  ];
  it.each(cases)('%s: every random valid positive hand', (_, rulesArb) => {
    fc.assert(
      fc.property(rulesArb.chain((rules) => arbitrarySession(rules, { maxHands: 12 }).map((session) => ({ rules, session }))), ({ rules, session }) => {
        const settlement = settleSession(session, rules);
        session.hands.forEach((hand, i) => {
          if (!hand.game || !isPositiveGame(hand.game) || hand.renonce || hand.conceded || hand.void || hand.manual) return;
          // Statistics of this one hand alone: the declarer's won count is the statistics' verdict.
          const one = { ...session, hands: [hand] };
          const row = settlement.hands[i]!;
          const oneSettlement = { ...settlement, hands: [{ ...row, index: 0 }] };
          const stats = computePlayerStats([{ session: one, rules, settlement: oneSettlement }]);
          const declarer = stats[hand.declarer!]!;
          const statsSays = declarer.won === 1 ? 'won' : 'lost';
          expect(statsSays, `hand ${i}: ${JSON.stringify(hand)}`).toBe(settledResult(settlement, i));
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('the rule lives in one module', () => {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(join(__dirname, '..', '..'));

  it('only rules/outcome.ts compares card points with the threshold or applies the last-Kontra shift', () => {
    const offenders = files.filter((f) => {
      if (f.endsWith(join('rules', 'outcome.ts'))) return false;
      const text = readFileSync(f, 'utf8');
      return /[<>+-]\s*rules\.threshold|rules\.threshold\s*[<>+-]/.test(text) || /lastKontraShift\s*&&/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('only rules/outcome.ts says which Prämien are birds', () => {
    const offenders = files.filter((f) => !f.endsWith(join('rules', 'outcome.ts')) && /BIRD_IDS as readonly string\[\]\)\.includes/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
