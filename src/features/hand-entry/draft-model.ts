/**
 * The hand being entered, as a plain value: the draft the form changes tap by
 * tap, how it starts (empty, or from a stored hand being edited), and the
 * table it is entered for. No React here: the draft is changed only by the
 * pure functions of `draft-changes.ts` and turned into the session file's hand
 * by `draft-to-hand.ts`; `use-hand-draft.ts` merely holds it in a component.
 */
import {
  GAMES,
  dealerSequence,
  isPositiveGame,
  offeredPraemien,
  isBird,
  fromDecimal,
  parseCardPoints,
  rat,
  type GameId,
  type Hand,
  type PraemieEntry,
  type Rational,
  type RuleSet,
  type Seat,
  type Session,
  type Side,
  type TableSeats,
  type ValatEntry,
} from '@/domain/index';

export type EntryMode = 'game' | 'manual';

/** A Prämie as the form holds it: the holder of a bird may still be open. */
export type PraemieDraft = Omit<PraemieEntry, 'by'> & { by?: Seat };

export interface BeiDraft {
  declarer: Seat | null;
  game: GameId;
  result: 'won' | 'lost' | null;
  kontraBy: Record<number, number>;
}

export interface TrischakenDraft {
  /** Card points in thirds per seat; null = not entered (or the seat sitting out). */
  points: (number | null)[];
  tricks: (number | null)[];
  kontra: number[];
}

export interface HandDraft {
  mode: EntryMode;
  game: GameId | null;
  declarer: Seat | null;
  /** Rufer family: undefined = not answered yet, null = allein. */
  partner: Seat | null | undefined;
  result: 'won' | 'lost' | null;
  /** Declarer side's card points in thirds (entered with the keypad). */
  points: number | null;
  kontra: number;
  vorfleck: boolean;
  praemien: PraemieDraft[];
  valat: ValatEntry | null;
  renonceBy: Seat | null;
  conceded: boolean;
  calledKingInTalon: boolean;
  /** Negative games: each opponent's own Kontra level. */
  kontraBy: Record<number, number>;
  bei: BeiDraft[];
  trischaken: TrischakenDraft;
  /** Manual amounts as typed, one per seat. */
  manual: string[];
  void: boolean;
  note: string;
  /** Carried through from an edited hand; the form offers a switch for it. */
  doubleStake: boolean | undefined;
  /**
   * The dealer recorded for this hand (rules.md §1: the rotation goes on from
   * it); undefined = the rotation's dealer. Kept as it was on an edited hand.
   */
  dealer: Seat | undefined;
}

/**
 * Who deals hand `index` by the rotation alone (rules.md §1): the hands before it,
 * with their recorded dealers, decide; a dealer recorded on the hand itself does not.
 * For a new hand `index` is the number of hands.
 */
export function rotationDealer(session: Session, index: number): Seat {
  const before = session.hands.slice(0, index);
  return dealerSequence([...before, {}], session.players.length, session.firstDealer ?? 0)[index] as Seat;
}

/** The dealer of the hand being entered: the one recorded in the draft, else the rotation's. */
export function draftDealer(draft: HandDraft, rotation: Seat): Seat {
  return draft.dealer ?? rotation;
}

export interface DraftContext {
  rules: RuleSet;
  playerCount: number;
  /** The hand's effective dealer. */
  dealer: Seat;
}

/** Steps the scorekeeper still has to answer before the hand can be saved. */
export type DraftGap =
  | 'game'
  | 'declarer'
  | 'partner'
  | 'bird'
  | 'birdHolder'
  | 'result'
  | 'bei'
  | 'trischakenPoints'
  | 'trischakenOver'
  | 'trischakenTricks'
  | 'manualAmount'
  | 'manualSum';

export interface DraftConversion {
  hand: Hand;
  gaps: DraftGap[];
}

// ---------------------------------------------------------------- table

/** The table of the hand being entered (geometry from the engine: src/domain/table.ts). */
export type Table = TableSeats;

/** The seats of one side of the current draft. */
export function sideSeats(draft: HandDraft, table: Table, side: Side): Seat[] {
  const declarerSide = declarerSideOf(draft);
  return side === 'declarer' ? declarerSide : table.active.filter((s) => !declarerSide.includes(s));
}

function declarerSideOf(draft: HandDraft): Seat[] {
  if (draft.declarer === null) return [];
  return typeof draft.partner === 'number' ? [draft.declarer, draft.partner] : [draft.declarer];
}

// ---------------------------------------------------------------- creation

export function emptyDraft(playerCount: number): HandDraft {
  return {
    mode: 'game',
    game: null,
    declarer: null,
    partner: undefined,
    result: null,
    points: null,
    kontra: 0,
    vorfleck: false,
    praemien: [],
    valat: null,
    renonceBy: null,
    conceded: false,
    calledKingInTalon: false,
    kontraBy: {},
    bei: [],
    trischaken: emptyTrischaken(playerCount),
    manual: Array.from({ length: playerCount }, () => ''),
    void: false,
    note: '',
    doubleStake: undefined,
    dealer: undefined,
  };
}

/**
 * Whether a kept draft (read back from storage) has the shape of a draft for a
 * table of `playerCount`: anything else is dropped rather than guessed at.
 */
