import { describe, expect, it } from 'vitest';
import { computeStandings, parseTournament } from '@/domain/index';
import { makeTournament } from '@/testing/tournament-factories';
import { roundResultRows, standingsRows, toGermanCsv, tournamentFileName, tournamentFileText } from './export-tournament';

function played() {
  const t = makeTournament({ cupPoints: [223, 198, 180] });
  t.players[0]!.name = '=1+1';
  t.players[1]!.name = 'Bernd "Berti"; Jun.';
  t.rounds[0]!.tables[0]!.result = { totals: [12.5, -4.5, -8, 0] };
  t.rounds[0]!.tables[1]!.result = { hands: [{ game: 'rufer', declarer: 2, partner: 0, result: 'won' }] };
  const checked = parseTournament(t);
  if (!checked.ok) throw new Error(JSON.stringify(checked.error));
  return checked.value;
}

describe('standings CSV for German Excel', () => {
  it('BOM, semicolons, CRLF, decimal comma, quoted and guarded text, empty cells for missing scores', () => {
    const data = played();
    const csv = toGermanCsv(standingsRows(computeStandings(data)));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('"Platz";"Name";"R1";"Gesamt";"Cuppunkte"');
    expect(lines[1]).toBe('1;"Anna Huber";12,5;12,5;223'.replace('Anna Huber', "'=1+1"));
    expect(csv).toContain('"Bernd ""Berti""; Jun."');
    // Players of table 3 (no result yet) are unranked: no place, no round score, total 0.
    expect(lines.filter((l) => l.startsWith(';')).length).toBe(5);
    expect(lines.find((l) => l.includes('Ida Wolf'))).toBe(';"Ida Wolf";;0;');
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
});

describe('the tournament file', () => {
  it('is the stored object, and reads back to the same tournament', () => {
    const data = played();
    expect(parseTournament(JSON.parse(tournamentFileText(data)))).toEqual({ ok: true, value: data });
    expect(tournamentFileName(data, '2026-01-01T00:00:00Z', 'wertung', 'csv')).toBe('koenigsblock-turnier-2026-11-27-hausruck-cup-wertung.csv');
  });
});
