/**
 * The `season` command, in-process (tournament-format.md §10): reads a season file (or
 * standard input for "-"), validates it completely (the season's keys, every embedded
 * tournament, then the checks across files) and prints the Saisonwertung as CSV, or with
 * --json as one JSON document with exact numbers. Never throws: bad input is exit status 1,
 * nothing on standard output, one located line per problem.
 */
import {
  computeSeasonStandings, parseSeason, seasonErrorLine, SEASON_STANDINGS_FORMAT, type Rational, type SeasonResult, type SeasonStandings,
} from '../domain/index';
import { seasonCsv } from '../transfer/season-csv';
import { failure, guarded, readFileAndJsonFlag, success, type CommandOptions, type CommandRun, type StdinSource } from './cli-io';
import { toJsonNumber } from './run-settle';
import { safeJsonString } from './terminal-text';

export const SEASON_USAGE = 'usage: npm run --silent season -- FILE [--json]   (FILE "-" reads standard input)';

export function runSeason(args: readonly string[], stdin: StdinSource = '', options: CommandOptions = {}): CommandRun {
  return guarded(() => {
    const input = readFileAndJsonFlag(args, SEASON_USAGE, stdin, options.cwd ?? process.cwd());
    if (!input.ok) return input.run;
    const parsed = parseSeason(input.value);
    if (!parsed.ok) return failure(parsed.error.map(seasonErrorLine));
    const standings = computeSeasonStandings(parsed.value);
    return success(input.json ? renderSeasonJson(standings) : seasonCsv(standings, 'command'));
  });
}

const num = (r: Rational): string => String(toJsonNumber(r));

function result(r: SeasonResult | null): string {
  return r === null ? 'null' : `{ "place": ${r.place}, "cupPoints": ${num(r.cupPoints)}, "counted": ${r.counted} }`;
}

/** The season standings JSON of §10: keys in the documented order, one player per line. */
export function renderSeasonJson(s: SeasonStandings): string {
  const tournaments = s.tournaments.map((t) => `    { "id": ${safeJsonString(t.id)}, "name": ${safeJsonString(t.name)}, "final": ${t.final} }`);
  const rows = s.standings.map((row) => {
    let line = `    { "place": ${row.place}, "cupNumber": ${row.cupNumber === null ? 'null' : safeJsonString(row.cupNumber)}, "name": ${safeJsonString(row.name)}, ` +
      `"results": [${row.results.map(result).join(', ')}], ` +
      (s.hasCarried ? `"carried": ${row.carried === null || row.carried === undefined ? 'null' : num(row.carried)}, ` : '') +
      `"total": ${num(row.total)}, "participations": ${row.participations}`;
    if (s.hasOef) line += `, "oefStartPoints": ${row.oefStartPoints === null || row.oefStartPoints === undefined ? 'null' : num(row.oefStartPoints)}`;
    return `${line} }`;
  });
  return [
    '{',
    `  "format": "${SEASON_STANDINGS_FORMAT}", "version": 1, "cup": ${safeJsonString(s.cup)}, "season": ${safeJsonString(s.season)},`,
    `  "best": ${s.best === null ? 'null' : s.best},`,
    `  "tournaments": [\n${tournaments.join(',\n')}\n  ],`,
    rows.length > 0 ? `  "standings": [\n${rows.join(',\n')}\n  ]` : '  "standings": []',
    '}',
    '',
  ].join('\n');
}
