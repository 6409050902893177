/**
 * `npm run --silent settle -- FILE` (or "-" for standard input): prints the
 * settlement of a session file as JSON (session-format.md, "The settle command").
 */
import { runAsProcess } from './cli-io';
import { runSettle } from './run-settle';

runAsProcess(runSettle);
