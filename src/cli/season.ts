/**
 * `npm run --silent season -- FILE [--json]` (or "-" for standard input): prints the
 * Saisonwertung of a season file as CSV or JSON (tournament-format.md §10).
 */
import { runAsProcess } from './cli-io';
import { runSeason } from './run-season';

runAsProcess(runSeason);
