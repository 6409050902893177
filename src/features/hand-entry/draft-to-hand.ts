/**
 * Draft → the session file's hand (session-format.md). The draft may be
 * incomplete; `draftToHand` says which steps are still open (`gaps`), and the
 * engine's `checkHand` judges the rest. Fields the form does not ask for on
 * every hand (a recorded dealer, a forced double stake) are carried through.
 */
import {
  DECK_THIRDS,
  GAMES,
  isBird,
  isPositiveGame,
  tableSeats,
  add,
  formatCardPoints,
  rat,
  type BeiContract,
  type Hand,
  type PraemieEntry,
  type Rational,
  type Seat,
} from '@/domain/index';
import {
  exactDecimal,
  hasRequiredBird,
  parseManualAmount,
  type DraftContext,
  type DraftConversion,
  type DraftGap,
  type HandDraft,
  type PraemieDraft,
  type Table,
  type TrischakenDraft,
} from './draft-model';

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
    if (draft.valat !== null && !draft.conceded) {
      // A fixed valat's own Kontra (rules.md §3.1) belongs to an announced valat only; 0 is none.
      const { kontra, ...valat } = draft.valat;
      hand.valat = kontra !== undefined && kontra > 0 && valat.announced ? { ...valat, kontra } : valat;
    }
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

