/**
 * fast-check arbitraries for the engine: random custom rule sets (tariffs and
 * switches), valid hands and valid sessions. A session's `rules` field is a
 * spec (`{ preset, overrides }`) that `resolveRules` turns back into exactly the
 * rule set it was built for, so the sessions also serve parseSession tests.
 */
import fc from 'fast-check';
import { formatCardPoints } from '@/domain/cards';
import type {
  BirdId, CheckedSession, DoubleTrigger, Hand, PraemieId, PresetId, RuleOverrides, RulesSpec,
} from '@/domain/model';
import { BIRD_IDS, PRESET_IDS } from '@/domain/model';
import { isNegativeGame } from '@/domain/rules/games';
import { PRESETS } from '@/domain/rules/presets';
import {
  TRISCHAKEN_JUNGFRAU, TRISCHAKEN_SCHEMES, TRISCHAKEN_TIES, TRISCHAKEN_VORHAND_TIE, VALAT_PRAEMIEN, type RuleSet,
} from '@/domain/rules/rule-set';
import { buildHand, randomSession, UNIFORM_MIX, type TableContext, type HandMix } from './build-hand';
import { genChooser } from './chooser';

const TRIGGERS: readonly DoubleTrigger[] = ['trischaken', 'mondfang', 'fensterbankerl'];

/** A rule set based on a preset with random tariffs, Prämien values and switches (every value a resolvable override). */
export function arbitraryRuleSet(presets: readonly PresetId[] = PRESET_IDS): fc.Arbitrary<RuleSet> {
  return fc.gen().map((g) => {
    const int = (min: number, max: number): number => g(fc.integer, { min, max });
    const bool = (): boolean => g(fc.boolean);
    const preset = presets[int(0, presets.length - 1)]!;
    const base = PRESETS[preset];
    const rules: RuleSet = structuredClone(base);
    if (bool()) {
      for (const game of rules.games) if (bool()) rules.tariffs[game] = int(0, 12);
    }
    if (bool()) {
      for (const game of rules.games) if (bool()) rules.lossTariffs[game] = int(0, 24);
    }
    if (bool()) {
      for (const id of Object.keys(rules.praemien) as PraemieId[]) if (bool()) rules.praemien[id] = int(0, 6);
    }
    rules.maxKontra = int(0, 6);
    rules.kontraOnSheet = bool();
    rules.threshold = int(95, 120);
    rules.lastKontraShift = bool();
    rules.silentLostCounts = bool();
    rules.soloDoublesPraemien = bool();
    rules.valat = bool()
      ? { mode: 'multiply', silent: int(1, 6), announced: int(2, 12) }
      : { mode: 'fixed', silent: int(0, 20), announced: int(0, 40) };
    rules.valatPraemien = VALAT_PRAEMIEN[int(0, VALAT_PRAEMIEN.length - 1)]!;
    rules.renonce = bool() ? 'asIfWon' : 'flat';
    rules.vorfleck = bool();
    rules.piccoloLostDouble = bool();
    rules.mondfangOpponentsOnly = bool();
    rules.soloruferTalonNoKontra = bool();
    const negatives = rules.games.filter((game) => isNegativeGame(game));
    rules.bei = negatives.filter(() => bool());
    rules.valatPraemienWhenFailed = bool();
    rules.silentValatVoidsKontra = bool();
    // Trischaken (rules.md §7.1): any scheme, the tarockcup scheme's switches, either Renonce; the base is the tariff.
    const scheme = TRISCHAKEN_SCHEMES[int(0, TRISCHAKEN_SCHEMES.length - 1)]!;
    const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
    const renonce = bool() ? 'asLoser' as const : { each: int(1, 8) };
    rules.trischaken = scheme === 'tarockcup'
      ? { scheme, jungfrau: pick(TRISCHAKEN_JUNGFRAU), ties: pick(TRISCHAKEN_TIES), vorhandTie: pick(TRISCHAKEN_VORHAND_TIE), renonce }
      : { scheme, renonce };
    rules.tariffs.trischaken = int(1, 6);
    if (bool()) {
      const offered = Object.keys(rules.praemien) as PraemieId[];
      rules.farbenPraemien = bool() ? 'all' : offered.filter(() => bool());
    }
    const birds = (BIRD_IDS as readonly BirdId[]).filter((id) => rules.praemien[id] !== undefined && bool());
    rules.pagatkassa = bool() && birds.length
      ? { contribution: int(1, 3), refill: bool() ? 'onEmpty' : 'everyHand', birds }
      : null;
    const stackings = ['queue', 'stack', 'none'] as const;
    rules.doubleRounds = bool()
      ? { triggers: TRIGGERS.filter(() => bool()), stacking: stackings[int(0, 2)]! }
      : null;
    return rules;
  });
}

