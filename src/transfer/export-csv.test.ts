import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { arbitrarySession, checkedSession } from '@/testing/domain';
import { resolveRules, settleSession, toNumber, rat, type Session } from '@/domain/index';
import { BOM, buildCsvRows, csvFileName, formatCsvMoney, formatCsvNumber, makeCsv } from './export-csv';
import { isNumberCell, protectText } from './csv-cells';

/** A tarockcup evening at a 5-table (Kontra in cash) with awkward names and a multi-line note. */
const session: Session = {
  format: 'tarock-session',
  version: 1,
  name: 'Cup-Vorrunde; Tisch 3',
  date: '2026-11-21',
  players: ['Eva; Tisch 3', 'Franz "Ferdl" Huber', '=Gerti', 'Hans', 'Inge'],
  rules: 'tarockcup',
  stakeCents: 20,
  hands: [
    { game: 'rufer', declarer: 1, partner: 4, result: 'won', kontra: 1 },
    { game: 'dreier', declarer: 3, result: 'lost', praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }] },
    { game: 'piccolo', declarer: 0, result: 'won', kontraBy: { '1': 1 } },
    { void: true, note: 'Karten vergeben,\nneu gemischt' },
    { manual: [0, 2, -1, -1, 0], note: 'Strafe "laut" Turnierleitung' },
  ],
};

function setup() {
  const rules = resolveRules(session.rules);
  if (!rules.ok) throw new Error('rules');
  return { rules: rules.value, settlement: settleSession(checkedSession(session, rules.value), rules.value) };
}

function parseBack(text: string, delimiter: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter, newline: '\r\n' });
  expect(result.errors).toEqual([]);
  return result.data;
}

const decimal = (cell: string) => Number(cell.replace(',', '.'));

describe('formatCsvNumber / formatCsvMoney / protectText', () => {
  it('writes exact amounts with up to six decimals and an ASCII minus', () => {
    expect(formatCsvNumber(rat(2, 3), 'de')).toBe('0,666667');
    expect(formatCsvNumber(rat(-1, 3), 'intl')).toBe('-0.333333');
    expect(formatCsvNumber(rat(-18), 'de')).toBe('-18');
    expect(formatCsvNumber(rat(5, 2), 'de')).toBe('2,5');
    expect(formatCsvNumber(rat(0), 'de')).toBe('0');
    expect(formatCsvNumber(rat(-1, 10_000_000), 'de')).toBe('0');
  });
  it('writes money as euros with two decimals', () => {
    expect(formatCsvMoney(-340, 'de')).toBe('-3,40');
    expect(formatCsvMoney(5, 'intl')).toBe('0.05');
    expect(formatCsvMoney(123456, 'de')).toBe('1234,56');
  });
  it('keeps spreadsheets from evaluating names as formulas', () => {
    expect(protectText('=Gerti')).toBe("'=Gerti");
    expect(protectText('+43 664')).toBe("'+43 664");
    expect(protectText('Anna')).toBe('Anna');
    expect(protectText('-5')).toBe("'-5");
  });
  it('guards a formula hidden behind either separator or a line break', () => {
    expect(protectText('x;=1+1')).toBe("x;'=1+1");
    expect(protectText('x,@SUM(A1)')).toBe("x,'@SUM(A1)");
    expect(protectText('a\n+1')).toBe("a\n'+1");
    expect(protectText('Eva; Tisch 3')).toBe('Eva; Tisch 3');
  });
});

