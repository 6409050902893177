/**
 * Season benchmark (`npm run bench`): a season of 12 tournaments × 200 players, 3 rounds
 * each, where every table kept all its hands in the app (16 at a table of 4, 20 at a
 * table of 5: about 29,000 hands settled by the engine), ranked under "heine", best 6,
 * the Finale on top, ÖF start points.
 * 1. the Saisonwertung as the app recomputes it (each tournament's standings cached per
 *    file) — median, target < 200 ms;
 * 2. the same after one tournament was replaced by a corrected export (that one computed
 *    afresh) — median, target < 200 ms;
 * 3. the same season read again (new objects with the same content, as loaded from storage):
 *    each tournament found by its content — median, target < 200 ms;
 * 4. a season never seen, every hand settled — median, reported;
 * 5. the whole `season` command's work: parse and validate every tournament, then rank.
 * Not a timed test: it prints medians and targets.
 */
import { performance } from 'node:perf_hooks';
import { computeSeasonStandings, OEF_START_POINTS_HAUSRUCK_RAIFFEISEN_WIEN, parseSeason, type SeasonFile } from '../src/domain/index';
import { seededChooser } from '../src/testing/domain/chooser';
import { buildRandomSeason } from '../src/testing/domain/random-season';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const season = buildRandomSeason(seededChooser(2026), {
  tournaments: 12, pool: 320, players: 200, rounds: 3, handsShare: 1, cupPoints: 'heine', best: 6,
  final: { tournament: 12, counts: 'onTop' }, tieBreaks: ['final', 'results', 'participations'],
});
season.oef = { places: 60, startPoints: [...OEF_START_POINTS_HAUSRUCK_RAIFFEISEN_WIEN] };
const hands = season.tournaments.flatMap((t) => t.rounds.flatMap((r) => r.tables))
  .reduce((n, t) => n + (t.result && 'hands' in t.result ? t.result.hands.length : 0), 0);
const text = JSON.stringify(season);
const parsed = parseSeason(JSON.parse(text));
if (!parsed.ok) throw new Error('benchmark season must be valid');
const valid = parsed.value;

// 1. Recomputed with every tournament's standings cached.
computeSeasonStandings(valid);
const warmRuns: number[] = [];
for (let i = 0; i < 31; i++) {
  const t0 = performance.now();
  computeSeasonStandings(valid);
  if (i >= 10) warmRuns.push(performance.now() - t0);
}

// 2. One tournament replaced by a fresh copy of itself: that one is settled and ranked again.
const oneText = JSON.stringify(valid.tournaments[5]);
const replacedRuns: number[] = [];
for (let i = 0; i < 14; i++) {
  const corrected = JSON.parse(oneText) as SeasonFile['tournaments'][number];
  corrected.name = `Turnier 6 (korrigiert ${i})`; // new content: computed afresh
  const next: SeasonFile = { ...valid, tournaments: valid.tournaments.map((t, k) => (k === 5 ? corrected : t)) };
  const t0 = performance.now();
  computeSeasonStandings(next);
  if (i >= 3) replacedRuns.push(performance.now() - t0);
}

// 3. The same season read again (new objects, same content), as after loading it from storage.
const reloadRuns: number[] = [];
for (let i = 0; i < 14; i++) {
  const copy = JSON.parse(JSON.stringify(valid)) as SeasonFile;
  const t0 = performance.now();
  computeSeasonStandings(copy);
  if (i >= 3) reloadRuns.push(performance.now() - t0);
}

// 4. A season never seen: nothing cached, every hand settled (each run a new tournament id).
const coldRuns: number[] = [];
for (let i = 0; i < 8; i++) {
  const copy = JSON.parse(JSON.stringify(valid)) as SeasonFile;
  copy.tournaments.forEach((t, k) => (t.id = `cold-${i}-${k}`));
  const t0 = performance.now();
  computeSeasonStandings(copy);
  if (i >= 2) coldRuns.push(performance.now() - t0);
}

// 5. The command: parse and validate, then rank.
const commandRuns: number[] = [];
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  const p = parseSeason(JSON.parse(text));
  if (!p.ok) throw new Error('benchmark season must be valid');
  computeSeasonStandings(p.value);
  if (i >= 1) commandRuns.push(performance.now() - t0);
}

const rows = [
  [`season standings, 12 tournaments × 200 players, ${hands} hands (median of 21)`, median(warmRuns), 200],
  ['  after one tournament was replaced (median of 11)', median(replacedRuns), 200],
  ['  the same season read again from storage (new objects, median of 11)', median(reloadRuns), 200],
  ['  a season never seen, every hand settled (median of 6)', median(coldRuns), null],
  ['  the season command: parse, validate and rank (median of 5)', median(commandRuns), null],
] as const;
const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - s.length));
console.log(`${pad('benchmark', 80)}${pad('median', 12)}${pad('target', 10)}ok`);
for (const [name, ms, target] of rows) {
  console.log(`${pad(name, 80)}${pad(`${ms.toFixed(2)} ms`, 12)}${pad(target === null ? '' : `< ${target} ms`, 10)}${target === null ? '' : ms < target ? 'yes' : 'NO'}`);
}
