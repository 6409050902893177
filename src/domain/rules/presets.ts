/**
 * The eight rule presets of rules.md §9, as data. Values are game points.
 * Games are listed in the order the entry grid shows them (the source's order,
 * Vorhand games first where the source lists by rank).
 */
import type { DoubleRoundsRule, GameId, PagatkassaRule, PresetId } from '../model';
import type { RuleSet } from './rule-set';

function tariffsOf(list: [GameId, number][]): { games: GameId[]; tariffs: Partial<Record<GameId, number>> } {
  return { games: list.map(([g]) => g), tariffs: Object.fromEntries(list) as Partial<Record<GameId, number>> };
}

const DEFAULTS = {
  lossTariffs: {},
  kontraOnSheet: true,
  threshold: 107, // 35/2
  lastKontraShift: false,
  silentLostCounts: true,
  soloDoublesPraemien: true,
  valat: { mode: 'multiply', silent: 4, announced: 8 },
  renonce: 'asIfWon',
  vorfleck: false,
  piccoloLostDouble: false,
  bei: [],
  mondfangOpponentsOnly: false,
  soloruferTalonNoKontra: false,
  valatPraemienWhenFailed: false,
  silentValatVoidsKontra: false,
  pagatkassa: null,
  doubleRounds: null,
} as const satisfies Partial<RuleSet>;

