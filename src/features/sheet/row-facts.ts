/**
 * What a sheet row says about its hand in a few characters, as scorekeepers
 * write it beside the numbers: the Kontra level (K, Re, Sub …), Valat,
 * Prämien (which, angesagt "!" or still, made "+" or lost "−", the opponents'
 * marked "G:"), Schleifen, a note mark; and in each player's column that
 * player's part (Spieler, Partner, Bei, Renonce, their own Kontra, Geber at
 * a 4-table).
 *
 * Every mark is built from the entries of `LEGEND` only, so the legend the
 * sheet offers explains every mark a row can show (tested).
 */
import type { GameId, Hand, PraemieEntry, PraemieId, Seat, Side } from '@/domain/index';
import { GAME_NAMES, PRAEMIE_NAMES } from '@/domain/names';
import type { Lang } from '@/state/settings-store';
import { gameAbbrev, GAME_ABBREVS } from './game-abbrev';

export interface LegendEntry {
  /** What the row shows (German and English may differ, e.g. the dealer G / D). */
  abbr: { de: string; en: string };
  meaning: { de: string; en: string };
}

const same = (abbr: string) => ({ de: abbr, en: abbr });

const KONTRA_MEANING: Record<number, { de: string; en: string }> = {
  1: { de: 'Kontra (×2)', en: 'Kontra, doubled (×2)' },
  2: { de: 'Re, Rekontra (×4)', en: 'Re, redoubled (×4)' },
  3: { de: 'Sub, Subkontra (×8)', en: 'Sub, Subkontra (×8)' },
  4: { de: 'Kontra-Stufe 4 (×16)', en: 'Kontra level 4 (×16)' },
  5: { de: 'Kontra-Stufe 5 (×32)', en: 'Kontra level 5 (×32)' },
  6: { de: 'Kontra-Stufe 6 (×64)', en: 'Kontra level 6 (×64)' },
};
const KONTRA_ABBR: Record<number, string> = { 1: 'K', 2: 'Re', 3: 'Sub', 4: 'K4', 5: 'K5', 6: 'K6' };

const PRAEMIE_ABBR: Record<PraemieId, string> = {
  pagat: 'Pg',
  uhu: 'Uh',
  kakadu: 'Ka',
  marabu: 'Ma',
  koenig_ultimo: 'KU',
  trull: 'Tru',
  koenige: '4K',
  mondfang: 'Mf',
  koenigfang: 'Kf',
  honneurs: 'Ho',
  absolut: 'Ab',
  grammopoi: 'Gp',
};

/** Every mark a row can show, grouped as the legend lists them. */
export const LEGEND = {
  games: Object.fromEntries(
    (Object.keys(GAME_ABBREVS) as GameId[]).map((id) => [`game:${id}`, { abbr: same(gameAbbrev(id)), meaning: GAME_NAMES[id] }]),
  ) as Record<`game:${GameId}`, LegendEntry>,
  row: {
    manual: { abbr: same('M'), meaning: { de: 'manuell eingetragene Beträge', en: 'amounts entered by hand' } },
    dissolved: { abbr: { de: 'Kassa', en: 'Pot' }, meaning: { de: 'Pagatkassa aufgelöst', en: 'Pagat pot shared out' } },
    doubled: { abbr: same('×2'), meaning: { de: 'zählt doppelt (Doppelrunde; ×4, ×8: mehrfach gedoppelt)', en: 'counts double (double round; ×4, ×8: doubled again)' } },
    note: { abbr: same('✎'), meaning: { de: 'mit Notiz (Zeile antippen)', en: 'has a note (tap the row)' } },
    ...Object.fromEntries(
      Object.entries(KONTRA_ABBR).map(([level, abbr]) => [`kontra${level}`, { abbr: same(abbr), meaning: KONTRA_MEANING[Number(level)]! }]),
    ) as Record<`kontra${1 | 2 | 3 | 4 | 5 | 6}`, LegendEntry>,
    vorfleck: { abbr: same('Vf'), meaning: { de: 'Vorfleck: Kontra vor dem Talon (×4)', en: 'Vorfleck: Kontra before the talon (×4)' } },
    valat: { abbr: same('Val'), meaning: { de: 'Valat (alle 12 Stiche)', en: 'Valat (all 12 tricks)' } },
    conceded: { abbr: same('Schl'), meaning: { de: 'geschleift (gerufener König im Talon)', en: 'conceded (Schleifen: the called king lay in the talon)' } },
    kingInTalon: { abbr: same('KT'), meaning: { de: 'König im Talon (Solorufer)', en: 'king in the talon (Solo Rufer)' } },
    doubleOn: { abbr: same('D+'), meaning: { de: 'Doppelrunde von Hand ausgelöst', en: 'double round forced by hand' } },
    doubleOff: { abbr: same('D−'), meaning: { de: 'löst keine Doppelrunde aus', en: 'starts no double round' } },
  },
  praemien: Object.fromEntries(
    (Object.keys(PRAEMIE_ABBR) as PraemieId[]).map((id) => [`praemie:${id}`, { abbr: same(PRAEMIE_ABBR[id]), meaning: same(PRAEMIE_NAMES[id]) }]),
  ) as Record<`praemie:${PraemieId}`, LegendEntry>,
  how: {
    announced: { abbr: same('!'), meaning: { de: 'angesagt (ohne: still)', en: 'announced (without: silent)' } },
    made: { abbr: same('+'), meaning: { de: 'gemacht', en: 'made' } },
    failed: { abbr: same('−'), meaning: { de: 'verloren', en: 'failed' } },
    opponents: { abbr: { de: 'G:', en: 'O:' }, meaning: { de: 'der Gegner (ohne: des Spielers)', en: 'by the opponents (without: by the declarer side)' } },
    bei: { abbr: same('B:'), meaning: { de: 'Bei-Spiel: Spiel und gewonnen (+) / verloren (−)', en: 'Bei contract: game and won (+) / lost (−)' } },
  },
  seat: {
    declarer: { abbr: same('S'), meaning: { de: 'Spieler', en: 'declarer (Spieler)' } },
    partner: { abbr: same('P'), meaning: { de: 'Partner (gerufener König)', en: 'partner (called king)' } },
    beiDeclarer: { abbr: same('B'), meaning: { de: 'spielt ein Bei-Spiel', en: 'plays a Bei contract' } },
    renonce: { abbr: same('R'), meaning: { de: 'Renonce (Regelverstoß)', en: 'Renonce (revoke)' } },
    dealer: { abbr: { de: 'G', en: 'D' }, meaning: { de: 'Geber (am Vierertisch)', en: 'dealer (at a table of four)' } },
    sitsOut: { abbr: same('▢'), meaning: { de: 'grau: Geber am Fünfertisch, setzt aus', en: 'grey: dealer at a table of five, sits out' } },
  },
} as const;

