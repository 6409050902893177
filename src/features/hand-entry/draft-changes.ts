/**
 * Every change the form makes to a draft, as a pure function draft → draft
 * (tested in Node, no DOM). Each keeps the draft consistent: a declarer who
 * changes takes his birds along, a game that changes drops what it does not
 * allow, and so on.
 */
import {
  GAMES,
  isBird,
  isPositiveGame,
  add,
  tableSeats,
  neg,
  offeredPraemien,
  rat,
  type BirdId,
  type GameId,
  type PraemieId,
  type Rational,
  type RuleSet,
  type Seat,
  type Side,
} from '@/domain/index';
import {
  exactDecimal,
  formatManualAmount,
  hasRequiredBird,
  parseManualAmount,
  sideSeats,
  type BeiDraft,
  type DraftContext,
  type EntryMode,
  type HandDraft,
  type PraemieDraft,
  type Table,
} from './draft-model';

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

/**
 * "This hand X dealt": records `dealer` for the hand (none when it is the
 * rotation's own dealer) and fits the draft to the table it makes — at a
 * 5-table the new dealer sits out, a Vorhand-only game goes to the new Vorhand,
 * and whatever was entered for a seat that no longer plays is dropped.
 */
export function chooseDealer(draft: HandDraft, dealer: Seat, rotation: Seat, ctx: DraftContext): HandDraft {
  const next: HandDraft = { ...draft, dealer: dealer === rotation ? undefined : dealer };
  const table = tableSeats(ctx.playerCount, dealer);
  const plays = (seat: Seat | null | undefined) => typeof seat === 'number' && table.active.includes(seat);
  const onlyActive = (map: Record<number, number>) =>
    Object.fromEntries(Object.entries(map).filter(([seat]) => plays(Number(seat)))) as Record<number, number>;
  const fitted: HandDraft = {
    ...next,
    declarer: plays(next.declarer) ? next.declarer : null,
    partner: typeof next.partner === 'number' && !plays(next.partner) ? undefined : next.partner,
    renonceBy: plays(next.renonceBy) ? next.renonceBy : null,
    kontraBy: onlyActive(next.kontraBy),
    bei: next.bei.map((b) => ({ ...b, declarer: plays(b.declarer) ? b.declarer : null, kontraBy: onlyActive(b.kontraBy) })),
    trischaken: {
      points: next.trischaken.points.map((v, s) => (plays(s) ? v : null)),
      tricks: next.trischaken.tricks.map((v, s) => (plays(s) ? v : null)),
      kontra: next.trischaken.kontra.map((v, s) => (plays(s) ? v : 0)),
    },
    manual: next.manual.map((v, s) => (plays(s) ? v : '')),
  };
  if (fitted.game === null) return fitted;
  // The game's own defaults for the new table: the Vorhand for Vorhand-only games, a declarer who still plays.
  return chooseGame(fitted, fitted.game, { ...ctx, dealer });
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

