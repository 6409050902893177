import { describe, expect, it } from 'vitest';
import { computeStandings, rat, type TournamentFile } from '@/domain/index';
import { formatStandingsNumber, standingsCsv, standingsCsvRows } from './standings-csv';

const cup: TournamentFile = {
  format: 'tarock-tournament', version: 1, id: 't', name: 'Cup', rules: 'tarockcup', plannedRounds: 3, handsPerRound: { '4': 16, '5': 20 },
  cupPoints: [223, 198, 180],
  players: [{ id: 'a', name: '=1+1' }, { id: 'b', name: 'Bernd "Bär"' }, { id: 'c', name: 'Clara; Wien' }, { id: 'd', name: 'Dieter' }, { id: 'e', name: 'Eva' }],
  rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], firstDealer: 0, result: { totals: [2.6666666667, -2.6666666667, 1, -1] } }] }],
};

describe('formatStandingsNumber: decimal comma, at most 2 decimals, ASCII minus, never -0', () => {
  it.each([
    [rat(12), '12'], [rat(-4), '-4'], [rat(8, 3), '2,67'], [rat(-8, 3), '-2,67'], [rat(5, 2), '2,5'], [rat(1, 8), '0,13'],
    [rat(-1, 8), '-0,13'], [rat(1, 1000), '0'], [rat(-1, 1000), '0'], [rat(1005, 1000), '1,01'], [rat(0), '0'], [rat(123456), '123456'],
  ])('%o → %s', (value, text) => {
    expect(formatStandingsNumber(value)).toBe(text);
  });
});

describe('standingsCsv', () => {
  const s = computeStandings(cup);

  it('the command variant: as §4 specifies', () => {
    expect(standingsCsv(s, 'command')).toBe(
      'Platz;Name;R1;Gesamt;Cuppunkte\n1;\'=1+1;2,67;2,67;223\n2;"Clara; Wien";1;1;198\n3;Dieter;-1;-1;180\n4;"Bernd ""Bär""";-2,67;-2,67;0\n;Eva;;0;\n');
  });

  it('the Excel variant: BOM, CRLF, every name quoted and no name can become a formula', () => {
    const text = standingsCsv(s, 'excel');
    expect(text.startsWith('\uFEFF"Platz";"Name";"R1";"Gesamt";"Cuppunkte"\r\n')).toBe(true);
    expect(text).toContain('\r\n1;"\'=1+1";2,67;2,67;223\r\n');
    expect(text).toContain('\r\n;"Eva";;0;\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('rows: one per player in standings order', () => {
    expect(standingsCsvRows(s).map((r) => r[1])).toEqual(['Name', '=1+1', 'Clara; Wien', 'Dieter', 'Bernd "Bär"', 'Eva']);
  });
});