type LegendGroups = typeof LEGEND;
/** A legend entry's address: "row.kontra2", "praemien.praemie:pagat", "seat.dealer" … */
export type LegendKey = { [G in keyof LegendGroups]: `${G & string}.${keyof LegendGroups[G] & string}` }[keyof LegendGroups];

export function legendEntry(key: LegendKey): LegendEntry {
  const [group, name] = key.split(/\.(.*)/s) as [keyof LegendGroups, string];
  return (LEGEND[group] as Record<string, LegendEntry>)[name]!;
}

/** One mark: the legend entries it is made of (its text is theirs, joined) and what it says in words. */
export interface RowMark {
  parts: LegendKey[];
  text: string;
  /** For the row's accessible name. */
  long: string;
}

export interface RowFacts {
  /** The first column's big mark: game, "M", "Kassa", or "–". */
  head: RowMark | null;
  /** Marks of the hand: doubled, note, Kontra, Valat, Prämien, Schleifen … */
  marks: RowMark[];
  /** Per seat: that player's part in the hand. */
  seats: RowMark[][];
}

function mark(parts: LegendKey[], lang: Lang, long: string): RowMark {
  return { parts, text: parts.map((p) => legendEntry(p).abbr[lang]).join(''), long };
}

const WORDS = {
  de: {
    declarer: 'Spieler', partner: 'Partner', bei: 'Bei-Spiel', renonce: 'Renonce', dealer: 'Geber',
    announced: 'angesagt', silent: 'still', made: 'gemacht', failed: 'verloren', won: 'gewonnen', lost: 'verloren',
    opponents: 'der Gegner', note: 'Notiz', kontraOf: 'gibt',
  },
  en: {
    declarer: 'declarer', partner: 'partner', bei: 'Bei contract', renonce: 'Renonce', dealer: 'dealer',
    announced: 'announced', silent: 'silent', made: 'made', failed: 'failed', won: 'won', lost: 'lost',
    opponents: 'by the opponents', note: 'note', kontraOf: 'gives',
  },
} as const;

function meaning(key: LegendKey, lang: Lang): string {
  return legendEntry(key).meaning[lang];
}

function kontraKey(level: number): LegendKey {
  return `row.kontra${Math.min(6, Math.max(1, level)) as 1 | 2 | 3 | 4 | 5 | 6}`;
}

function kontraMark(level: number, lang: Lang, prefix = ''): RowMark {
  return mark([kontraKey(level)], lang, `${prefix}${meaning(kontraKey(level), lang)}`);
}

function sideParts(side: Side): LegendKey[] {
  return side === 'opponents' ? ['how.opponents'] : [];
}

