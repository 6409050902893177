/**
 * The hand being entered: a draft the form changes tap by tap, and the pure
 * conversion draft → `Hand` (the session file's hand, session-format.md).
 * The draft may be incomplete; `draftToHand` says which steps are still open
 * (`gaps`), and the engine's `validateHand` judges the rest. Editing a hand
 * starts from `handToDraft`, and fields the form does not show (an explicit
 * dealer, a forced double stake) are carried through unchanged.
 */
import { useCallback, useState } from 'react';
import {
  DECK_THIRDS,
  GAMES,
  isBird,
  isPositiveGame,
  tableSeats,
  add,
  formatCardPoints,
  fromDecimal,
  neg,
  offeredPraemien,
  parseCardPoints,
  rat,
  type BeiContract,
  type BirdId,
  type TableSeats,
  type GameId,
  type Hand,
  type PraemieEntry,
  type PraemieId,
  type Rational,
  type RuleSet,
  type Seat,
  type Side,
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
  /** An explicitly recorded dealer of an edited hand (kept as it was). */
  dealer: Seat | undefined;
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

// ---------------------------------------------------------------- conversion

/** Parses a typed manual amount ("−1,5", "2.25", "3"); null when it is not a number. */
export function parseManualAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\u2212/g, '-').replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function manualToHand(draft: HandDraft, table: Table): DraftConversion {
  const gaps: DraftGap[] = [];
  const amounts: number[] = [];
  let total: Rational = rat(0);
  draft.manual.forEach((text, seat) => {
    if (!table.active.includes(seat)) {
      amounts.push(0);
      return;
    }
    const value = parseManualAmount(text);
    if (value === null) {
      if (!gaps.includes('manualAmount')) gaps.push('manualAmount');
      amounts.push(0);
      return;
    }
    amounts.push(value);
    total = add(total, exactDecimal(value));
  });
  if (gaps.length === 0 && total.n !== 0) gaps.push('manualSum');
  return { hand: { manual: amounts }, gaps };
}

function exactDecimal(value: number): Rational {
  try {
    return fromDecimal(value);
  } catch {
    return rat(Math.round(value));
  }
}

/** The Trischaken arrays with the last active player's points and tricks completed. */
export function completeTrischaken(t: TrischakenDraft, table: Table): {
  points: (number | null)[];
  tricks: (number | null)[];
  auto: Seat;
} {
  const auto = table.active[table.active.length - 1] as Seat;
  const points = t.points.map((v, s) => (table.active.includes(s) ? v : null));
  const tricks = t.tricks.map((v, s) => (table.active.includes(s) ? v : null));
  const others = table.active.filter((s) => s !== auto);
  const pointsKnown = others.every((s) => points[s] !== null && points[s] !== undefined);
  const tricksKnown = others.every((s) => tricks[s] !== null && tricks[s] !== undefined);
  points[auto] = pointsKnown ? DECK_THIRDS - others.reduce((sum, s) => sum + (points[s] ?? 0), 0) : null;
  tricks[auto] = tricksKnown ? 12 - others.reduce((sum, s) => sum + (tricks[s] ?? 0), 0) : null;
  return { points, tricks, auto };
}

/** Whether any trick count was entered (they are optional, rules.md §7: the points tell who took none or all). */
export function hasTrischakenTricks(t: TrischakenDraft, table: Table): boolean {
  return table.active.slice(0, -1).some((s) => t.tricks[s] !== null && t.tricks[s] !== undefined);
}

function trischakenToHand(draft: HandDraft, table: Table, hand: Hand, gaps: DraftGap[]): void {
  const { points, tricks } = completeTrischaken(draft.trischaken, table);
  const autoPoints = points[table.active[table.active.length - 1] as Seat];
  const autoTricks = tricks[table.active[table.active.length - 1] as Seat];
  const withTricks = hasTrischakenTricks(draft.trischaken, table);
  if (autoPoints === null || autoPoints === undefined) gaps.push('trischakenPoints');
  else if (autoPoints < 0) gaps.push('trischakenOver');
  if (withTricks && (autoTricks === null || autoTricks === undefined || autoTricks < 0)) gaps.push('trischakenTricks');
  const kontra = draft.trischaken.kontra.map((k, s) => (table.active.includes(s) ? k : null));
  hand.trischaken = {
    points: points.map((v) => (v === null || v === undefined || v < 0 ? null : formatCardPoints(v))),
    ...(withTricks ? { tricks: tricks.map((v) => (v === null || v === undefined ? null : v)) } : {}),
    ...(kontra.some((k) => (k ?? 0) > 0) ? { kontra } : {}),
  };
}

