/**
 * The one size cap of every file the app imports (a backup, an evening, a tournament, a
 * season): larger files are refused before they are read. 20 MB holds a season of 50
 * tournaments of 200 players with every hand kept; the import checks such a file off the
 * main thread (`season-check-worker.ts`), so the page stays responsive.
 */
import type { TournamentError } from '@/domain/tournament/errors';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;

/** Whether a file (its size in bytes, or its text's length) is over the cap. */
export function overImportLimit(size: number): boolean {
  return size > MAX_IMPORT_BYTES;
}

/** The refusal of a tournament or season file over the cap, named by its size. */
export function fileTooLarge(sizeBytes: number): TournamentError {
  return {
    code: 'ERR_T_FILE_TOO_LARGE',
    field: '',
    message: `the file is larger than ${MAX_IMPORT_MB} MB`,
    params: { maxMb: MAX_IMPORT_MB, sizeMb: Math.ceil(sizeBytes / 1024 / 1024) },
  };
}
