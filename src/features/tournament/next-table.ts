/**
 * Where the director goes after a table's result is in: the next table of the round still
 * without a result, counting on from this one and starting again at the first; none when
 * every other table has its result. Pure, no React.
 */
import { missingTables, type TournamentFile } from '@/domain/index';

export function nextMissingTable(data: TournamentFile, round: number, table: number): number | null {
  const missing = missingTables(data, round).filter((n) => n !== table);
  return missing.find((n) => n > table) ?? missing[0] ?? null;
}