function kontraRecord(map: Record<number, number>): Record<string, number> | undefined {
  const entries = Object.entries(map).filter(([, level]) => level > 0);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

function praemieToEntry(p: PraemieDraft): PraemieEntry {
  const entry: PraemieEntry = { id: p.id, side: p.side, announced: p.announced, made: p.made };
  if (p.announced && p.kontra !== undefined && p.kontra > 0) entry.kontra = p.kontra;
  if (p.by !== undefined) entry.by = p.by;
  return entry;
}

/** Has the Besserrufer its announced bird, held by the declarer? */
export function hasRequiredBird(draft: HandDraft): boolean {
  return draft.praemien.some((p) => isBird(p.id) && p.side === 'declarer' && p.announced && p.by === draft.declarer);
}

function gameToHand(draft: HandDraft, table: Table): DraftConversion {
  const gaps: DraftGap[] = [];
  const hand: Hand = {};
  const game = draft.game;
  if (game === null) return { hand, gaps: ['game'] };
  const info = GAMES[game];
  hand.game = game;

  if (info.family === 'trischaken') {
    trischakenToHand(draft, table, hand, gaps);
  } else {
    if (draft.declarer === null) gaps.push('declarer');
    else hand.declarer = draft.declarer;
  }

  const settledByRenonce = draft.renonceBy !== null;

  if (info.family === 'negative') {
    if (draft.result !== null) hand.result = draft.result;
    else if (!settledByRenonce) gaps.push('result');
    const kontraBy = kontraRecord(draft.kontraBy);
    if (kontraBy) hand.kontraBy = kontraBy;
    if (draft.bei.length > 0) {
      hand.bei = draft.bei.map((b) => {
        if (b.declarer === null || b.result === null) {
          if (!gaps.includes('bei')) gaps.push('bei');
        }
        const contract: BeiContract = { declarer: b.declarer ?? -1, game: b.game, result: b.result ?? 'won' };
        const kb = kontraRecord(b.kontraBy);
        if (kb) contract.kontraBy = kb;
        return contract;
      });
    }
  }

  if (isPositiveGame(game)) {
    if (info.hasPartner) {
      if (draft.conceded) {
        hand.partner = null;
      } else if (draft.partner === undefined) {
        gaps.push('partner');
      } else {
        hand.partner = draft.partner;
      }
    }
    if (draft.conceded) hand.conceded = true;
    if (draft.calledKingInTalon) hand.calledKingInTalon = true;
    const valatDecides = draft.valat !== null && (draft.valat.made || draft.valat.announced);
    if (draft.points !== null) hand.points = formatCardPoints(draft.points);
    if (draft.result !== null) hand.result = draft.result;
    if (draft.points === null && draft.result === null && !valatDecides && !draft.conceded && !settledByRenonce) {
      gaps.push('result');
    }
    if (draft.kontra > 0 && !draft.conceded) hand.kontra = draft.kontra;
    if (draft.vorfleck && draft.kontra > 0) hand.vorfleck = true;
    if (draft.valat !== null && !draft.conceded) hand.valat = { ...draft.valat };
    if (draft.praemien.length > 0) {
      hand.praemien = draft.praemien.map(praemieToEntry);
      if (draft.praemien.some((p) => isBird(p.id) && p.by === undefined)) gaps.push('birdHolder');
    }
    if (info.needsBird && draft.declarer !== null && !hasRequiredBird(draft)) gaps.push('bird');
  }

  if (settledByRenonce) hand.renonce = { by: draft.renonceBy as Seat };
  return { hand, gaps };
}

/**
 * Converts the draft into the session file's hand. `gaps` lists what is still
 * unanswered; the hand is only meant for saving when `gaps` is empty (the
 * engine then validates the rest).
 */
export function draftToHand(draft: HandDraft, ctx: DraftContext): DraftConversion {
  const table = tableSeats(ctx.playerCount, ctx.dealer);
  let conversion: DraftConversion;
  if (draft.mode === 'manual') {
    conversion = manualToHand(draft, table);
  } else {
    conversion = gameToHand(draft, table);
    if (draft.void && conversion.gaps.length > 0) {
      // A struck hand needs nothing more: keep on record what was entered, minus unfinished Bei contracts.
      const hand: Hand = { ...conversion.hand };
      if (hand.bei) {
        const complete = hand.bei.filter((_, i) => draft.bei[i]?.declarer !== null && draft.bei[i]?.result !== null);
        if (complete.length > 0) hand.bei = complete;
        else delete hand.bei;
      }
      conversion = { hand, gaps: [] };
    }
  }
  const hand: Hand = { ...conversion.hand };
  if (draft.doubleStake !== undefined && draft.mode === 'game') hand.doubleStake = draft.doubleStake;
  if (draft.void) hand.void = true;
  const note = draft.note.trim();
  if (note) hand.note = note;
  const ordered: Hand = draft.dealer !== undefined ? { dealer: draft.dealer, ...hand } : hand;
  return { hand: ordered, gaps: conversion.gaps };
}

// ---------------------------------------------------------------- changes (pure)

function isPositive(game: GameId | null): boolean {
  return game !== null && isPositiveGame(game);
}

/** Moves bird holders that no longer sit on their Prämie's side back to a sensible default. */
function fixHolders(draft: HandDraft, table: Table, oldDeclarer: Seat | null = draft.declarer): PraemieDraft[] {
  return draft.praemien.map((p) => {
    if (!isBird(p.id)) return p;
    const seats = sideSeats(draft, table, p.side);
    if (p.side === 'opponents') return p.by !== undefined && seats.includes(p.by) ? p : withoutBy(p);
    const keep = p.by !== undefined && p.by !== oldDeclarer && seats.includes(p.by);
    if (keep) return p;
    return draft.declarer === null ? withoutBy(p) : { ...p, by: draft.declarer };
  });
}

function withoutBy(p: PraemieDraft): PraemieDraft {
  const { by: _by, ...rest } = p;
  return rest;
}

export function chooseGame(draft: HandDraft, game: GameId, ctx: DraftContext): HandDraft {
  const table = tableSeats(ctx.playerCount, ctx.dealer);
  const info = GAMES[game];
  const positive = isPositive(game);
  const offered = positive ? offeredPraemien(ctx.rules, game) : [];
  let declarer: Seat | null;
  if (info.family === 'trischaken') declarer = null;
  else if (info.vorhandOnly) declarer = table.vorhand;
  else declarer = draft.declarer !== null && table.active.includes(draft.declarer) ? draft.declarer : table.vorhand;
  const partner = info.hasPartner && draft.partner !== declarer ? draft.partner : undefined;
  const next: HandDraft = {
    ...draft,
    mode: 'game',
    game,
    declarer,
    partner,
    result: info.family === 'trischaken' ? null : draft.result,
    points: positive ? draft.points : null,
    kontra: positive ? Math.min(draft.kontra, ctx.rules.maxKontra) : 0,
    vorfleck: positive && info.talon > 0 && ctx.rules.vorfleck ? draft.vorfleck : false,
    praemien: draft.praemien.filter((p) => offered.includes(p.id)),
    valat: positive ? draft.valat : null,
    conceded: game === 'rufer' || game === 'besserrufer' ? draft.conceded : false,
    calledKingInTalon: game === 'solorufer' ? draft.calledKingInTalon : false,
    kontraBy: info.family === 'negative' ? withoutSeat(draft.kontraBy, declarer) : {},
    bei: info.family === 'negative' && ctx.rules.bei.includes(game) ? draft.bei : [],
  };
  return { ...next, praemien: fixHolders(next, table, draft.declarer) };
}

function withoutSeat(map: Record<number, number>, seat: Seat | null): Record<number, number> {
  if (seat === null || !(seat in map)) return map;
  const copy = { ...map };
  delete copy[seat];
  return copy;
}

export function chooseDeclarer(draft: HandDraft, declarer: Seat, ctx: DraftContext): HandDraft {
  const table = tableSeats(ctx.playerCount, ctx.dealer);
  const next: HandDraft = {
    ...draft,
    declarer,
    partner: draft.partner === declarer ? undefined : draft.partner,
    kontraBy: withoutSeat(draft.kontraBy, declarer),
    bei: draft.bei.filter((b) => b.declarer !== declarer),
  };
  return { ...next, praemien: fixHolders(next, table, draft.declarer) };
}

export function choosePartner(draft: HandDraft, partner: Seat | null, ctx: DraftContext): HandDraft {
  const table = tableSeats(ctx.playerCount, ctx.dealer);
  const next: HandDraft = { ...draft, partner, conceded: partner === null ? draft.conceded : false };
  return { ...next, praemien: fixHolders(next, table) };
}

export function chooseResult(draft: HandDraft, result: 'won' | 'lost'): HandDraft {
  return { ...draft, result, points: null };
}

export function choosePoints(draft: HandDraft, thirds: number | null): HandDraft {
  return { ...draft, points: thirds, result: null };
}

export function chooseKontra(draft: HandDraft, kontra: number): HandDraft {
  return { ...draft, kontra, vorfleck: kontra > 0 ? draft.vorfleck : false };
}

/** The default side a Prämie is scored for when it is switched on. */
export function defaultSide(id: PraemieId, draft: HandDraft, rules: RuleSet): Side {
  if (id === 'koenigfang') return 'opponents';
  if (id === 'mondfang' && rules.mondfangOpponentsOnly) return 'opponents';
  if ((id === 'absolut' || id === 'grammopoi') && draft.result === 'lost') return 'opponents';
  return 'declarer';
}

/**
 * Switches a Prämie on (silent, made, for the declarer side — a bird held by
 * the declarer; a Besserrufer's first bird announced) or off (every entry of it).
 */
export function togglePraemie(draft: HandDraft, id: PraemieId, ctx: DraftContext): HandDraft {
  if (draft.praemien.some((p) => p.id === id)) {
    return { ...draft, praemien: draft.praemien.filter((p) => p.id !== id) };
  }
  const side = defaultSide(id, draft, ctx.rules);
  const needsBird = draft.game !== null && GAMES[draft.game].needsBird && isBird(id) && !hasRequiredBird(draft);
  const entry: PraemieDraft = { id, side, announced: needsBird, made: true };
  if (isBird(id) && side === 'declarer' && draft.declarer !== null) entry.by = draft.declarer;
  return { ...draft, praemien: [...draft.praemien, entry] };
}

/**
 * The Besserrufer's bird: switches bird `id` between "announced by the declarer"
 * and not recorded (an entry of it on another footing is turned into the announced one).
 */
export function toggleRequiredBird(draft: HandDraft, id: BirdId): HandDraft {
  const isRequired = (p: PraemieDraft) => p.id === id && p.side === 'declarer' && p.announced && p.by === draft.declarer;
  if (draft.praemien.some(isRequired)) return { ...draft, praemien: draft.praemien.filter((p) => p.id !== id) };
  if (draft.declarer === null) return draft;
  const entry: PraemieDraft = { id, side: 'declarer', announced: true, made: true, by: draft.declarer };
  const existing = draft.praemien.findIndex((p) => p.id === id);
  if (existing < 0) return { ...draft, praemien: [...draft.praemien, entry] };
  const prev = draft.praemien[existing] as PraemieDraft;
  return {
    ...draft,
    praemien: draft.praemien.map((p, i) => (i === existing ? { ...entry, made: prev.made, ...(prev.kontra ? { kontra: prev.kontra } : {}) } : p)),
  };
}

export function updatePraemie(draft: HandDraft, index: number, patch: Partial<PraemieDraft>, ctx: DraftContext): HandDraft {
  const table = tableSeats(ctx.playerCount, ctx.dealer);
  const praemien = draft.praemien.map((p, i) => {
    if (i !== index) return p;
    let next: PraemieDraft = { ...p, ...patch };
    if (!next.announced && next.kontra !== undefined) {
      const { kontra: _k, ...rest } = next;
      next = rest;
    }
    if (patch.side !== undefined && patch.side !== p.side && isBird(p.id)) {
      const seats = sideSeats(draft, table, patch.side);
      next = patch.side === 'declarer' && draft.declarer !== null ? { ...next, by: draft.declarer } : withoutBy(next);
      if (seats.length === 1) next = { ...next, by: seats[0] };
    }
    return next;
  });
  return { ...draft, praemien };
}

export function chooseTrischakenPoints(draft: HandDraft, seat: Seat, thirds: number | null): HandDraft {
  const points = draft.trischaken.points.slice();
  points[seat] = thirds;
  return { ...draft, trischaken: { ...draft.trischaken, points } };
}

export function chooseTrischakenTricks(draft: HandDraft, seat: Seat, tricks: number): HandDraft {
  const list = draft.trischaken.tricks.slice();
  list[seat] = tricks;
  const points = draft.trischaken.points.slice();
  // A Jungfrau took no trick, so she has no card points.
  if (tricks === 0 && (points[seat] === null || points[seat] === undefined)) points[seat] = 0;
  return { ...draft, trischaken: { ...draft.trischaken, tricks: list, points } };
}

export function chooseTrischakenKontra(draft: HandDraft, seat: Seat, level: number): HandDraft {
  const kontra = draft.trischaken.kontra.slice();
  kontra[seat] = level;
  return { ...draft, trischaken: { ...draft.trischaken, kontra } };
}

export function chooseKontraBy(draft: HandDraft, seat: Seat, level: number): HandDraft {
  return { ...draft, kontraBy: { ...draft.kontraBy, [seat]: level } };
}

export function addBei(draft: HandDraft, ctx: DraftContext): HandDraft {
  const game = ctx.rules.bei.find((g) => ctx.rules.games.includes(g)) ?? ctx.rules.bei[0];
  if (game === undefined) return draft;
  return { ...draft, bei: [...draft.bei, { declarer: null, game, result: null, kontraBy: {} }] };
}

export function updateBei(draft: HandDraft, index: number, patch: Partial<BeiDraft>): HandDraft {
  return {
    ...draft,
    bei: draft.bei.map((b, i) => {
      if (i !== index) return b;
      const next = { ...b, ...patch };
      return patch.declarer !== undefined ? { ...next, kontraBy: withoutSeat(next.kontraBy, patch.declarer) } : next;
    }),
  };
}

export function removeBei(draft: HandDraft, index: number): HandDraft {
  return { ...draft, bei: draft.bei.filter((_, i) => i !== index) };
}

export function chooseManualAmount(draft: HandDraft, seat: Seat, text: string): HandDraft {
  const manual = draft.manual.slice();
  manual[seat] = text;
  return { ...draft, manual };
}

/** Flips the sign of a typed manual amount (phone keypads have no minus key). */
export function flipManualSign(draft: HandDraft, seat: Seat): HandDraft {
  const text = (draft.manual[seat] ?? '').trim();
  if (text === '') return chooseManualAmount(draft, seat, '\u2212');
  const flipped = /^[-\u2212]/.test(text) ? text.replace(/^[-\u2212]/, '') : `\u2212${text}`;
  return chooseManualAmount(draft, seat, flipped);
}

/**
 * Fills the one empty active field with the amount that makes the row sum to 0.
 * Nothing happens unless exactly one active field is empty and the others are numbers.
 */
export function fillManualRest(draft: HandDraft, ctx: DraftContext): HandDraft {
  const table = tableSeats(ctx.playerCount, ctx.dealer);
  const empty = table.active.filter((s) => (draft.manual[s] ?? '').trim() === '' || (draft.manual[s] ?? '').trim() === '\u2212');
  if (empty.length !== 1) return draft;
  let total: Rational = rat(0);
  for (const s of table.active) {
    if (s === empty[0]) continue;
    const value = parseManualAmount(draft.manual[s] ?? '');
    if (value === null) return draft;
    total = add(total, exactDecimal(value));
  }
  return chooseManualAmount(draft, empty[0] as Seat, formatRationalDecimal(neg(total)));
}

/** A sum of typed decimals as decimal text ("−1,25"); such sums have a short decimal form. */
function formatRationalDecimal(value: Rational): string {
  return formatManualAmount(value.n / value.d);
}

export function chooseMode(draft: HandDraft, mode: EntryMode): HandDraft {
  return { ...draft, mode };
}

// ---------------------------------------------------------------- the hook

export interface HandDraftApi {
  draft: HandDraft;
  /** Applies a pure change (one of the `choose…` functions above). */
  update: (change: (draft: HandDraft) => HandDraft) => void;
  reset: (draft: HandDraft) => void;
}

/** Holds the draft of the hand being entered; changes go through the pure functions above. */
export function useHandDraft(initial: () => HandDraft): HandDraftApi {
  const [draft, setDraft] = useState<HandDraft>(initial);
  const update = useCallback((change: (draft: HandDraft) => HandDraft) => setDraft((d) => change(d)), []);
  const reset = useCallback((next: HandDraft) => setDraft(next), []);
  return { draft, update, reset };
}
