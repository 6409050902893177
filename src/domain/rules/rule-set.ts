/**
 * A resolved rule set: a preset with any overrides applied, as plain data.
 * Every rule choice the engine makes is a field here, never a hard-coded
 * branch on the preset id (rules.md: "every such choice must be a rule-set setting").
 */
import type { DoubleRoundsRule, GameId, PagatkassaRule, PraemieId, PresetId } from '../model';

export type TrischakenVariant = 'hausregeln' | 'tarockcup' | 'erotas' | 'baden' | 'wiki';

/** Which Prämien still count under a made valat (rules.md §3.1, §9). */
export type ValatPraemien = 'announced' | 'none' | 'nonMaterial' | 'all';

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
  renonce: 'asIfWon' | 'flat';
  vorfleck: boolean;
  piccoloLostDouble: boolean;
  bei: GameId[];
  /** hausregeln: only the opponents can score Mondfang. */
  mondfangOpponentsOnly: boolean;
  /** tarockcup: no Kontra counts in a Solorufer whose called king lay in the talon. */
  soloruferTalonNoKontra: boolean;
  trischaken: { variant: TrischakenVariant; base: number; maxKontra: number };
  pagatkassa: PagatkassaRule | null;
  doubleRounds: DoubleRoundsRule | null;
}