/** Seed 000: "Tarock Königsrufen Spielregeln", a private round. */
const hausregeln: RuleSet = {
  ...DEFAULTS,
  preset: 'hausregeln',
  ...tariffsOf([
    ['rufer', 1], ['trischaken', 2], ['sechserdreier', 6], ['piccolo', 2], ['solorufer', 2],
    ['piccolo_ouvert', 3], ['besserrufer', 1], ['bettler', 4], ['piccolo_plauderer', 4], ['farbendreier', 5],
    ['bettler_ouvert', 6], ['dreier', 6], ['bettler_plauderer', 8], ['farbensolo', 10], ['solodreier', 12],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: { pagat: 1, uhu: 2, kakadu: 3, koenig_ultimo: 1, trull: 1, koenige: 1, mondfang: 1 },
  farbenPraemien: [],
  maxKontra: 2,
  lastKontraShift: true,
  valat: { mode: 'multiply', silent: 4, announced: 8 },
  valatPraemien: 'announced',
  bei: [],
  mondfangOpponentsOnly: true,
  trischaken: { scheme: 'hausregeln', renonce: 'asLoser' },
};

/** Seed 001: Raiffeisen Tarockcup (Piatnik print) with the cup's practice. */
const tarockcup: RuleSet = {
  ...DEFAULTS,
  preset: 'tarockcup',
  ...tariffsOf([
    ['trischaken', 1], ['rufer', 1], ['piccolo', 2], ['zwiccolo', 2], ['bettler', 2], ['solorufer', 2],
    ['besserrufer', 1], ['dreier', 4], ['sechserdreier', 4], ['farbensolo', 5], ['piccolo_ouvert', 6],
    ['zwiccolo_ouvert', 6], ['bettler_ouvert', 7], ['solodreier', 8],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: { pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, trull: 1, koenige: 1 },
  farbenPraemien: ['koenige'],
  maxKontra: 3,
  kontraOnSheet: false,
  silentLostCounts: false,
  valatPraemien: 'announced',
  soloruferTalonNoKontra: true,
  trischaken: { scheme: 'tarockcup', jungfrau: 'double', ties: 'each', vorhandTie: 'joint', renonce: 'asLoser' },
};

/** Seed 002: EROTAS, Erstes österreichisches Tarockseminar. */
const erotas: RuleSet = {
  ...DEFAULTS,
  preset: 'erotas',
  ...tariffsOf([
    ['rufer', 1], ['trischaken', 5], ['sechserdreier', 5], ['piccolo', 2], ['zwiccolo', 2], ['triccolo', 2],
    ['solorufer', 2], ['besserrufer', 1], ['bettler', 4], ['piccolo_ouvert', 4], ['farbendreier', 4],
    ['dreier', 5], ['bettler_ouvert', 8], ['farbensolo', 8], ['solodreier', 10],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: { pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, trull: 1, koenige: 1, mondfang: 1 },
  farbenPraemien: 'all',
  maxKontra: 2,
  threshold: 106, // 35/1
  valatPraemien: 'none',
  bei: ['piccolo', 'zwiccolo', 'triccolo'],
  trischaken: { scheme: 'erotas', renonce: 'asLoser' },
};

/** Seed 003: Verein Billardfreunde Baden, tariff card. */
const baden: RuleSet = {
  ...DEFAULTS,
  preset: 'baden',
  ...tariffsOf([
    ['rufer', 1], ['trischaken', 2], ['sechserdreier', 4], ['besserrufer', 1], ['piccolo', 2], ['solorufer', 2],
    ['bettler', 4], ['farbendreier', 5], ['dreier', 5], ['piccolo_ouvert', 8], ['bettler_ouvert', 8],
    ['farbensolo', 10], ['solodreier', 10],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: { pagat: 1, uhu: 2, koenige: 1, trull: 1, koenig_ultimo: 1 },
  farbenPraemien: ['koenige'],
  maxKontra: 2,
  valat: { mode: 'fixed', silent: 10, announced: 20 },
  valatPraemien: 'announced',
  trischaken: { scheme: 'baden', renonce: 'asLoser' },
};

/** Seed 004: the encyclopedia article's sample tariff (cents ÷ 10). */
const wiki: RuleSet = {
  ...DEFAULTS,
  preset: 'wiki',
  ...tariffsOf([
    ['rufer', 1], ['trischaken', 1], ['sechserdreier', 3], ['zwiccolo', 2], ['piccolo', 2], ['solorufer', 2],
    ['bettler', 3], ['besserrufer', 1], ['farbendreier', 4], ['dreier', 4], ['zwiccolo_ouvert', 5],
    ['piccolo_ouvert', 5], ['solobesserrufer', 2], ['bettler_ouvert', 7], ['farbensolo', 8], ['solodreier', 8],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: {
    trull: 1, koenige: 1, honneurs: 1, absolut: 1, grammopoi: 1,
    pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, koenigfang: 1, mondfang: 1,
  },
  farbenPraemien: 'all',
  maxKontra: 3,
  valatPraemien: 'game',
  bei: ['bettler', 'piccolo', 'zwiccolo', 'triccolo'],
  trischaken: { scheme: 'wiki', renonce: 'asLoser' },
};

/**
 * OÖ23 (Oberösterreichische Tarockregeln 4/2023) with the Renonce rules 11/2025: the rules
 * every Upper-Austrian cup plays (rules.md §9 `ooe2023`, every value with its source there).
 */
const ooe2023: RuleSet = {
  ...DEFAULTS,
  preset: 'ooe2023',
  ...tariffsOf([
    ['trischaken', 1], ['rufer', 1], ['piccolo', 2], ['bettler', 2], ['solorufer', 2], ['besserrufer', 1],
    ['farbendreier', 3], ['sechserdreier', 4], ['dreier', 4], ['farbensolo', 6], ['piccolo_ouvert', 6],
    ['bettler_ouvert', 7], ['solodreier', 8],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: { pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, trull: 1, koenige: 1 },
  farbenPraemien: ['koenige'],
  maxKontra: 3,
  kontraOnSheet: false,
  silentLostCounts: false,
  valatPraemien: 'announced',
  valatPraemienWhenFailed: true,
  soloruferTalonNoKontra: true,
  trischaken: { scheme: 'tarockcup', jungfrau: 'payoutRoundUp', ties: 'each', vorhandTie: 'alone', renonce: 'asLoser' },
};

/** Tiroler Tarockcup, rules 2020 (rules.md §9 `tirol`). */
const tirol: RuleSet = {
  ...DEFAULTS,
  preset: 'tirol',
  ...tariffsOf([
    ['rufer', 1], ['trischaken', 2], ['piccolo', 2], ['solorufer', 2], ['besserrufer', 1], ['bettler', 4],
    ['sechserdreier', 4], ['farbendreier', 5], ['dreier', 5], ['zwiccolo_ouvert', 8], ['piccolo_ouvert', 8],
    ['bettler_ouvert', 8], ['farbensolo', 10], ['solodreier', 10],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: {
    pagat: 1, uhu: 2, kakadu: 3, marabu: 4, koenig_ultimo: 1, mondfang: 1, trull: 1, koenige: 1, absolut: 1, grammopoi: 1,
  },
  farbenPraemien: ['koenige', 'absolut', 'grammopoi'],
  maxKontra: 3,
  kontraOnSheet: false,
  valat: { mode: 'fixed', silent: 10, announced: 20 },
  valatPraemien: 'game',
  trischaken: { scheme: 'baden', renonce: { each: 4 } },
};

/** Wiener Tarockcup, "Tarife und Regeln" (rules.md §9 `wien`). */
const wien: RuleSet = {
  ...DEFAULTS,
  preset: 'wien',
  ...tariffsOf([
    ['rufer', 1], ['trischaken', 2], ['piccolo', 2], ['zwiccolo', 2], ['solorufer', 2], ['besserrufer', 1],
    ['bettler', 4], ['sechserdreier', 4], ['farbendreier', 5], ['dreier', 5], ['piccolo_ouvert', 6],
    ['zwiccolo_ouvert', 6], ['bettler_ouvert', 8], ['farbensolo', 10], ['solodreier', 10],
  ]),
  lossFactor: { sechserdreier: 2 },
  praemien: { koenig_ultimo: 1, trull: 1, koenige: 1, pagat: 1, uhu: 2, kakadu: 3, marabu: 4 },
  farbenPraemien: ['koenige'],
  maxKontra: 3,
  kontraOnSheet: false,
  valat: { mode: 'fixed', silent: 10, announced: 20 },
  valatPraemien: 'game',
  silentValatVoidsKontra: true,
  soloruferTalonNoKontra: true,
  trischaken: { scheme: 'tarockcup', jungfrau: 'payout', ties: 'share', vorhandTie: 'alone', renonce: { each: 6 } },
};

export const PRESETS: Record<PresetId, RuleSet> = { hausregeln, tarockcup, erotas, baden, wiki, ooe2023, tirol, wien };

/**
 * The optional rules each source names (off by default), with the settings
 * they take when switched on. The new-evening screen offers these as switches;
 * switching one on writes it as an override.
 */
export interface OptionalRules {
  doubleRounds?: DoubleRoundsRule;
  pagatkassa?: PagatkassaRule;
  vorfleck?: true;
  piccoloLostDouble?: true;
}

export const OPTIONAL_RULES: Record<PresetId, OptionalRules> = {
  hausregeln: {
    doubleRounds: { triggers: ['trischaken', 'mondfang', 'fensterbankerl'], stacking: 'queue' },
    vorfleck: true,
    piccoloLostDouble: true,
    pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] },
  },
  tarockcup: {},
  erotas: {
    pagatkassa: { contribution: 1, refill: 'everyHand', birds: ['pagat', 'uhu', 'kakadu', 'marabu'] },
    vorfleck: true,
  },
  baden: {},
  wiki: {},
  ooe2023: {},
  tirol: {},
  wien: {},
};