/** The overrides that turn the preset into `rules` (only what differs). */
export function overridesFor(rules: RuleSet): RuleOverrides {
  const base = PRESETS[rules.preset];
  const out: RuleOverrides = {};
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  for (const key of Object.keys(rules) as (keyof RuleSet)[]) {
    if (key === 'preset' || same(rules[key], base[key])) continue;
    if (key === 'threshold') out.threshold = formatCardPoints(rules.threshold);
    else if (key === 'praemien') {
      const map: Partial<Record<PraemieId, number | null>> = { ...rules.praemien };
      for (const id of Object.keys(base.praemien) as PraemieId[]) if (rules.praemien[id] === undefined) map[id] = null;
      out.praemien = map;
    } else if (key === 'trischaken') {
      out.trischaken = { ...rules.trischaken };
    } else {
      (out as Record<string, unknown>)[key] = structuredClone(rules[key]);
    }
  }
  return out;
}

/** The `rules` field of a session for this rule set. */
export function rulesSpecFor(rules: RuleSet): RulesSpec {
  const overrides = overridesFor(rules);
  return Object.keys(overrides).length ? { preset: rules.preset, overrides } : rules.preset;
}

/** One valid hand at a table with this player count and dealer. */
export function arbitraryHand(rules: RuleSet, ctx: TableContext, mix: HandMix = UNIFORM_MIX): fc.Arbitrary<Hand> {
  return fc.gen().map((g) => buildHand(genChooser(g), rules, ctx, mix));
}

export interface ArbitrarySessionOptions {
  minHands?: number;
  maxHands?: number;
  /** 4 or 5; random when left out. */
  playerCount?: 4 | 5;
  mix?: HandMix;
  /** Probability of a dissolveKassa row where the rule set has a Pagatkassa. */
  dissolve?: number;
}

/** A valid session under a preset (as it stands) or a given rule set. */
export function arbitrarySession(presetOrRules: PresetId | RuleSet, opts: ArbitrarySessionOptions = {}): fc.Arbitrary<CheckedSession> {
  const rules = typeof presetOrRules === 'string' ? PRESETS[presetOrRules] : presetOrRules;
  const spec = typeof presetOrRules === 'string' ? presetOrRules : rulesSpecFor(rules);
  return fc.gen().map((g) => {
    const ch = genChooser(g);
    const playerCount = opts.playerCount ?? (ch.bool(0.3) ? 5 : 4);
    return randomSession(ch, rules, {
      hands: ch.int(opts.minHands ?? 1, opts.maxHands ?? 12),
      playerCount,
      mix: opts.mix ?? UNIFORM_MIX,
      dissolve: opts.dissolve ?? 0.05,
      rulesSpec: spec,
    });
  });
}

/** A random custom rule set together with a valid session under it. */
export function arbitraryCustomCase(opts: ArbitrarySessionOptions = {}): fc.Arbitrary<{ rules: RuleSet; session: CheckedSession }> {
  return arbitraryRuleSet().chain((rules) => arbitrarySession(rules, opts).map((session) => ({ rules, session })));
}


