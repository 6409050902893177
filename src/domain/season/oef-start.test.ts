import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toNumber } from '../rational';
import type { TournamentFile } from '../tournament/model';
import { seasonErrorLine } from './errors';
import type { SeasonFile } from './model';
import { readQualificationList, type QualificationList } from './oef-qualification';
import { buildOefStartList, checkOefCodes, defaultOefCode, doubtId, withOefDay } from './oef-start';
import { parseSeason } from './parse-season';
import { computeSeasonStandings } from './season-standings';

const DIR = fileURLToPath(new URL('../../../tests/fixtures/oef/', import.meta.url));
const fixture = (name: string): string => readFileSync(`${DIR}${name}`, 'utf8');

function list(text: string, name = 'x.csv'): QualificationList {
  const r = readQualificationList(text, name);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const short = (l: QualificationList) => l.players.map((p) => `${p.place} ${p.cupNumber ?? '-'} ${p.name} ${p.points}`);

describe('a cup\'s ÖF qualification list (§12), from each of the three things a cup brings', () => {
  const HRC = ['1 1 Clementi Karl 120', '2 3 Ida Wolf 111', '3 12 Bernd Maier 104'];
  it('a season file: its Saisonwertung\'s ÖF-Startpunkte', () => {
    const l = list(fixture('hausruck.season.json'), 'hausruck.season.json');
    expect([l.cup, l.season, l.kind]).toEqual(['Hausruckviertler Tarockcup', '2025/26', 'season']);
    expect(short(l)).toEqual(HRC);
  });
  it('the `season --json` output: every row with oefStartPoints', () => {
    const l = list(fixture('hausruck.standings.json'), 'hausruck.standings.json');
    expect(l.kind).toBe('standings');
    expect(short(l)).toEqual(HRC);
  });
  it('the command\'s CSV and the app\'s German Excel CSV (BOM, quotes, CRLF, decimal comma, a formula guard)', () => {
    const command = 'Platz;Nr;Name;T1;Gesamt;Teilnahmen;ÖF-Startpunkte\n1;1;Clementi Karl;125;125;1;120\n2;3;Ida Wolf;110;110;1;111\n3;12;Bernd Maier;90;90;1;104\n4;9;Leo Steiner;40;40;1;\n';
    expect(short(list(command))).toEqual(HRC);
    const excel = '\uFEFF"Platz";"Nr";"Name";"T1";"Gesamt";"Teilnahmen";"ÖF-Startpunkte"\r\n1;"1";"Clementi Karl";125;125;1;120\r\n2;"";"\'=Wolf";110;110;1;110,5\r\n3;"";"Leo";1;1;1;\r\n';
    const l = list(excel, 'Hausruck 2025.csv');
    expect(l.cup).toBe('Hausruck 2025');
    expect(short(l)).toEqual(['1 1 Clementi Karl 120', '2 - =Wolf 110.5']);
  });
  it('refuses with the line: a missing column, a number that is none, a row without a name; two players with one number', () => {
    const r = readQualificationList('Platz;Name\n1;A\n', 'a.csv');
    expect(r.ok ? [] : r.error.kind === 'list' ? r.error.problems.map((p) => [p.code, p.line, p.params.column]) : []).toEqual([['ERR_Q_CSV_COLUMN', 1, 'ÖF-Startpunkte']]);
    const bad = readQualificationList('Platz;Nr;Name;ÖF-Startpunkte\n1;1;A;12x\n2;2;;100\n3;3;C;90\n4;3;D;80\n', 'a.csv');
    expect(bad.ok ? [] : bad.error.kind === 'list' ? bad.error.problems.map((p) => [p.code, p.line]) : []).toEqual([['ERR_Q_CSV_NUMBER', 2], ['ERR_Q_CSV_NAME', 3]]);
    const twice = readQualificationList('Platz;Nr;Name;ÖF-Startpunkte\n3;3;C;90\n4;3;D;80\n', 'a.csv');
    expect(twice.ok ? [] : twice.error.kind === 'list' ? twice.error.problems.map((p) => [p.code, p.line, p.params.number]) : []).toEqual([['ERR_Q_NUMBER_TWICE', 3, '3']]);
  });
  it('refuses a season without ÖF places, a broken season file (its §10 lines), other JSON and a broken standings row', () => {
    const noOef = JSON.parse(fixture('hausruck.season.json')) as Record<string, unknown>;
    delete noOef.oef;
    const r1 = readQualificationList(JSON.stringify(noOef), 'a.json');
    expect(r1.ok ? '' : r1.error.kind === 'list' ? r1.error.problems[0]!.code : '').toBe('ERR_Q_NO_OEF');
    const r2 = readQualificationList(JSON.stringify({ ...noOef, best: 0 }), 'a.json');
    expect(r2.ok ? [] : r2.error.kind === 'season' ? r2.error.errors.map(seasonErrorLine) : []).toEqual(['file: best: must be a whole number from 1 to 100, "half" or "all"']);
    const r3 = readQualificationList('{"format":"tarock-tournament"}', 'a.json');
    expect(r3.ok ? '' : r3.error.kind === 'list' ? r3.error.problems[0]!.code : '').toBe('ERR_Q_FORMAT');
    const r4 = readQualificationList('{"format":"tarock-season-standings","cup":"C","season":"S","standings":[{"place":1,"cupNumber":null,"name":"A","oefStartPoints":-1}]}', 'a.json');
    expect(r4.ok ? [] : r4.error.kind === 'list' ? r4.error.problems.map((p) => p.path) : []).toEqual(['standings: 0: oefStartPoints']);
    const r5 = readQualificationList('{"format":', 'a.json');
    expect(r5.ok ? '' : r5.error.kind === 'list' ? r5.error.problems[0]!.code : '').toBe('ERR_Q_NOT_JSON');
  });
});

describe('the ÖF start list of several cups (§12)', () => {
  const hrc = () => list(fixture('hausruck.season.json'), 'h');
  const ktc = () => list(fixture('kaernten.season.json'), 'k');
  it('a player qualified through two cups starts with the better points, under that cup\'s number', () => {
    const s = buildOefStartList([{ code: 'HRC', list: hrc() }, { code: 'ktc', list: ktc() }]);
    expect(s.doubts).toEqual([]);
    expect(s.qualified).toBe(7);
    expect(s.entries.map((e) => `${e.number} ${e.name} ${e.points}`)).toEqual([
      'KTC-5 Bernd Maier 120', 'HRC-1 Clementi Karl 120', 'HRC-3 Ida Wolf 111', 'KTC-2 Tetmann Rosa 109', 'KTC-11 Hans Rauter 100', 'KTC-8 Paul Ofner 100',
    ]);
    const bernd = s.entries[0]!;
    expect(bernd.note).toBe('Kärntner Tarockcup 2025/26: 1.');
    expect(bernd.via.map((v) => `${v.code}-${v.cupNumber} ${v.points}`)).toEqual(['KTC-5 120', 'HRC-12 104']);
  });
  it('close names across cups are asked, never guessed; the answer joins or keeps apart', () => {
    const a: QualificationList = { cup: 'A', season: '1', kind: 'csv', players: [{ place: 1, cupNumber: '1', name: 'Anna Huber', points: 120 }] };
    const b: QualificationList = { cup: 'B', season: '1', kind: 'csv', players: [{ place: 2, cupNumber: '9', name: 'Anna Hueber', points: 109 }, { place: 1, cupNumber: '3', name: 'Huber Anna', points: 120 }] };
    const open = buildOefStartList([{ code: 'A', list: a }, { code: 'B', list: b }]);
    expect(open.doubts.map((d) => `${d.a} ${d.b} ${d.reason}`).sort()).toEqual(['0:0 1:0 spelling', '0:0 1:1 wordOrder']);
    expect(open.entries).toHaveLength(3);
    const said = buildOefStartList([{ code: 'A', list: a }, { code: 'B', list: b }], {
      [doubtId({ a: '0:0', b: '1:0' })]: 'same', [doubtId({ a: '0:0', b: '1:1' })]: 'distinct',
    });
    expect(said.doubts).toEqual([]);
    expect(said.entries.map((e) => `${e.number} ${e.name} ${e.points}`)).toEqual(['A-1 Anna Huber 120', 'B-3 Huber Anna 120']);
  });
  it('a name one cup has twice is asked about', () => {
    const a: QualificationList = { cup: 'A', season: '1', kind: 'csv', players: [{ place: 1, cupNumber: '30', name: 'Karl Berger', points: 120 }, { place: 2, cupNumber: '31', name: 'Karl Berger', points: 111 }] };
    const b: QualificationList = { cup: 'B', season: '1', kind: 'csv', players: [{ place: 1, cupNumber: '5', name: 'Karl Berger', points: 109 }] };
    expect(buildOefStartList([{ code: 'A', list: a }, { code: 'B', list: b }]).doubts.map((d) => d.reason)).toEqual(['sameName', 'sameName']);
  });
  it('codes: 1–8 letters or digits, no two alike; a default from the cup\'s capitals', () => {
    expect(checkOefCodes([{ code: 'HRC' }, { code: 'hrc' }, { code: 'H-1' }, { code: '' }])).toEqual([
      { code: 'ERR_OEF_CODE_TWICE', source: 1, other: 0 }, { code: 'ERR_OEF_CODE', source: 2 }, { code: 'ERR_OEF_CODE', source: 3 },
    ]);
    expect(defaultOefCode('Hausruckviertler Tarockcup')).toBe('HT');
    expect(defaultOefCode('Kärntner Tarock-Cup 2025')).toBe('KTC');
  });
});

describe('the ÖF day: start points as `carried`, those who did not come counted (§12)', () => {
  const start = () => buildOefStartList([{ code: 'HRC', list: list(fixture('hausruck.season.json'), 'h') }, { code: 'KTC', list: list(fixture('kaernten.season.json'), 'k') }]).entries;
  function day(players: { name: string; cupNumber?: string }[], totals: number[]): TournamentFile {
    const ps = players.map((p, i) => ({ id: `p${i}`, ...p }));
    return {
      format: 'tarock-tournament', version: 1, id: 'oef', name: 'ÖF', rules: 'tarockcup', plannedRounds: 1, handsPerRound: { '4': 16, '5': 20 },
      players: ps, rounds: [{ tables: [{ table: 1, players: ps.map((p) => p.id), firstDealer: 0, result: { totals } }] }],
    };
  }
  const base: SeasonFile = { format: 'tarock-season', version: 1, cup: 'Österreich-Finale', season: '2026', cupPoints: [60, 56, 53, 50, 48], best: 'all', tournaments: [] };

  it('matched by ÖF number, else by name; the Finale and "finalRounds" set; the Gesamtwertung is start + Finalpunkte', () => {
    const t = day([{ name: 'Clementi Karl', cupNumber: 'HRC-1' }, { name: 'Bernd Maier', cupNumber: 'KTC-5' }, { name: 'Ida Wolf' }, { name: 'Tetmann Rosa', cupNumber: 'KTC-2' }, { name: 'Hans Rauter', cupNumber: 'KTC-11' }], [50, 40, -10, -30, -50]);
    const out = withOefDay({ ...base, tournaments: [t] }, start());
    expect(out.absent.map((e) => e.name)).toEqual(['Paul Ofner']);
    expect(out.data.final).toEqual({ tournament: 1, counts: 'inside' });
    expect(out.data.tieBreaks).toEqual(['finalRounds']);
    expect(out.data.carried).toEqual([
      { player: 'KTC-5', points: 120, note: 'Kärntner Tarockcup 2025/26: 1.' },
      { player: 'HRC-1', points: 120, note: 'Hausruckviertler Tarockcup 2025/26: 1.' },
      { player: 'ida wolf', points: 111, note: 'Hausruckviertler Tarockcup 2025/26: 2.' },
      { player: 'KTC-2', points: 109, note: 'Kärntner Tarockcup 2025/26: 2.' },
      { player: 'KTC-11', points: 100, note: 'Kärntner Tarockcup 2025/26: 3.' },
    ]);
    const parsed = parseSeason(out.data);
    if (!parsed.ok) throw new Error(parsed.error.map(seasonErrorLine).join('\n'));
    const s = computeSeasonStandings(parsed.value);
    expect(s.standings.map((r) => `${r.place} ${r.name} ${toNumber(r.carried!)}+${toNumber(r.results[0]!.cupPoints)}=${toNumber(r.total)}`)).toEqual([
      '1 Clementi Karl 120+60=180', '2 Bernd Maier 120+56=176', '3 Ida Wolf 111+53=164', '4 Tetmann Rosa 109+50=159', '5 Hans Rauter 100+48=148',
    ]);
  });
  it('keeps a Finale and tie-breaks the organiser set; without a tournament everyone is still to come', () => {
    expect(withOefDay(base, start()).absent).toHaveLength(6);
    const t = day([{ name: 'Clementi Karl', cupNumber: 'HRC-1' }, { name: 'A' }, { name: 'B' }, { name: 'C' }], [1, 0, 0, -1]);
    const out = withOefDay({ ...base, tieBreaks: ['participations'], final: { tournament: 1, counts: 'onTop' }, tournaments: [t] }, start());
    expect(out.data.tieBreaks).toEqual(['participations']);
    expect(out.data.final).toEqual({ tournament: 1, counts: 'onTop' });
    expect(out.data.carried).toHaveLength(1);
  });
});
