/**
 * Who won a positive game (rules.md §3.1) — the one place that decides it, used
 * by validation, settlement, statistics and the hand form alike. A positive
 * game's outcome follows from the recorded result, the declarer side's card
 * points against the preset's threshold (with the hausregeln last-Kontra shift)
 * and the valat: made → its side wins; in multiply mode a failed announced valat
 * is lost by the side that announced it, whatever the points (interpretation).
 * The result always follows the real Kontras, even where Kontra stays off the sheet.
 */
import { DECK_THIRDS, parseCardPoints } from '../cards';
import type { PraemieId, Side, ValatEntry } from '../model';
import { BIRD_IDS, type BirdId } from '../model';
import type { RuleSet } from './rule-set';

/** The facts of a positive hand that decide who won it; points in thirds. */
export interface OutcomeFacts {
  result?: 'won' | 'lost' | undefined;
  /** Declarer side's card points in thirds. */
  thirds?: number | undefined;
  /** The game's Kontra level (a Vorfleck is recorded with Kontra ≥ 1). */
  kontra?: number | undefined;
  valat?: ValatEntry | null | undefined;
}

/** What each recorded fact says about the winner (null: that fact is silent). */
export interface OutcomeVotes {
  byResult: Side | null;
  byPoints: Side | null;
  byValat: Side | null;
  /** A failed announced valat (multiply mode) decides whatever the points say. */
  valatOverridesPoints: boolean;
  /** Thirds the declarer side needed. */
  needs: number;
}

/**
 * The fewest card points (thirds) with which the declarer side wins: the
 * threshold, or — with `lastKontraShift` at an odd Kontra level, given by the
 * opponents — whatever keeps the opponents below it (35:35 wins for the declarer).
 */
export function declarerNeeds(rules: RuleSet, kontra: number): number {
  if (rules.lastKontraShift && kontra % 2 === 1) return DECK_THIRDS + 1 - rules.threshold;
  return rules.threshold;
}

function opposite(s: Side): Side {
  return s === 'declarer' ? 'opponents' : 'declarer';
}

export function outcomeVotes(facts: OutcomeFacts, rules: RuleSet): OutcomeVotes {
  let byValat: Side | null = null;
  let valatOverridesPoints = false;
  const valat = facts.valat;
  if (valat && (valat.announced || valat.made)) {
    if (valat.made) byValat = valat.side;
    else if (rules.valat.mode === 'multiply') {
      byValat = opposite(valat.side);
      valatOverridesPoints = true;
    }
  }
  const byResult: Side | null = facts.result === undefined ? null : facts.result === 'won' ? 'declarer' : 'opponents';
  const needs = declarerNeeds(rules, facts.kontra ?? 0);
  const byPoints: Side | null =
    facts.thirds === undefined || valatOverridesPoints ? null : facts.thirds >= needs ? 'declarer' : 'opponents';
  return { byResult, byPoints, byValat, valatOverridesPoints, needs };
}

/**
 * The side that won a positive game from what was recorded, or null when nothing
 * decides it. On valid input the facts agree (validation checks it); a made or
 * failed announced valat in multiply mode decides first, then the result, then the points.
 */
export function positiveWinner(facts: OutcomeFacts, rules: RuleSet): Side | null {
  const v = outcomeVotes(facts, rules);
  if (rules.valat.mode === 'multiply' && v.byValat !== null) return v.byValat;
  return v.byResult ?? v.byPoints ?? v.byValat;
}

/** Pagat, Uhu, Kakadu, Marabu: the Prämien held by one seat (`by`). */
export function isBird(id: PraemieId): id is BirdId {
  return (BIRD_IDS as readonly string[]).includes(id);
}

/** The side that won a recorded positive hand (its `points` read as card points); null when nothing decides it. */
export function positiveHandWinner(
  hand: { result?: 'won' | 'lost'; points?: string | number; kontra?: number; valat?: ValatEntry },
  rules: RuleSet,
): Side | null {
  const thirds = hand.points === undefined ? undefined : (parseCardPoints(hand.points) ?? undefined);
  return positiveWinner({ result: hand.result, thirds, kontra: hand.kontra, valat: hand.valat }, rules);
}
