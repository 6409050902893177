/**
 * `npm run --silent draw -- FILE [--method random|standings] [--seed N]`: prints the
 * tournament file with the next round drawn (tournament-format.md §5).
 */
import { runAsProcess } from './cli-io';
import { runDraw } from './run-draw';

runAsProcess(runDraw);
