/**
 * Short, human-readable descriptions of what a hand recorded (game, result,
 * Kontra, Prämien) in German or English, for the CSV export and the printed
 * sheet. Only what the table entered, never computed points.
 */
import { formatCardPoints, parseCardPoints } from '@/domain/cards';
import type { Hand, PraemieEntry, Session, Side } from '@/domain/model';
import { GAMES } from '@/domain/rules/games';
import { gameName, praemieName } from '@/lib/tarock-names';

export type SummaryLang = 'de' | 'en';

const WORDS = {
  de: {
    won: 'gewonnen', lost: 'verloren', made: 'gemacht', failed: 'verloren', announced: 'angesagt', silent: 'still',
    declarerSide: 'Spieler', opponents: 'Gegner', alone: 'allein', manual: 'manuell', void: 'gestrichen',
    dissolveKassa: 'Pagatkassa aufgelöst', conceded: 'geschleift', renonce: 'Renonce', valat: 'Valat', vorfleck: 'Vorfleck',
    bei: 'Bei', points: 'Punkte', tricks: 'Stiche', doubleOn: 'Doppelt erzwungen', doubleOff: 'nicht doppelt',
    kingInTalon: 'König im Talon', and: 'und',
  },
  en: {
    won: 'won', lost: 'lost', made: 'made', failed: 'failed', announced: 'announced', silent: 'silent',
    declarerSide: 'declarer side', opponents: 'opponents', alone: 'alone', manual: 'manual', void: 'struck',
    dissolveKassa: 'Pagat pot dissolved', conceded: 'conceded', renonce: 'Renonce', valat: 'Valat', vorfleck: 'Vorfleck',
    bei: 'Bei', points: 'points', tricks: 'tricks', doubleOn: 'double forced', doubleOff: 'not doubled',
    kingInTalon: 'king in talon', and: 'and',
  },
} as const;

/** Kontra level names: 1 Kontra ×2, 2 Re ×4, 3 Sub ×8, higher levels by number. */
export function kontraName(level: number, lang: SummaryLang): string {
  if (level === 1) return 'Kontra';
  if (level === 2) return 'Re';
  if (level === 3) return 'Sub';
  return lang === 'de' ? `Kontra-Stufe ${level}` : `Kontra level ${level}`;
}

function seatName(session: Session, seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return '';
  return session.players[seat] ?? `#${seat}`;
}

function sideName(side: Side, lang: SummaryLang): string {
  return side === 'declarer' ? WORDS[lang].declarerSide : WORDS[lang].opponents;
}

/** "Rufer", "Manuell", "Gestrichen", "Pagatkassa aufgelöst". */
export function describeGame(hand: Hand, lang: SummaryLang): string {
  const w = WORDS[lang];
  if (hand.dissolveKassa) return w.dissolveKassa;
  if (hand.manual) return w.manual;
  if (hand.game) return gameName(hand.game, lang) + (hand.void ? ` (${w.void})` : '');
  if (hand.void) return w.void;
  return '';
}

/** The declarer's name; Trischaken and bookkeeping rows have none. */
export function describeDeclarer(session: Session, hand: Hand): string {
  return seatName(session, hand.declarer);
}

/** The partner's name, "allein" for a Rufer-family hand without one, else empty. */
export function describePartner(session: Session, hand: Hand, lang: SummaryLang): string {
  if (hand.partner !== undefined && hand.partner !== null) return seatName(session, hand.partner);
  const rufer = hand.game !== undefined && GAMES[hand.game].hasPartner;
  return rufer && !hand.manual && !hand.dissolveKassa ? WORDS[lang].alone : '';
}

function formatPointsText(points: Hand['points']): string {
  if (points === undefined) return '';
  const thirds = parseCardPoints(points);
  return thirds === null ? String(points) : formatCardPoints(thirds);
}