describe('makeCsv', () => {
  it('German Excel variant: BOM, semicolons, CRLF, decimal comma; parses back to the same table', async () => {
    const { rules, settlement } = setup();
    const text = await makeCsv(session, rules, settlement, { variant: 'de', lang: 'de' });
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.includes('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(true); // only inside the quoted note
    const rows = parseBack(text.slice(1), ';');
    expect(rows).toEqual(buildCsvRows(session, rules, settlement, { variant: 'de', lang: 'de' }));
    expect(rows[0]!.slice(0, 9)).toEqual(['Nr.', 'Geber', 'Spiel', 'Spieler', 'Partner', 'Ergebnis', 'Kontra', 'Prämien', 'Multiplikator']);
    expect(rows[0]).toContain('Eva; Tisch 3');
    expect(rows[0]).toContain('Franz "Ferdl" Huber');
    expect(rows[0]).toContain("'=Gerti");
    expect(rows[0]).toContain('Hans Kontra bar');
  });

  it('quotes names with semicolons and quotes, and notes with line breaks', async () => {
    const { rules, settlement } = setup();
    const text = await makeCsv(session, rules, settlement, { variant: 'de', lang: 'de' });
    expect(text).toContain('"Eva; Tisch 3"');
    expect(text).toContain('"Franz ""Ferdl"" Huber"');
    expect(text).toContain('"Karten vergeben,\nneu gemischt"');
    const rows = parseBack(text.slice(1), ';');
    expect(rows[4]!.at(-1)).toBe('Karten vergeben,\nneu gemischt');
    expect(rows[5]!.at(-1)).toBe('Strafe "laut" Turnierleitung');
  });

  it('international variant: no BOM, commas, decimal point; parses back to the same table', async () => {
    const { rules, settlement } = setup();
    const text = await makeCsv(session, rules, settlement, { variant: 'intl', lang: 'en' });
    expect(text.startsWith(BOM)).toBe(false);
    const rows = parseBack(text, ',');
    expect(rows).toEqual(buildCsvRows(session, rules, settlement, { variant: 'intl', lang: 'en' }));
    expect(rows[0]![0]).toBe('No.');
    // Every text cell is quoted, also where the separator alone would not need it.
    expect(text).toContain(',"Eva; Tisch 3",');
    expect(text).toContain('"Franz ""Ferdl"" Huber"');
    // Money with a decimal point, no comma inside numbers.
    const money = rows.find((r) => r[0] === 'Money (€)')!;
    expect(money[9]).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('quotes every text cell and no number cell, in both variants', async () => {
    const { rules, settlement } = setup();
    for (const variant of ['de', 'intl'] as const) {
      const text = await makeCsv(session, rules, settlement, { variant, lang: 'de' });
      const lines = (variant === 'de' ? text.slice(1) : text).split('\r\n');
      expect(lines[0]!.startsWith('"Nr."')).toBe(true);
      const sep = variant === 'de' ? ';' : ',';
      expect(lines[1]!.startsWith(`1${sep}"Eva; Tisch 3"${sep}"Rufer"${sep}`)).toBe(true);
      const rows = buildCsvRows(session, rules, settlement, { variant, lang: 'de' });
      const numbers = rows.flat().filter(isNumberCell);
      expect(numbers.length).toBeGreaterThan(20);
    }
  });

  it('a German spreadsheet opening the international file finds no formula behind a semicolon (and vice versa)', async () => {
    const hostile: Session = {
      ...session,
      players: ['x;=1+1', 'y,=2+2', 'z\n@A1', 'Hans', 'Inge'],
      hands: [{ ...session.hands[0]!, note: 'a;+3,-4\r\n=5' }],
    };
    const { rules } = setup();
    const settlement = settleSession(checkedSession(hostile, rules), rules);
    for (const variant of ['de', 'intl'] as const) {
      const text = await makeCsv(hostile, rules, settlement, { variant, lang: 'de' });
      // A naive reader: splits lines on any line break and cells on both separators, honouring no quotes.
      const cells = text.split(/\r\n|\n|\r/).flatMap((line) => line.split(/[;,]/));
      const formulas = cells.filter((c) => /^[=+@]/.test(c) || (/^-/.test(c) && !isNumberCell(c)));
      expect(formulas).toEqual([]);
    }
  });

  it('every amount, running total, cash and money cell equals the settlement', async () => {
    const { rules, settlement } = setup();
    const rows = parseBack((await makeCsv(session, rules, settlement, { variant: 'de', lang: 'de' })).slice(1), ';');
    const n = session.players.length;
    settlement.hands.forEach((h, i) => {
      const row = rows[i + 1]!;
      expect(row[0]).toBe(String(i + 1));
      expect(row[8]).toBe(String(h.multiplier));
      for (let seat = 0; seat < n; seat++) {
        expect(decimal(row[9 + 2 * seat]!)).toBeCloseTo(toNumber(h.deltas[seat]!), 5);
        expect(decimal(row[10 + 2 * seat]!)).toBeCloseTo(toNumber(h.totals[seat]!), 5);
        expect(decimal(row[9 + 2 * n + seat]!)).toBeCloseTo(toNumber(h.cash[seat]!), 5);
      }
    });
    const sum = rows.find((r) => r[0] === 'Summe Schrift')!;
    const money = rows.find((r) => r[0] === 'Geld (€)')!;
    for (let seat = 0; seat < n; seat++) {
      expect(decimal(sum[9 + 2 * seat]!)).toBeCloseTo(toNumber(settlement.totals[seat]!), 5);
      expect(Math.round(decimal(money[9 + 2 * seat]!) * 100)).toBe(settlement.moneyCents[seat]);
    }
    const moneySum = settlement.moneyCents.reduce((a, b) => a + b, 0);
    expect(moneySum).toBe(0);
  });

  it('describes each hand: dealer, game, declarer, partner, result, Kontra, Prämien', () => {
    const { rules, settlement } = setup();
    const rows = buildCsvRows(session, rules, settlement, { variant: 'de', lang: 'de' });
    expect(rows[1]!.slice(1, 8)).toEqual(['Eva; Tisch 3', 'Rufer', 'Franz "Ferdl" Huber', 'Inge', 'gewonnen', 'Kontra', '']);
    expect(rows[2]!.slice(2, 8)).toEqual(['Dreier', 'Hans', '', 'verloren', '', 'Trull still und gemacht (Gegner)']);
    expect(rows[3]![6]).toBe('Franz "Ferdl" Huber: Kontra');
    expect(rows[4]![2]).toBe('gestrichen');
    expect(rows[5]![2]).toBe('manuell');
  });

  it('names the file after the date and the evening', () => {
    expect(csvFileName(session, '2026-11-22T10:00:00Z')).toBe('koenigsblock-2026-11-21-cup-vorrunde-tisch-3.csv');
  });

  it('property: any names and notes survive the round trip through papaparse in both variants', async () => {
    const nameChars = fc.constantFrom('a', 'Ä', ';', ',', '"', '\n', '\r\n', ' ', '=', '-', '€', "'", '\t');
    const nameArb = fc.array(nameChars, { minLength: 1, maxLength: 8 }).map((cs) => `N${cs.join('')}`);
    const caseArb = fc.record({
      session: arbitrarySession('hausregeln', { maxHands: 6, playerCount: 4 }),
      names: fc.uniqueArray(nameArb, { minLength: 4, maxLength: 4 }),
      note: fc.array(nameChars, { maxLength: 10 }).map((cs) => cs.join('')),
    });
    await fc.assert(
      fc.asyncProperty(caseArb, fc.constantFrom('de' as const, 'intl' as const), async ({ session: base, names, note }, variant) => {
        const session = { ...base, players: names, hands: base.hands.map((h, i) => (i === 0 ? { ...h, note } : h)) };
        const rules = resolveRules(session.rules);
        if (!rules.ok) throw new Error('rules');
        const settlement = settleSession(session, rules.value);
        const text = await makeCsv(session, rules.value, settlement, { variant, lang: 'de' });
        const body = variant === 'de' ? text.slice(1) : text;
        expect(parseBack(body, variant === 'de' ? ';' : ',')).toEqual(buildCsvRows(session, rules.value, settlement, { variant, lang: 'de' }));
      }),
      { numRuns: 60 },
    );
  });
});

describe('the CSV of a cup table (a round of a tournament)', () => {
  const link = { id: 't1', name: 'Cup', round: 1, table: 3, playerIds: ['a', 'b', 'c', 'd', 'e'], handsPerRound: 20 };

  it('never turns the Schrift into money: the money row is the cash Kontra at the tournament\'s stake', () => {
    const { rules, settlement } = setup();
    const rows = buildCsvRows({ ...session, stakeCents: 10, tournament: link }, rules, settlement, { variant: 'de', lang: 'de' });
    const money = rows.find((r) => r[0] === 'Geld (€)')!;
    for (let seat = 0; seat < session.players.length; seat++) {
      expect(Math.round(decimal(money[9 + 2 * seat]!) * 100)).toBe(Math.round(toNumber(settlement.cashTotals[seat]!) * 10));
    }
  });

  it('without a tournament stake: no money row and no stake', () => {
    const { rules, settlement } = setup();
    const { stakeCents: _, ...noStake } = session;
    const rows = buildCsvRows({ ...noStake, tournament: link }, rules, settlement, { variant: 'de', lang: 'de' });
    expect(rows.find((r) => r[0] === 'Geld (€)')).toBeUndefined();
    expect(rows.find((r) => r[0] === 'Einsatz (Cent je Punkt)')).toBeUndefined();
    expect(rows.find((r) => r[0] === 'Summe Schrift')).toBeDefined();
  });
});
