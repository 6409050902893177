/**
 * The night as a spreadsheet: one row per hand (number, dealer, game,
 * declarer, partner, result, Kontra, Prämien, multiplier, each player's amount
 * and running total, cash, Pagatkassa) and a totals block.
 *
 * Two variants: `de` for German Excel (semicolon, UTF-8 BOM so Excel detects
 * the encoding, decimal comma, CRLF) and `intl` (comma, decimal point, CRLF).
 * Numbers are written without thousands separators and with an ASCII minus so
 * that spreadsheets read them as numbers. Exact fractions (thirds from shared
 * Trischaken payments) are written with six decimals.
 *
 * No text can become a formula, in either variant and whichever separator the
 * spreadsheet assumes: every text cell is quoted (only plain numbers are not),
 * and a formula character (=, +, -, @) at the start of a cell — or right after
 * a comma, semicolon, tab or line break, where a spreadsheet splitting on the
 * other variant's separator would start a cell — gets an apostrophe before it.
 * papaparse is loaded on demand.
 */
import type { Session, Settlement } from '@/domain/model';
import type { RuleSet } from '@/domain/rules/rule-set';
import { add, toNumber, type Rational } from '@/domain/rational';
import { describeHandFacts, type SummaryLang } from './hand-summary';
import { DEFAULT_STAKE_CENTS } from '@/domain/abrechnung/abrechnung';
import { allocateCents } from '@/domain/settlement/money';
import { sessionFileName } from './file-names';
import { isNumberCell, protectText } from './csv-cells';

export type CsvVariant = 'de' | 'intl';

export interface CsvOptions {
  variant: CsvVariant;
  /** Language of the headers and descriptions. */
  lang: SummaryLang;
}

export const BOM = '\uFEFF';

const HEADERS = {
  de: {
    no: 'Nr.', dealer: 'Geber', game: 'Spiel', declarer: 'Spieler', partner: 'Partner', result: 'Ergebnis',
    kontra: 'Kontra', praemien: 'Prämien', multiplier: 'Multiplikator', total: 'Stand', cash: 'Kontra bar',
    kassa: 'Pagatkassa', kassaBalance: 'Pagatkassa Stand', note: 'Notiz',
    sumSheet: 'Summe Schrift', sumCash: 'Summe Kontra bar', sumPoints: 'Summe Punkte', money: 'Geld (€)',
    stake: 'Einsatz (Cent je Punkt)', kassaLeft: 'Pagatkassa (Punkte)', kassaMoney: 'Pagatkassa (€)',
  },
  en: {
    no: 'No.', dealer: 'Dealer', game: 'Game', declarer: 'Declarer', partner: 'Partner', result: 'Result',
    kontra: 'Kontra', praemien: 'Prämien', multiplier: 'Multiplier', total: 'total', cash: 'cash Kontra',
    kassa: 'Pagat pot', kassaBalance: 'Pagat pot balance', note: 'Note',
    sumSheet: 'Total sheet points', sumCash: 'Total cash Kontra', sumPoints: 'Total points', money: 'Money (€)',
    stake: 'Stake (cents per point)', kassaLeft: 'Pagat pot (points)', kassaMoney: 'Pagat pot (€)',
  },
} as const;

/** An exact amount as a plain decimal: up to six decimals, no exponent, ASCII minus. */
export function formatCsvNumber(value: Rational | number, variant: CsvVariant): string {
  const x = typeof value === 'number' ? value : toNumber(value);
  let text = x.toFixed(6).replace(/\.?0+$/, '');
  if (text === '-0' || text === '') text = '0';
  return variant === 'de' ? text.replace('.', ',') : text;
}

/** Whole cents as euros with two decimals: "-3,40" / "-3.40". */
export function formatCsvMoney(cents: number, variant: CsvVariant): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return variant === 'de' ? text.replace('.', ',') : text;
}