function praemieMark(p: PraemieEntry, lang: Lang): RowMark {
  const w = WORDS[lang];
  const parts: LegendKey[] = [...sideParts(p.side), `praemien.praemie:${p.id}`];
  if (p.announced) parts.push('how.announced');
  parts.push(p.made ? 'how.made' : 'how.failed');
  if (p.kontra !== undefined && p.kontra > 0) parts.push(kontraKey(p.kontra));
  const long =
    `${PRAEMIE_NAMES[p.id]} ${p.announced ? w.announced : w.silent} ${p.made ? w.made : w.failed}` +
    (p.kontra ? `, ${meaning(kontraKey(p.kontra), lang)}` : '') +
    (p.side === 'opponents' ? ` (${w.opponents})` : '');
  return mark(parts, lang, long);
}

/**
 * The marks of one row. `dealer` is the seat that dealt (from the settlement);
 * `players` the table size: the dealer is marked at a 4-table only, at a
 * 5-table the greyed-out column already says who dealt and sat out.
 */
export function rowFacts(hand: Hand, dealer: Seat, players: number, factor: number, lang: Lang): RowFacts {
  const w = WORDS[lang];
  const seats: RowMark[][] = Array.from({ length: players }, () => []);
  const marks: RowMark[] = [];

  let head: RowMark | null = null;
  if (hand.dissolveKassa) head = mark(['row.dissolved'], lang, meaning('row.dissolved', lang));
  else if (hand.manual) head = mark(['row.manual'], lang, meaning('row.manual', lang));
  else if (hand.game) head = mark([`games.game:${hand.game}`], lang, '');

  if (factor > 1) {
    const m = mark(['row.doubled'], lang, '');
    marks.push({ ...m, text: `×${factor}`, long: lang === 'de' ? `zählt ×${factor}` : `counts ×${factor}` });
  }
  if (hand.note) marks.push(mark(['row.note'], lang, `${w.note}: ${hand.note}`));
  if (hand.kontra !== undefined && hand.kontra > 0) marks.push(kontraMark(hand.kontra, lang));
  if (hand.vorfleck) marks.push(mark(['row.vorfleck'], lang, meaning('row.vorfleck', lang)));
  if (hand.conceded) marks.push(mark(['row.conceded'], lang, meaning('row.conceded', lang)));
  if (hand.calledKingInTalon && !hand.conceded) marks.push(mark(['row.kingInTalon'], lang, meaning('row.kingInTalon', lang)));
  if (hand.valat) {
    const v = hand.valat;
    const parts: LegendKey[] = [...sideParts(v.side), 'row.valat'];
    if (v.announced) parts.push('how.announced');
    parts.push(v.made ? 'how.made' : 'how.failed');
    // A fixed valat's own Kontra (rules.md §3.1).
    const own = v.kontra !== undefined && v.kontra > 0 ? v.kontra : 0;
    if (own > 0) parts.push(kontraKey(own));
    marks.push(mark(parts, lang, `Valat ${v.announced ? w.announced : w.silent} ${v.made ? w.made : w.failed}${v.side === 'opponents' ? ` (${w.opponents})` : ''}${own > 0 ? `, ${meaning(kontraKey(own), lang)}` : ''}`));
  }
  for (const p of hand.praemien ?? []) marks.push(praemieMark(p, lang));
  for (const b of hand.bei ?? []) {
    marks.push(mark(['how.bei', `games.game:${b.game}`, b.result === 'won' ? 'how.made' : 'how.failed'], lang, `${w.bei} ${GAME_NAMES[b.game][lang]} ${w[b.result]}`));
  }
  if (hand.doubleStake === true) marks.push(mark(['row.doubleOn'], lang, meaning('row.doubleOn', lang)));
  if (hand.doubleStake === false) marks.push(mark(['row.doubleOff'], lang, meaning('row.doubleOff', lang)));

  const seat = (s: Seat | null | undefined) => (s === null || s === undefined ? undefined : seats[s]);
  if (players === 4 && !hand.dissolveKassa) seat(dealer)?.push(mark(['seat.dealer'], lang, w.dealer));
  seat(hand.declarer)?.push(mark(['seat.declarer'], lang, w.declarer));
  seat(hand.partner)?.push(mark(['seat.partner'], lang, w.partner));
  for (const b of hand.bei ?? []) {
    seat(b.declarer)?.push(mark(['seat.beiDeclarer'], lang, w.bei));
    for (const [s, level] of Object.entries(b.kontraBy ?? {})) {
      if (level > 0) seat(Number(s))?.push(kontraMark(level, lang, `${w.bei}: `));
    }
  }
  for (const [s, level] of Object.entries(hand.kontraBy ?? {})) {
    if (level > 0) seat(Number(s))?.push(kontraMark(level, lang));
  }
  hand.trischaken?.kontra?.forEach((level, s) => {
    if (level !== null && level > 0) seat(s)?.push(kontraMark(level, lang));
  });
  if (hand.renonce) seat(hand.renonce.by)?.push(mark(['seat.renonce'], lang, w.renonce));
  return { head, marks, seats };
}
