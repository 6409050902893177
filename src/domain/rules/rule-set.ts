/**
 * A resolved rule set: a preset with any overrides applied, as plain data.
 * Every rule choice the engine makes is a field here, never a hard-coded
 * branch on the preset id (rules.md: "every such choice must be a rule-set setting").
 */
import type { DoubleRoundsRule, GameId, PagatkassaRule, PraemieId, PresetId } from '../model';

/** Which of the five Trischaken settlements of rules.md §7 applies. */
export type TrischakenScheme = 'hausregeln' | 'tarockcup' | 'erotas' | 'baden' | 'wiki';
export const TRISCHAKEN_SCHEMES: readonly TrischakenScheme[] = ['hausregeln', 'tarockcup', 'erotas', 'baden', 'wiki'];

/** rules.md §7.1, `tarockcup` scheme only: what the Jungfrauen receive. */
export type TrischakenJungfrau = 'double' | 'payout' | 'payoutRoundUp' | 'payoutEach';
export const TRISCHAKEN_JUNGFRAU: readonly TrischakenJungfrau[] = ['double', 'payout', 'payoutRoundUp', 'payoutEach'];
/** rules.md §7.1, `tarockcup` scheme only: each loser pays in full, or the losers share one payout. */
export type TrischakenTies = 'each' | 'share';
export const TRISCHAKEN_TIES: readonly TrischakenTies[] = ['each', 'share'];
/** rules.md §7.1, `tarockcup` scheme only: a Vorhand tied for the most points loses with the others, or alone. */
export type TrischakenVorhandTie = 'joint' | 'alone';
export const TRISCHAKEN_VORHAND_TIE: readonly TrischakenVorhandTie[] = ['joint', 'alone'];
/** rules.md §5: a Renonce in Trischaken pays as the sole loser, or a fixed amount to each. */
export type TrischakenRenonce = 'asLoser' | { each: number };

/**
 * The `trischaken` switches (rules.md §7.1). `jungfrau`, `ties` and `vorhandTie` are
 * present exactly when the scheme is `tarockcup`. The base is the `trischaken` tariff;
 * Kontra exists only in the `hausregeln` and `erotas` schemes (level 1).
 */
export interface TrischakenRule {
  scheme: TrischakenScheme;
  jungfrau?: TrischakenJungfrau;
  ties?: TrischakenTies;
  vorhandTie?: TrischakenVorhandTie;
  renonce: TrischakenRenonce;
}

/** The `tarockcup` scheme's switches as the `tarockcup` preset has them. */
export const TAROCKCUP_TRISCHAKEN = { jungfrau: 'double', ties: 'each', vorhandTie: 'joint' } as const satisfies Partial<TrischakenRule>;

/** Schemes whose rules know a Trischaken Kontra (rules.md §7.1). */
export const TRISCHAKEN_KONTRA_SCHEMES: readonly TrischakenScheme[] = ['hausregeln', 'erotas'];

/** The highest Trischaken Kontra level these rules allow: 1 in the hausregeln and erotas schemes, else 0. */
export function trischakenMaxKontra(rules: Pick<RuleSet, 'trischaken'>): number {
  return TRISCHAKEN_KONTRA_SCHEMES.includes(rules.trischaken.scheme) ? 1 : 0;
}

/** The Trischaken base: always the `trischaken` tariff (rules.md §7.1). */
export function trischakenBase(rules: Pick<RuleSet, 'tariffs'>): number {
  return rules.tariffs.trischaken ?? 0;
}

/** Which Prämien still count under a made valat (rules.md §3.1, §9). */
export type ValatPraemien = 'announced' | 'none' | 'game';
export const VALAT_PRAEMIEN: readonly ValatPraemien[] = ['announced', 'none', 'game'];

export interface RuleSet {
  preset: PresetId;
  /** Offered games in the preset's order (cheapest first) — the order the entry grid shows. */
  games: GameId[];
  tariffs: Partial<Record<GameId, number>>;
  /** Explicit loss tariffs; games not listed lose at tariff × lossFactor. */
  lossTariffs: Partial<Record<GameId, number>>;
  lossFactor: Partial<Record<GameId, number>>;
  /** Silent base value of each offered Prämie (announced = 2×). */
  praemien: Partial<Record<PraemieId, number>>;
  /** Prämien offered in Farben games ('all' = every offered Prämie except the Rufer-only ones). */
  farbenPraemien: PraemieId[] | 'all';
  maxKontra: number;
  kontraOnSheet: boolean;
  /** Declarer side's threshold in thirds (35/2 = 107). */
  threshold: number;
  lastKontraShift: boolean;
  silentLostCounts: boolean;
  soloDoublesPraemien: boolean;
  valat: { mode: 'multiply' | 'fixed'; silent: number; announced: number };
  valatPraemien: ValatPraemien;
  /** The `valatPraemien` filter also applies when an announced valat failed (rules.md §3.1). */
  valatPraemienWhenFailed: boolean;
  /** A made silent valat voids the game's Kontra and Vorfleck (rules.md §3.1). */
  silentValatVoidsKontra: boolean;
  renonce: 'asIfWon' | 'flat';
  vorfleck: boolean;
  piccoloLostDouble: boolean;
  bei: GameId[];
  /** hausregeln: only the opponents can score Mondfang. */
  mondfangOpponentsOnly: boolean;
  /** No Kontra counts in a Solorufer whose called king lay in the talon (rules.md §3.1). */
  soloruferTalonNoKontra: boolean;
  trischaken: TrischakenRule;
  pagatkassa: PagatkassaRule | null;
  doubleRounds: DoubleRoundsRule | null;
}
