/**
 * `npm run --silent results -- FILE.csv [--name NAME] [--date DATE] [--id ID]` (or "-" for
 * standard input): prints the results list of a CSV as JSON (tournament-format.md §13).
 */
import { readFileSync } from 'node:fs';
import { runAsProcess } from './cli-io';
import { runResults, type ByteSource } from './run-results';

runAsProcess<ByteSource>(runResults, () => readFileSync(0));
