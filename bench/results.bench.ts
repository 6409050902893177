/**
 * Results-list benchmark (`npm run bench`), tournament-format.md §11–§13:
 * 1. a season of 12 tournaments × 200 players where half are results lists (the other half
 *    kept every hand in the app), ranked under "heine", best 6, the Finale on top:
 *    the Saisonwertung recomputed (standings cached) — median, target < 200 ms; a season never
 *    seen — median, reported; the `season` command's work (parse, validate, rank) — reported;
 * 2. a CSV results list of 1,000 rows (ABAKUS's `Nr.;Name;R1;R2;R3;`, Windows-1252) as the
 *    app's import previews it: decode the bytes, read the CSV, check the list, match its
 *    players against the season's cup players — median, target < 100 ms (instant on a phone,
 *    which is some 4–6 times slower than this machine).
 *    Similar names are found through an index (folded key, sorted words, each key with one
 *    letter left out), not by comparing every pair; `match-players.test.ts` checks the pairs,
 *    reasons and order are exactly those of comparing every pair. Also reported: the app's whole
 *    preview (the list planned into the season: matched, doubts, its own checks; similar names
 *    looked for only among the list's players), and a keystroke in the tournament's name, date or
 *    source once the table is previewed (only the list's check runs again).
 * Not a timed test: it prints medians (wall clock, and this process's CPU time, which a busy
 * shared machine does not inflate as much) and targets.
 */
