/**
 * The `standings` command, in-process (tournament-format.md §4, §11): reads a tournament
 * file or a results list (or standard input for "-"), validates it completely and prints the standings as
 * CSV, or with --json as one JSON document with exact numbers. Never throws: bad input
 * is exit status 1, nothing on standard output, one located line per problem.
 */
import {
  computeResultsStandings, computeStandings, isResultsList, parseTournamentOrResults, STANDINGS_FORMAT, tournamentErrorLine, type Rational,
  type ResultsStandings, type Standings,
} from '../domain/index';
import { resultsStandingsCsv, standingsCsv } from '../transfer/standings-csv';
import { failure, guarded, readFileAndJsonFlag, success, type CommandOptions, type CommandRun, type StdinSource } from './cli-io';
import { toJsonNumber } from './run-settle';
import { safeJsonString } from './terminal-text';

export const STANDINGS_USAGE = 'usage: npm run --silent standings -- FILE [--json]   (FILE "-" reads standard input)';

export function runStandings(args: readonly string[], stdin: StdinSource = '', options: CommandOptions = {}): CommandRun {
  return guarded(() => {
    const input = readFileAndJsonFlag(args, STANDINGS_USAGE, stdin, options.cwd ?? process.cwd());
    if (!input.ok) return input.run;
    const parsed = parseTournamentOrResults(input.value);
    if (!parsed.ok) return failure(parsed.error.map(tournamentErrorLine));
    if (isResultsList(parsed.value)) {
      const list = computeResultsStandings(parsed.value);
      return success(input.json ? renderResultsStandingsJson(parsed.value.name, list) : resultsStandingsCsv(list));
    }
    const standings = computeStandings(parsed.value);
    return success(input.json ? renderStandingsJson(parsed.value.name, standings) : standingsCsv(standings, 'command'));
  });
}

const num = (r: Rational): string => String(toJsonNumber(r));

/** The standings JSON of §4: keys in the documented order, one player per line. */
export function renderStandingsJson(name: string, s: Standings): string {
  const rows = s.rows.map((row) => {
    const rounds = `[${row.rounds.map((x) => (x === null ? 'null' : num(x))).join(', ')}]`;
    let line = `    { "place": ${row.place === null ? 'null' : row.place}, "id": ${safeJsonString(row.id)}, "name": ${safeJsonString(row.name)}, ` +
      `"rounds": ${rounds}, "total": ${num(row.total)}`;
    if (s.hasCupPoints) line += `, "cupPoints": ${row.cupPoints === null ? 'null' : num(row.cupPoints)}`;
    return `${line} }`;
  });
  return [
    '{',
    `  "format": "${STANDINGS_FORMAT}", "version": 1, "name": ${safeJsonString(name)}, "rounds": ${s.rounds},`,
    rows.length > 0 ? `  "standings": [\n${rows.join(',\n')}\n  ]` : '  "standings": []',
    '}',
    '',
  ].join('\n');
}

/** The standings JSON of a results list (§11): as §4, with `"id": null`, `"cupNumber"`, `"rounds"` and `"total"` per row. */
export function renderResultsStandingsJson(name: string, s: ResultsStandings): string {
  const rows = s.rows.map((row) => {
    const rounds = `[${row.rounds.map((x) => (x === null ? 'null' : num(x))).join(', ')}]`;
    let line = `    { "place": ${row.place}, "id": null, "name": ${safeJsonString(row.name)}, ` +
      `"cupNumber": ${row.cupNumber === null ? 'null' : safeJsonString(row.cupNumber)}, "rounds": ${rounds}, "total": ${row.total === null ? 'null' : num(row.total)}`;
    if (s.hasCupPoints) line += `, "cupPoints": ${row.cupPoints === null ? 'null' : num(row.cupPoints)}`;
    return `${line} }`;
  });
  return [
    '{',
    `  "format": "${STANDINGS_FORMAT}", "version": 1, "name": ${safeJsonString(name)}, "rounds": ${s.rounds},`,
    `  "standings": [\n${rows.join(',\n')}\n  ]`,
    '}',
    '',
  ].join('\n');
}