export function isHandDraft(value: unknown, playerCount: number): value is HandDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  const seat = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < playerCount;
  const seatOrNull = (x: unknown): boolean => x === null || seat(x);
  const list = (x: unknown): x is unknown[] => Array.isArray(x) && x.length === playerCount;
  const t = d.trischaken as Record<string, unknown> | null | undefined;
  return (
    (d.mode === 'game' || d.mode === 'manual') &&
    (d.game === null || (typeof d.game === 'string' && d.game in GAMES)) &&
    seatOrNull(d.declarer) &&
    (d.partner === undefined || seatOrNull(d.partner)) &&
    (d.result === null || d.result === 'won' || d.result === 'lost') &&
    (d.points === null || typeof d.points === 'number') &&
    typeof d.kontra === 'number' &&
    typeof d.vorfleck === 'boolean' &&
    Array.isArray(d.praemien) &&
    (d.valat === null || typeof d.valat === 'object') &&
    seatOrNull(d.renonceBy) &&
    typeof d.conceded === 'boolean' &&
    typeof d.calledKingInTalon === 'boolean' &&
    typeof d.kontraBy === 'object' && d.kontraBy !== null &&
    Array.isArray(d.bei) &&
    typeof t === 'object' && t !== null && list(t.points) && list(t.tricks) && list(t.kontra) &&
    list(d.manual) && d.manual.every((m) => typeof m === 'string') &&
    typeof d.void === 'boolean' &&
    typeof d.note === 'string' &&
    (d.doubleStake === undefined || typeof d.doubleStake === 'boolean') &&
    (d.dealer === undefined || seat(d.dealer))
  );
}

function emptyTrischaken(playerCount: number): TrischakenDraft {
  return {
    points: Array.from({ length: playerCount }, () => null),
    tricks: Array.from({ length: playerCount }, () => null),
    kontra: Array.from({ length: playerCount }, () => 0),
  };
}

function kontraMap(record: Record<string, number> | undefined): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [seat, level] of Object.entries(record ?? {})) out[Number(seat)] = level;
  return out;
}

/** Formats a manual amount for the form (decimal comma, real minus sign). */
export function formatManualAmount(value: number): string {
  if (value === 0) return '0';
  const body = String(Math.abs(value)).replace('.', ',');
  return value < 0 ? `\u2212${body}` : body;
}

/** A stored hand back into the form. */
export function handToDraft(hand: Hand, playerCount: number): HandDraft {
  const draft = emptyDraft(playerCount);
  draft.void = hand.void === true;
  draft.note = hand.note ?? '';
  draft.doubleStake = hand.doubleStake;
  draft.dealer = hand.dealer;
  if (hand.manual) {
    draft.mode = 'manual';
    draft.manual = Array.from({ length: playerCount }, (_, i) => formatManualAmount(hand.manual?.[i] ?? 0));
    return draft;
  }
  draft.game = hand.game ?? null;
  draft.declarer = hand.declarer ?? null;
  if (hand.game && GAMES[hand.game].hasPartner) draft.partner = hand.partner ?? null;
  draft.result = hand.result ?? null;
  draft.points = hand.points === undefined ? null : parseCardPoints(hand.points);
  draft.kontra = hand.kontra ?? 0;
  draft.vorfleck = hand.vorfleck === true;
  draft.praemien = (hand.praemien ?? []).map((p) => ({ ...p }));
  draft.valat = hand.valat ? { ...hand.valat } : null;
  draft.renonceBy = hand.renonce?.by ?? null;
  draft.conceded = hand.conceded === true;
  draft.calledKingInTalon = hand.calledKingInTalon === true;
  draft.kontraBy = kontraMap(hand.kontraBy);
  draft.bei = (hand.bei ?? []).map((b) => ({
    declarer: b.declarer, game: b.game, result: b.result, kontraBy: kontraMap(b.kontraBy),
  }));
  if (hand.trischaken) {
    const t = hand.trischaken;
    draft.trischaken = {
      points: Array.from({ length: playerCount }, (_, i) => {
        const v = t.points[i];
        return v === null || v === undefined ? null : parseCardPoints(v);
      }),
      tricks: Array.from({ length: playerCount }, (_, i) => t.tricks?.[i] ?? null),
      kontra: Array.from({ length: playerCount }, (_, i) => t.kontra?.[i] ?? 0),
    };
  }
  return draft;
}


/** Parses a typed manual amount ("−1,5", "2.25", "3"); null when it is not a number. */
export function parseManualAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\u2212/g, '-').replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A typed decimal as an exact rational (typed amounts are short decimals). */
export function exactDecimal(value: number): Rational {
  try {
    return fromDecimal(value);
  } catch {
    return rat(Math.round(value));
  }
}

/** Has the Besserrufer its announced bird, held by the declarer? */
export function hasRequiredBird(draft: HandDraft): boolean {
  return draft.praemien.some((p) => isBird(p.id) && p.side === 'declarer' && p.announced && p.by === draft.declarer);
}


/**
 * Which extras the form offers for the draft's game, from the rules alone:
 * Prämien only where the rule set has one for this game (none in negative
 * games, Trischaken, or Farben games of a set that allows only valat there),
 * Valat in positive games (rules.md §3, §4).
 */
export function extrasOffered(draft: HandDraft, rules: RuleSet): { praemien: boolean; valat: boolean } {
  const game = draft.game;
  if (game === null || draft.mode !== 'game') return { praemien: false, valat: false };
  return { praemien: offeredPraemien(rules, game).length > 0, valat: isPositiveGame(game) };
}