import { performance } from 'node:perf_hooks';
import { computeSeasonStandings, parseSeason, type SeasonFile } from '../src/domain/index';
import { decodeCsvBytes } from '../src/domain/results/decode';
import { resultsListFromCsv } from '../src/domain/results/read-csv';
import { matchCupPlayers } from '../src/domain/season/match-players';
import { readResultsInput, withResultsMeta } from '../src/domain/results/read-input';
import { planResultsImport } from '../src/domain/season/results-import';
import { seededChooser } from '../src/testing/domain/chooser';
import { buildRandomSeason } from '../src/testing/domain/random-season';
import { resultsListOf } from '../src/testing/domain/results-list';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
/** This process's CPU time in ms: on a shared, busy machine the wall clock also counts other processes' turns. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
const cpuMedians = new Map<number, number>();
function time(runs: number, warmup: number, work: (i: number) => void): number {
  const out: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const t0 = performance.now();
    const c0 = cpuMs();
    work(i);
    if (i >= warmup) {
      out.push(performance.now() - t0);
      cpu.push(cpuMs() - c0);
    }
  }
  const wall = median(out);
  cpuMedians.set(wall, median(cpu));
  return wall;
}

const built = buildRandomSeason(seededChooser(2027), {
  tournaments: 12, pool: 320, players: 200, rounds: 3, handsShare: 1, cupPoints: 'heine', best: 6,
  final: { tournament: 12, counts: 'onTop' }, tieBreaks: ['final', 'finalRounds', 'results'],
});
const season: SeasonFile = { ...built, tournaments: built.tournaments.map((t, k) => (k % 2 === 1 ? resultsListOf(t)! : t)) };
const text = JSON.stringify(season);
const parsed = parseSeason(JSON.parse(text));
if (!parsed.ok) throw new Error(`benchmark season must be valid: ${JSON.stringify(parsed.error.slice(0, 3))}`);
const valid = parsed.value;

computeSeasonStandings(valid);
const warm = time(21, 5, () => computeSeasonStandings(valid));
const cold = time(5, 1, (i) => {
  const copy = JSON.parse(text) as SeasonFile;
  copy.tournaments.forEach((t, k) => (t.id = `cold-${i}-${k}`));
  computeSeasonStandings(copy);
});
const command = time(5, 1, () => {
  const p = parseSeason(JSON.parse(text));
  if (!p.ok) throw new Error('benchmark season must be valid');
  computeSeasonStandings(p.value);
});

// A 1,000-row ABAKUS export in Windows-1252: cup numbers and names of the season's pool and new ones.
// Names as people have them (a numbered "Spieler 17" would make every pair look like a typo of another).
const FIRST = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva', 'Franz', 'Gerti', 'Hans', 'Ilse', 'Jürgen', 'Karin', 'Leopold', 'Maria', 'Norbert',
  'Olga', 'Peter', 'Rosa', 'Stefan', 'Theresia', 'Ulrich', 'Vera', 'Walter', 'Xaver', 'Yvonne', 'Zita', 'Alois', 'Brigitte', 'Christian', 'Doris', 'Erich'];
const LAST = ['Huber', 'Maier', 'Berger', 'Gruber', 'Wolf', 'Hödl', 'Pichler', 'Moser', 'Steiner', 'Hofer', 'Leitner', 'Fuchs', 'Eder', 'Schwarz',
  'Wagner', 'Brunner', 'Lang', 'Baumgartner', 'Auer', 'Binder', 'Lechner', 'Wimmer', 'Egger', 'Reiter', 'Schmid', 'Winkler', 'Weber', 'Haas',
  'Aigner', 'Mayr', 'Koller', 'Wallner', 'Lehner', 'Holzer', 'Ebner'];
const ch = seededChooser(7);
const lines = ['Nr.;Name;R1;R2;R3;'];
for (let i = 0; i < 1000; i++) {
  const number = ch.bool(0.6) ? String(1000 + i) : '';
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  lines.push(`${number};${name};${ch.int(-80, 120)};${ch.int(-80, 120)};${ch.bool(0.9) ? ch.int(-80, 120) : '-'};`);
}
const csvText = `${lines.join('\r\n')}\r\n`;
const bytes = Uint8Array.from(csvText, (c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 0x3f));
const preview = time(21, 3, () => {
  const { text: decoded } = decodeCsvBytes(bytes);
  const made = resultsListFromCsv(decoded, { id: 'preview', name: 'Ergebnisliste' });
  if (!made.ok) throw new Error(`benchmark CSV must be valid: ${JSON.stringify(made.error.csvProblems.slice(0, 2))}`);
  matchCupPlayers({ tournaments: [...valid.tournaments, made.value.list] });
});

// The app's whole preview: the bytes read, the list checked, planned into the season (matched,
// doubts, the season's check of the outcome).
const plan = time(11, 2, () => {
  const { text: decoded } = decodeCsvBytes(bytes);
  const read = readResultsInput(decoded, { id: 'preview', name: 'Ergebnisliste' });
  if (!read.ok) throw new Error('benchmark CSV must be valid');
  planResultsImport(valid, {}, read.list);
});

// A keystroke in the tournament's name once the table is previewed: only the list's check again
// (`withResultsMeta`); the table is not read again and the plan stays.
const table = readResultsInput(decodeCsvBytes(bytes).text, { id: 'preview', name: 'Ergebnisliste' });
const keystroke = time(21, 3, (i) => {
  if (!withResultsMeta(table, { id: 'preview', name: `Hausruck-Cup ${i}` })?.ok) throw new Error('benchmark CSV must be valid');
});

const rows = [
  ['season, 12 tournaments × 200 players, half results lists (median of 21)', warm, 200],
  ['  a season never seen, every hand settled (median of 5)', cold, null],
  ['  the season command: parse, validate and rank (median of 5)', command, null],
  ['a 1,000-row CSV previewed: decode, read, check, match (median of 21)', preview, 100],
  ['  the app\'s preview of it: read, check, plan into the season (median of 11)', plan, null],
  ['  a keystroke in its name, date or source: the list checked again (median of 21)', keystroke, null],
] as const;
const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - s.length));
console.log(`${pad('benchmark', 80)}${pad('median', 12)}${pad('CPU', 12)}${pad('target', 10)}ok`);
for (const [name, ms, target] of rows) {
  const cpu = cpuMedians.get(ms) ?? ms;
  console.log(`${pad(name, 80)}${pad(`${ms.toFixed(2)} ms`, 12)}${pad(`${cpu.toFixed(2)} ms`, 12)}${pad(target === null ? '' : `< ${target} ms`, 10)}${target === null ? '' : ms < target ? 'yes' : cpu < target ? 'CPU yes (busy machine)' : 'NO'}`);
}
