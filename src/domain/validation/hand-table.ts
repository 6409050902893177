/**
 * What the two phases of a hand's check share (`validate-hand.ts`): the table the hand is
 * played at, the hand as parsed (with the fields that were present or bad), and the small
 * helpers every check of the second phase uses.
 */
import type { Hand, Seat, TrischakenEntry } from '../model';
import type { RuleSet } from '../rules/rule-set';
import type { ErrorSink } from './checks';

export const HAND_KEYS = [
  'dealer', 'game', 'declarer', 'partner', 'conceded', 'calledKingInTalon', 'result', 'points', 'kontra', 'vorfleck',
  'valat', 'praemien', 'kontraBy', 'bei', 'trischaken', 'renonce', 'doubleStake', 'manual', 'dissolveKassa', 'void',
  'note',
] as const;
export type HandKey = (typeof HAND_KEYS)[number];

export const TRICKS = 12;

export interface Table {
  n: number;
  dealer: Seat;
  /** The dealer at a 5-table; null at a 4-table. */
  sittingOut: Seat | null;
  vorhand: Seat;
  rules: RuleSet;
}

export interface ParsedTrischaken {
  entry: TrischakenEntry;
  /** Thirds per seat (null for a null entry). */
  thirds: (number | null)[];
}

export interface Parsed {
  hand: Hand;
  /** Top-level keys present in the input (valid or not). */
  present: Set<HandKey>;
  /** Top-level keys whose value had a type or range error. */
  bad: Set<string>;
  thirds?: number;
  trischaken?: ParsedTrischaken;
}

export type Active = (seat: Seat | undefined, field: string) => boolean;
export type NotAllowed = (key: HandKey, code: string, message: string) => void;

export function kontraTooHigh(field: string, level: number, t: Table, sink: ErrorSink): void {
  sink.add('ERR_KONTRA_MAX', field, `level ${level} is above the highest Kontra level of these rules (${t.rules.maxKontra})`, { level, max: t.rules.maxKontra });
}
