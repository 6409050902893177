import { describe, expect, it } from 'vitest';
import { parseTournament } from '@/domain/index';
import { makeTournament } from '@/testing/tournament-factories';
import { checkedTableResult } from '@/testing/domain';
import { buildTableHands, buildTournament } from '@/testing/domain/tournament';
import { roundResultRows, toGermanCsv, tournamentFileName, tournamentFileText } from './export-tournament';

function played() {
  const t = makeTournament({ cupPoints: [223, 198, 180] });
  t.players[0]!.name = '=1+1';
  t.players[1]!.name = 'Bernd "Berti"; Jun.';
  t.rounds[0]!.tables[0]!.result = { totals: [12.5, -4.5, -8, 0] };
  t.rounds[0]!.tables[1]!.result = checkedTableResult(t, 1, 2, { hands: [{ game: 'rufer', declarer: 2, partner: 0, result: 'won' }] });
  const checked = parseTournament(t);
  if (!checked.ok) throw new Error(JSON.stringify(checked.error));
  return checked.value;
}

describe('rows as German-Excel CSV', () => {
  it('BOM, semicolons, CRLF, numbers bare, text quoted and guarded against formulas', () => {
    const csv = toGermanCsv([['Name', 'Punkte'], ['=1+1', '12,5'], ['Bernd "Berti"; Jun.', '-3']]);
    expect(csv).toBe('\uFEFF"Name";"Punkte"\r\n"\'=1+1";12,5\r\n"Bernd ""Berti""; Jun.";-3\r\n');
  });
});

describe('round results CSV', () => {
  it('one row per seat, with the table\'s points and how the result came', () => {
    const rows = roundResultRows(played());
    expect(rows[0]).toEqual(['Runde', 'Tisch', 'Sitz', 'Name', 'Punkte', 'Ergebnis']);
    expect(rows[1]).toEqual(['1', '1', '1', '=1+1', '12,5', 'Summen']);
    expect(rows[5]![5]).toBe('1 Spiele');
    expect(rows[9]).toEqual(['1', '3', '1', 'Ida Wolf', '', 'fehlt']);
    expect(rows).toHaveLength(1 + 13);
  });

  it('a Pagatkassa dissolve row is no hand: a table of 16 hands and the row says "16 Spiele"', () => {
    const t = buildTournament({ players: 13, rules: 'hausregeln' });
    const hands = buildTableHands(t.rules, 4, t.rounds[0]!.tables[0]!.firstDealer ?? 0, 16, 3);
    t.rounds[0]!.tables[0]!.result = checkedTableResult(t, 1, 1, { hands: [...hands.slice(0, 8), { dissolveKassa: true }, ...hands.slice(8)] });
    expect(roundResultRows(t)[1]![5]).toBe('16 Spiele');
  });
});

describe('the tournament file', () => {
  it('is the stored object, and reads back to the same tournament', () => {
    const data = played();
    expect(parseTournament(JSON.parse(tournamentFileText(data)))).toEqual({ ok: true, value: data });
    expect(tournamentFileName(data, '2026-01-01T00:00:00Z', 'wertung', 'csv')).toBe('koenigsblock-turnier-2026-11-27-hausruck-cup-wertung.csv');
  });
});