/** The table as rows of cells (header first); the layout both variants share. */
export function buildCsvRows(session: Session, rules: RuleSet, settlement: Settlement, options: CsvOptions): string[][] {
  const { variant, lang } = options;
  const h = HEADERS[lang];
  const players = session.players;
  const showCash = !rules.kontraOnSheet || settlement.hands.some((x) => x.cash.some((c) => c.n !== 0));
  const showKassa = rules.pagatkassa !== null || settlement.hands.some((x) => x.kassa.n !== 0);
  const num = (r: Rational | number) => formatCsvNumber(r, variant);

  const header: string[] = [h.no, h.dealer, h.game, h.declarer, h.partner, h.result, h.kontra, h.praemien, h.multiplier];
  for (const p of players) header.push(protectText(p), protectText(`${p} ${h.total}`));
  if (showCash) for (const p of players) header.push(protectText(`${p} ${h.cash}`));
  if (showKassa) header.push(h.kassa, h.kassaBalance);
  header.push(h.note);

  const rows: string[][] = [header];
  settlement.hands.forEach((settled, i) => {
    const facts = describeHandFacts(session, session.hands[i]!, settled.dealer, lang);
    const row = [
      String(i + 1),
      protectText(facts.dealer),
      facts.game,
      protectText(facts.declarer),
      protectText(facts.partner),
      protectText(facts.result),
      protectText(facts.kontra),
      protectText(facts.praemien),
      String(settled.multiplier),
    ];
    players.forEach((_, seat) => row.push(num(settled.deltas[seat]!), num(settled.totals[seat]!)));
    if (showCash) players.forEach((_, seat) => row.push(num(settled.cash[seat]!)));
    if (showKassa) row.push(num(settled.kassa), num(settled.kassaBalance));
    row.push(protectText(facts.note));
    rows.push(row);
  });

  // Totals block: a blank line, then one labelled row per total, values under each player's amount column.
  const width = header.length;
  const firstPlayerColumn = 9;
  const totalsRow = (label: string, values: string[], extra: Record<number, string> = {}): string[] => {
    const row = new Array<string>(width).fill('');
    row[0] = label;
    values.forEach((v, seat) => (row[firstPlayerColumn + 2 * seat] = v));
    for (const [col, v] of Object.entries(extra)) row[Number(col)] = v;
    return row;
  };
  const kassaColumn = firstPlayerColumn + 2 * players.length + (showCash ? players.length : 0);
  const stake = session.stakeCents ?? DEFAULT_STAKE_CENTS;
  // A tournament table never turns the Schrift into money: only the cash Kontra at the
  // tournament's stake is paid, and nothing when the tournament has no stake.
  const cup = session.tournament !== undefined;
  const cupCash = cup && session.stakeCents !== undefined && session.stakeCents > 0;
  const moneyCents = !cup ? settlement.moneyCents : cupCash ? allocateCents(settlement.cashTotals, stake) : null;
  const playersCents = moneyCents ? moneyCents.reduce((a, b) => a + b, 0) : 0;

  rows.push(new Array<string>(width).fill(''));
  rows.push(totalsRow(h.sumSheet, settlement.totals.map(num)));
  if (showCash) {
    rows.push(totalsRow(h.sumCash, settlement.cashTotals.map(num)));
    rows.push(totalsRow(h.sumPoints, settlement.totals.map((t, s) => num(add(t, settlement.cashTotals[s]!)))));
  }
  if (moneyCents) rows.push(totalsRow(h.money, moneyCents.map((c) => formatCsvMoney(c, variant))));
  if (showKassa) {
    rows.push(totalsRow(h.kassaLeft, [], { [kassaColumn + 1]: num(settlement.kassa) }));
    if (!cup) rows.push(totalsRow(h.kassaMoney, [], { [kassaColumn + 1]: formatCsvMoney(-playersCents, variant) }));
  }
  if (!cup || cupCash) rows.push(totalsRow(h.stake, [String(stake)]));
  return rows;
}

/** The CSV text of the night; the German variant starts with a BOM. */
export async function makeCsv(session: Session, rules: RuleSet, settlement: Settlement, options: CsvOptions): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(buildCsvRows(session, rules, settlement, options), {
    delimiter: options.variant === 'de' ? ';' : ',',
    newline: '\r\n',
    // Every text cell in quotes: a spreadsheet never splits it, whichever separator it assumes.
    quotes: (value: unknown) => typeof value === 'string' && value !== '' && !isNumberCell(value),
    header: false,
  });
  return options.variant === 'de' ? BOM + text : text;
}

/** "koenigsblock-2026-11-20-donnerstagsrunde.csv" */
export function csvFileName(session: Session, fallbackDate: string): string {
  return sessionFileName(session, fallbackDate, 'csv');
}
