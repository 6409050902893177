/**
 * Import of session files and backup bundles. A file the user brings is
 * untrusted: every step returns a `Result` with stable error codes and nothing
 * is written until everything in the file has passed the engine's own
 * validation (`parseSession`, `resolveRules`).
 *
 *   checkImportFile (name, size, type)  → readable at all?
 *   parseImportText (the file's text)   → JSON? which format and version? every session, rule set,
 *                                         tournament and carried pot valid?
 *   planImport (+ what is stored)       → new / already there / conflicting, shown as a preview
 *   buildImportRecords (+ the choices)  → the records `importBackup` writes in one transaction
 *
 * Duplicates are recognised by a content fingerprint (canonical JSON of the
 * session file). A different session with the same name, date and players is a
 * conflict: it is only imported, as a copy, when the user says so. A tournament
 * is recognised by its id (as the tournament import does) and a carried pot by
 * its table (the same players): the same content is already there, other
 * content is a conflict and the stored one stays. Nothing stored is ever
 * overwritten.
 *
 * The steps' parts: what a file holds and how its problems are told (`import-content.ts`),
 * one item of a file (`import-items.ts`), a whole bundle (`import-bundle.ts`), the plan and
 * the records (`import-plan.ts`). This file is the door the app uses.
 */
import type { Result } from '@/domain/model';
import { BACKUP_FORMAT, BACKUP_VERSION, SESSION_FORMAT } from './export-json';
import { MAX_IMPORT_MB, overImportLimit } from './file-limit';
import { checkBundleVersion, importBundle } from './import-bundle';
import { fail, isRecord, versionError, type ImportContent, type ImportError } from './import-content';
import { importSession } from './import-items';

export type { ImportContent, ImportError, ImportErrorCode } from './import-content';
export {
  buildImportRecords, planImport,
  type ImportPlan, type ImportRecords, type PlannedKassaCarry, type PlannedSeason, type PlannedSession, type PlannedTournament,
} from './import-plan';

export { MAX_IMPORT_BYTES } from './file-limit';

const JSON_TYPES = new Set(['application/json', 'text/json']);
/** Types phones and desktops report for a .json file they do not know. */
const NEUTRAL_TYPES = new Set(['', 'application/octet-stream', 'text/plain']);

/** Checks what is known before reading: type, emptiness, size. */
export function checkImportFile(file: { name: string; size: number; type: string }): Result<null, ImportError[]> {
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const isJson = JSON_TYPES.has(type) || (extension === 'json' && NEUTRAL_TYPES.has(type)) || (extension === '' && NEUTRAL_TYPES.has(type));
  if (!isJson) {
    return { ok: false, error: [fail('ERR_IMPORT_FILE_TYPE', `${file.name} is not a JSON file.`, { name: file.name, type: type || extension })] };
  }
  if (file.size === 0) return { ok: false, error: [fail('ERR_IMPORT_EMPTY', 'The file is empty.', { name: file.name })] };
  if (overImportLimit(file.size)) {
    return {
      ok: false,
      error: [fail('ERR_IMPORT_TOO_LARGE', `The file is larger than ${MAX_IMPORT_MB} MB.`, {
        name: file.name, sizeMb: Math.ceil(file.size / 1024 / 1024), maxMb: MAX_IMPORT_MB,
      })],
    };
  }
  return { ok: true, value: null };
}

/** Parses and validates the whole file; on success nothing in it is invalid. */
export function parseImportText(text: string): Result<ImportContent, ImportError[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: false, error: [fail('ERR_IMPORT_EMPTY', 'The file is empty.')] };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, error: [fail('ERR_IMPORT_NOT_JSON', `The file is not valid JSON (${detail}).`, { detail })] };
  }
  const format = isRecord(raw) ? raw.format : undefined;
  if (!isRecord(raw) || (format !== SESSION_FORMAT && format !== BACKUP_FORMAT)) {
    const shown = typeof format === 'string' ? format : '';
    return {
      ok: false,
      error: [fail('ERR_IMPORT_WRONG_FORMAT', `This is not a Königsblock file (format ${shown ? `"${shown}"` : 'missing'}).`, { format: shown })],
    };
  }
  if (format === BACKUP_FORMAT) {
    const check = checkBundleVersion(raw.version);
    if (check !== 'ok') return { ok: false, error: [versionError(check, 'backup', raw.version, BACKUP_VERSION)] };
    return importBundle(raw, raw.version as number);
  }
  const single = importSession(raw, 0);
  if (!single.ok) return single;
  return { ok: true, value: { kind: 'session', sessions: [single.value], ruleSets: [], players: [], tournaments: [], kassaCarries: [], seasons: [] } };
}
