/**
 * Tournament benchmark (`npm run bench`):
 * 1. standings of 200 players × 3 rounds where every table kept its 16 hands in the app
 *    (150 tables, 2,400 hands settled by the engine) — median, target < 100 ms;
 *    also the whole `standings` command's work (parse and validate the file, then rank);
 * 2. the third-round random draw for 203 players (zero repeated pairs) — median, target < 500 ms;
 * 3. reading that stored 200-player tournament back: the check of a version read for the first time
 *    (`parseTournament`, as the import checks a file) — median, target < 100 ms — and the same
 *    version read again (recognised by its text, not checked again).
 * Not a timed test: it prints medians and targets.
 */
import { performance } from 'node:perf_hooks';
import { computeStandings, countRepeatedPairs, drawRound, parseTournament, seededRandom, type TournamentFile } from '../src/domain/index';
import { buildRandomTournament } from '../src/testing/domain/random-tournament';
import { seededChooser } from '../src/testing/domain/chooser';
import { checkStoredTournament } from '../src/persistence/repositories/tournaments-repository';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

// 1. Standings: every table a hands result of 16 hands. A fresh copy per run, so no cached settlement helps.
const cup = buildRandomTournament(seededChooser(2026), { players: 200, rounds: 3, handsShare: 1, hands: 16 });
const hands = cup.rounds.flatMap((r) => r.tables).reduce((n, t) => n + (t.result && 'hands' in t.result ? t.result.hands.length : 0), 0);
const text = JSON.stringify(cup);
const WARM_UP = 10;
const copies = Array.from({ length: WARM_UP + 21 }, () => JSON.parse(text) as TournamentFile);
const standingsRuns: number[] = [];
copies.forEach((copy, i) => {
  const t0 = performance.now();
  computeStandings(copy);
  if (i >= WARM_UP) standingsRuns.push(performance.now() - t0); // the first runs warm up the JIT
});
const commandRuns: number[] = [];
for (let i = 0; i < 14; i++) {
  const t0 = performance.now();
  const parsed = parseTournament(JSON.parse(text));
  if (!parsed.ok) throw new Error('benchmark tournament must be valid');
  computeStandings(parsed.value);
  if (i >= 3) commandRuns.push(performance.now() - t0);
}

// 2. The third round's draw for 203 players, after two drawn rounds.
const field: TournamentFile = {
  format: 'tarock-tournament', version: 1, id: 'bench', name: 'Bench-Cup', rules: 'tarockcup', plannedRounds: 3,
  handsPerRound: { '4': 16, '5': 20 },
  players: Array.from({ length: 203 }, (_, i) => ({ id: `p${i + 1}`, name: `Spieler ${i + 1}` })),
  rounds: [],
};
const random = seededRandom(7);
for (let r = 0; r < 2; r++) {
  const d = drawRound(field, 'random', random);
  if (!d.ok) throw new Error(d.error.message);
  field.rounds.push(d.value);
}
const drawRuns: number[] = [];
let worstRepeats = 0;
for (let seed = 0; seed < 23; seed++) {
  const t0 = performance.now();
  const d = drawRound(field, 'random', seededRandom(seed));
  const ms = performance.now() - t0;
  if (!d.ok) throw new Error(d.error.message);
  if (seed >= 3) drawRuns.push(ms);
  worstRepeats = Math.max(worstRepeats, countRepeatedPairs(field, d.value));
}

// 3. Reading the stored tournament back: each version is checked once, then recognised.
const firstReads: number[] = [];
const againReads: number[] = [];
for (let i = 0; i < 14; i++) {
  const record = { id: cup.id, createdAt: '', updatedAt: '', archived: false, data: { ...(JSON.parse(text) as TournamentFile), name: `Bench-Cup ${i}` } };
  let t0 = performance.now();
  checkStoredTournament(record);
  const first = performance.now() - t0;
  const again = { ...record, data: JSON.parse(JSON.stringify(record.data)) as TournamentFile };
  t0 = performance.now();
  checkStoredTournament(again);
  if (i >= 3) {
    firstReads.push(first);
    againReads.push(performance.now() - t0);
  }
}

const rows = [
  [`standings, 200 players × 3 rounds, ${hands} hands (median of 21)`, median(standingsRuns), 100],
  ['  the same with parsing and validating the file (median of 11)', median(commandRuns), null],
  ['draw round 3 for 203 players (median of 20)', median(drawRuns), 500],
  ['read stored tournament, 200 players: new version (median of 11)', median(firstReads), 100],
  ['  the same version read again (median of 11)', median(againReads), null],
] as const;
const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - s.length));
console.log(`${pad('benchmark', 66)}${pad('median', 12)}${pad('target', 10)}ok`);
for (const [name, ms, target] of rows) {
  console.log(`${pad(name, 66)}${pad(`${ms.toFixed(2)} ms`, 12)}${pad(target === null ? '' : `< ${target} ms`, 10)}${target === null ? '' : ms < target ? 'yes' : 'NO'}`);
}
console.log(`(repeated pairs after the third round, worst of 23 draws: ${worstRepeats})`);
