import { describe, expect, it } from 'vitest';
import { computeResultsStandings, computeSeasonStandings, computeStandings, parseResultsList, parseSeason, parseTournament } from '@/domain/index';
import { commandCsv, commandCsvField, guardFormula, protectText } from './csv-cells';
import { seasonStandingsCsv } from './export-season';
import { roundResultRows, ROUND_RESULT_TEXT_COLUMNS, toGermanCsv } from './export-tournament';
import { seasonCsv } from './season-csv';
import { resultsStandingsCsv, standingsCsv } from './standings-csv';

const NAMES = ['=HYPERLINK("http://x")', '+43 664', '-5', '@SUM(A1)', 'Anna'];
const tournament = () => {
  const t = parseTournament({
    format: 'tarock-tournament', version: 1, id: 't', name: 'T', rules: 'tarockcup', plannedRounds: 1, handsPerRound: { 4: 16, 5: 20 },
    players: NAMES.map((name, i) => ({ id: `p${i}`, name, cupNumber: i === 2 ? '-7' : `${i}` })),
    rounds: [{ tables: [{ table: 1, players: ['p0', 'p1', 'p2', 'p3', 'p4'], result: { totals: [5, 4, 3, -2, -10] } }] }],
  });
  if (!t.ok) throw new Error('invalid');
  return t.value;
};
const season = (carried?: unknown) => {
  const s = parseSeason({ format: 'tarock-season', version: 1, cup: 'C', season: 'S', cupPoints: [10, 8, 6, 4, 2], best: 'all', ...(carried ? { carried } : {}), tournaments: [tournament()] });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return computeSeasonStandings(s.value);
};

describe('guardFormula (tournament-format.md §4, §10)', () => {
  it.each(['=1+1', '+1', '-1', '@A', '\tx', '\rx'])('%j gets a leading \'', (text) => expect(guardFormula(text)).toBe(`'${text}`));
  it('other text stays as it is', () => {
    for (const text of ['Anna', 'Anna=1', ' =1', '', '1,5']) expect(guardFormula(text)).toBe(text);
  });
  it('the app\'s guard adds the characters after a separator or a line break', () => {
    expect(protectText('x;=1+1')).toBe("x;'=1+1");
    expect(protectText('=a\n@b')).toBe("'=a\n'@b");
  });
  it('a command field: guarded before quoting; a number field never', () => {
    expect(commandCsvField('=HYPERLINK("x")', true)).toBe('"\'=HYPERLINK(""x"")"');
    expect(commandCsvField('-4', false)).toBe('-4');
    expect(commandCsvField('-4', true)).toBe("'-4");
    expect(commandCsv([['Name', 'N'], ['-x', '-2']], new Set([0]))).toBe("Name;N\n'-x;-2\n");
  });
});

describe('every CSV guards its text fields', () => {
  it('the standings command and the app\'s standings download', () => {
    const s = computeStandings(tournament());
    const command = standingsCsv(s, 'command');
    expect(command).toContain('1;"\'=HYPERLINK(""http://x"")";5;5');
    expect(command).toContain("3;'-5;3;3");
    expect(command).toContain(";-10;-10");
    const excel = standingsCsv(s, 'excel');
    for (const name of NAMES.slice(0, 4)) expect(excel).toContain(`"'${name.replace(/"/g, '""')}"`);
    expect(excel).toContain(';-10\r\n');
  });
  it('a results list\'s standings', () => {
    const l = parseResultsList({ format: 'tarock-results', version: 1, id: 'l', name: 'L', results: NAMES.map((name, i) => ({ name, total: -i })) });
    if (!l.ok) throw new Error('invalid');
    const csv = resultsStandingsCsv(computeResultsStandings(l.value));
    expect(csv.split('\n').slice(1, 5)).toEqual(['1;"\'=HYPERLINK(""http://x"")";0', "2;'+43 664;-1", "3;'-5;-2", "4;'@SUM(A1);-3"]);
  });
  it('the season command (cup number and name) and the app\'s season download', () => {
    const s = season([{ player: '0', points: 1 }]);
    const command = seasonCsv(s, 'command');
    expect(command.split('\n')[0]).toBe('Platz;Nr;Name;T1;Mitgebracht;Gesamt;Teilnahmen');
    expect(command).toContain("3;'-7;'-5;6;;6;1");
    expect(command).toContain('1;0;"\'=HYPERLINK(""http://x"")";10;1;11;1');
    const app = seasonStandingsCsv(s);
    expect(app).toContain('"\'-7";"\'-5"');
    expect(app).toContain('"\'+43 664"');
    expect(app.split('\r\n')[0]).toContain('"Mitgebracht"');
    expect(seasonCsv(s, 'excel')).toContain('"\'-7";"\'-5"');
  });
  it('the tournament\'s table results: the name column is always text', () => {
    const csv = toGermanCsv(roundResultRows(tournament()), ROUND_RESULT_TEXT_COLUMNS);
    expect(csv).toContain('"\'-5";3');
    expect(csv).toContain('"\'=HYPERLINK(""http://x"")"');
  });
  it('the season CSV has Mitgebracht whenever the file has "carried", even [] (§12)', () => {
    expect(seasonCsv(season([])).split('\n')[0]).toBe('Platz;Nr;Name;T1;Mitgebracht;Gesamt;Teilnahmen');
    expect(seasonCsv(season()).split('\n')[0]).toBe('Platz;Nr;Name;T1;Gesamt;Teilnahmen');
  });
});
