/**
 * What the engine knows about each game and Prämie independent of any preset
 * (rules.md §3, §4): family, talon, solo, who may declare it, which Prämien are
 * Rufer-only or "material".
 */
import type { GameFamily, GameId, PraemieId } from '../model';

export interface GameInfo {
  family: GameFamily;
  /** Cards in the talon the declarer uses: 0 for solo and negative games. */
  talon: 0 | 3 | 6;
  /** A positive game without talon: doubles the Prämien (§4). */
  solo: boolean;
  /** Only the Vorhand may declare it (§10). */
  vorhandOnly: boolean;
  /** Rufer family: a called partner is possible. */
  hasPartner: boolean;
  /** Besserrufer: needs an announced bird held by the declarer. */
  needsBird: boolean;
  /** Negative games: the tricks the declarer must take exactly. */
  tricks?: number;
}

const positive = (family: GameFamily, talon: 0 | 3 | 6, extra: Partial<GameInfo> = {}): GameInfo => ({
  family, talon, solo: talon === 0, vorhandOnly: false, hasPartner: family === 'rufer', needsBird: false, ...extra,
});
const negative = (tricks: number): GameInfo => ({
  family: 'negative', talon: 0, solo: false, vorhandOnly: false, hasPartner: false, needsBird: false, tricks,
});

export const GAMES: Record<GameId, GameInfo> = {
  rufer: positive('rufer', 3, { vorhandOnly: true }),
  solorufer: positive('rufer', 0),
  besserrufer: positive('rufer', 3, { needsBird: true }),
  solobesserrufer: positive('rufer', 0, { needsBird: true }),
  dreier: positive('dreier', 3),
  sechserdreier: positive('dreier', 6, { vorhandOnly: true }),
  solodreier: positive('dreier', 0),
  farbendreier: positive('farben', 3),
  farbensolo: positive('farben', 0),
  bettler: negative(0),
  bettler_ouvert: negative(0),
  bettler_plauderer: negative(0),
  piccolo: negative(1),
  piccolo_ouvert: negative(1),
  piccolo_plauderer: negative(1),
  zwiccolo: negative(2),
  zwiccolo_ouvert: negative(2),
  triccolo: negative(3),
  trischaken: { family: 'trischaken', talon: 0, solo: false, vorhandOnly: true, hasPartner: false, needsBird: false },
};

export function isPositiveGame(id: GameId): boolean {
  const f = GAMES[id].family;
  return f === 'rufer' || f === 'dreier' || f === 'farben';
}

export function isNegativeGame(id: GameId): boolean {
  return GAMES[id].family === 'negative';
}

/** Prämien that only exist in the Rufer family (they concern the called king). */
export const RUFER_ONLY_PRAEMIEN: readonly PraemieId[] = ['koenig_ultimo', 'koenigfang'];

/** "Material" Prämien (wiki): they do not count under a made valat there. */
export const MATERIAL_PRAEMIEN: readonly PraemieId[] = ['trull', 'koenige', 'honneurs', 'absolut', 'grammopoi'];

/** Prämien scored only by the side that won the game. */
export const WINNER_ONLY_PRAEMIEN: readonly PraemieId[] = ['absolut', 'grammopoi'];

/**
 * The order a table thinks of its games in, for the game picker: by family and how
 * often they are played — Rufer, Dreier, then the solo games, the negative games
 * from the most common, Trischaken last — not the tariff list's order.
 */
export const GAME_PICKER_ORDER: readonly GameId[] = [
  'rufer', 'besserrufer', 'dreier', 'sechserdreier', 'farbendreier',
  'solorufer', 'solobesserrufer', 'solodreier', 'farbensolo',
  'piccolo', 'bettler', 'zwiccolo', 'triccolo',
  'piccolo_ouvert', 'bettler_ouvert', 'zwiccolo_ouvert',
  'piccolo_plauderer', 'bettler_plauderer',
  'trischaken',
];

/** The offered games in picker order (rules.md §3 families). */
export function pickerOrder(games: readonly GameId[]): GameId[] {
  return GAME_PICKER_ORDER.filter((g) => games.includes(g));
}