/** What happened: result, card points, Valat, Schleifen, Renonce, Bei, Trischaken points. */
export function describeResult(session: Session, hand: Hand, lang: SummaryLang): string {
  const w = WORDS[lang];
  const parts: string[] = [];
  if (hand.conceded) parts.push(w.conceded);
  if (hand.calledKingInTalon && !hand.conceded) parts.push(w.kingInTalon);
  if (hand.result) parts.push(w[hand.result]);
  if (hand.points !== undefined) parts.push(`${formatPointsText(hand.points)} ${w.points}`);
  if (hand.valat) {
    const v = hand.valat;
    parts.push(`${w.valat} ${v.announced ? w.announced : w.silent} ${v.made ? w.made : w.failed} (${sideName(v.side, lang)})`);
  }
  if (hand.trischaken) {
    const t = hand.trischaken;
    const pts = t.points
      .map((p, i) => (p === null ? null : `${seatName(session, i)} ${formatPointsText(p)}${t.tricks ? ` (${t.tricks[i] ?? 0})` : ''}`))
      .filter((x): x is string => x !== null);
    parts.push(`${t.tricks ? `${w.points} (${w.tricks})` : w.points}: ${pts.join(', ')}`);
  }
  for (const b of hand.bei ?? []) {
    parts.push(`${w.bei}: ${seatName(session, b.declarer)} ${gameName(b.game, lang)} ${w[b.result]}`);
  }
  if (hand.renonce) parts.push(`${w.renonce}: ${seatName(session, hand.renonce.by)}`);
  if (hand.doubleStake === true) parts.push(w.doubleOn);
  if (hand.doubleStake === false) parts.push(w.doubleOff);
  return parts.join('; ');
}

function describeKontraBy(session: Session, kontraBy: Record<string, number> | undefined, lang: SummaryLang): string[] {
  if (!kontraBy) return [];
  return Object.entries(kontraBy)
    .filter(([, level]) => level > 0)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([seat, level]) => `${seatName(session, Number(seat))}: ${kontraName(level, lang)}`);
}

/** Kontra of the game (positive games), each opponent's own Kontra (negative games, Bei, Trischaken). */
export function describeKontra(session: Session, hand: Hand, lang: SummaryLang): string {
  const parts: string[] = [];
  if (hand.kontra !== undefined && hand.kontra > 0) parts.push(kontraName(hand.kontra, lang));
  if (hand.vorfleck) parts.push(WORDS[lang].vorfleck);
  parts.push(...describeKontraBy(session, hand.kontraBy, lang));
  for (const b of hand.bei ?? []) {
    const k = describeKontraBy(session, b.kontraBy, lang);
    if (k.length) parts.push(`${WORDS[lang].bei} ${seatName(session, b.declarer)} (${k.join(', ')})`);
  }
  hand.trischaken?.kontra?.forEach((level, seat) => {
    if (level !== null && level > 0) parts.push(`${seatName(session, seat)}: ${kontraName(level, lang)}`);
  });
  return parts.join('; ');
}

function describePraemie(session: Session, p: PraemieEntry, lang: SummaryLang): string {
  const w = WORDS[lang];
  const who = p.by !== undefined ? seatName(session, p.by) : sideName(p.side, lang);
  const kontra = p.kontra !== undefined && p.kontra > 0 ? ` ${kontraName(p.kontra, lang)}` : '';
  return `${praemieName(p.id)} ${p.announced ? w.announced : w.silent} ${w.and} ${p.made ? w.made : w.failed}${kontra} (${who})`;
}

/** "Pagat angesagt und gemacht (Anna); Trull still und verloren (Gegner)". */
export function describePraemien(session: Session, hand: Hand, lang: SummaryLang): string {
  return (hand.praemien ?? []).map((p) => describePraemie(session, p, lang)).join('; ');
}

/** Everything a hand recorded, as text: the one description the CSV export and the printed sheet share. */
export interface HandFacts {
  /** Who dealt; empty for a bookkeeping row (Pagatkassa dissolved). */
  dealer: string;
  game: string;
  declarer: string;
  partner: string;
  /** Result, card points, Schleifen, Valat, Bei, Renonce, Trischaken points. */
  result: string;
  kontra: string;
  praemien: string;
  note: string;
}

export function describeHandFacts(session: Session, hand: Hand, dealer: number, lang: SummaryLang): HandFacts {
  return {
    dealer: hand.dissolveKassa ? '' : seatName(session, dealer),
    game: describeGame(hand, lang),
    declarer: describeDeclarer(session, hand),
    partner: describePartner(session, hand, lang),
    result: describeResult(session, hand, lang),
    kontra: describeKontra(session, hand, lang),
    praemien: describePraemien(session, hand, lang),
    note: hand.note ?? '',
  };
}
