/**
 * `npm run --silent standings -- FILE [--json]` (or "-" for standard input): prints the
 * standings of a tournament file as CSV or JSON (tournament-format.md §4).
 */
import { runAsProcess } from './cli-io';
import { runStandings } from './run-standings';

runAsProcess(runStandings);
