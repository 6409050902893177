/**
 * The one place where storage failures become German or English text: the app's
 * banner and every screen that saves or loads word a `StorageError` (or anything
 * a storage call threw) through here. One sentence per code, in both languages
 * (the type checker demands one per code, a test renders each).
 */
import type { Lang } from '@/lib/lang';
import { toStorageError, type StorageError, type StorageErrorCode } from '@/state/storage';

type Template = (p: Record<string, string | number>) => string;

const DE: Record<StorageErrorCode, Template> = {
  ERR_STORAGE_QUOTA: () => 'Der Speicher des Geräts ist voll – die letzte Änderung wurde nicht gespeichert. Bitte eine Sicherung exportieren und Platz schaffen.',
  ERR_STORAGE_VERSION: () => 'Die gespeicherten Daten stammen von einer neueren Version der App. Bitte die App neu laden.',
  ERR_STORAGE_NEWER_DATA: (p) =>
    `Die gespeicherten Daten stammen von einer neueren Version der App (Datenversion ${p.stored ?? '?'}, diese App kennt bis ${p.supported ?? '?'}). Sie werden nicht angerührt. Bitte die App neu laden.`,
  ERR_STORAGE_BLOCKED: () => 'Die App ist noch in einem anderen Tab mit einer älteren Version offen. Bitte den anderen Tab schließen.',
  ERR_STORAGE_OUTDATED_TAB: () => 'In einem anderen Tab wurde eine neuere Version der App geöffnet. Bitte diesen Tab neu laden.',
  ERR_STORAGE_UNAVAILABLE: () => 'Der Browser erlaubt hier keinen lokalen Speicher (privater Modus?). Abende können nicht gespeichert werden.',
  ERR_STORAGE_NOT_FOUND: () => 'Das gibt es auf diesem Gerät nicht mehr (in einem anderen Tab gelöscht?).',
  ERR_STORAGE_DAMAGED: () => 'Das ist auf diesem Gerät beschädigt gespeichert und kann nicht verwendet werden – nichts wurde geändert.',
  ERR_STORAGE_UNKNOWN: () => 'Der Gerätespeicher hat die Anfrage abgelehnt – nichts wurde geändert. Bitte noch einmal versuchen; hilft das nicht, eine Sicherung exportieren und die App neu laden.',
};

const EN: Record<StorageErrorCode, Template> = {
  ERR_STORAGE_QUOTA: () => 'The device storage is full – the last change was not saved. Please export a backup and free some space.',
  ERR_STORAGE_VERSION: () => 'The stored data comes from a newer version of the app. Please reload the app.',
  ERR_STORAGE_NEWER_DATA: (p) =>
    `The stored data comes from a newer version of the app (data version ${p.stored ?? '?'}, this app knows up to ${p.supported ?? '?'}). It is left untouched. Please reload the app.`,
  ERR_STORAGE_BLOCKED: () => 'The app is still open in another tab with an older version. Please close the other tab.',
  ERR_STORAGE_OUTDATED_TAB: () => 'A newer version of the app was opened in another tab. Please reload this tab.',
  ERR_STORAGE_UNAVAILABLE: () => 'The browser does not allow local storage here (private mode?). Evenings cannot be saved.',
  ERR_STORAGE_NOT_FOUND: () => 'This no longer exists on this device (deleted in another tab?).',
  ERR_STORAGE_DAMAGED: () => 'This is stored damaged on this device and cannot be used – nothing was changed.',
  ERR_STORAGE_UNKNOWN: () => 'The device storage refused the request – nothing was changed. Please try again; if that does not help, export a backup and reload the app.',
};

function isStorageCode(code: unknown): code is StorageErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(DE, code);
}

/**
 * A storage failure as a sentence: a `StorageError`, a load error carrying a storage code
 * (`{ code, params? }`), or anything a storage call threw (mapped by `toStorageError`).
 */
export function storageErrorText(error: unknown, lang: Lang): string {
  const known: Pick<StorageError, 'code' | 'params'> =
    error && typeof error === 'object' && isStorageCode((error as { code?: unknown }).code)
      ? { code: (error as { code: StorageErrorCode }).code, params: (error as { params?: Record<string, string | number> }).params ?? {} }
      : toStorageError(error);
  return (lang === 'en' ? EN : DE)[known.code](known.params);
}

/** Every storage code (for tests and for screens that list what can go wrong). */
export const STORAGE_ERROR_CODES = Object.keys(DE) as StorageErrorCode[];

/**
 * Why an evening could not be opened (the session store's `loadError`): not stored (any more),
 * stored but invalid (`ERR_SESSION_INVALID`, the engine's errors listed separately), or a
 * storage failure.
 */
export function sessionLoadErrorText(error: { code: string; params?: Record<string, string | number> }, lang: Lang): string {
  if (error.code === 'ERR_STORAGE_NOT_FOUND') return lang === 'en' ? 'This evening does not exist (any more).' : 'Diesen Abend gibt es nicht (mehr).';
  if (error.code === 'ERR_SESSION_INVALID') {
    return lang === 'en' ? 'This evening contains invalid data and cannot be settled.' : 'Dieser Abend enthält ungültige Daten und kann nicht gerechnet werden.';
  }
  return storageErrorText(error, lang);
}

/**
 * Why a tournament cannot be opened although it is stored: its file fails the domain's check
 * when it is read (the problems are listed separately, `tournamentProblemText`).
 */
export function damagedTournamentText(lang: Lang): string {
  return lang === 'en'
    ? 'This tournament is stored damaged on this device and cannot be opened. The other tournaments are not affected. Importing a file of the same tournament (from another device) replaces it; otherwise it can be deleted.'
    : 'Dieses Turnier ist auf diesem Gerät beschädigt gespeichert und kann nicht geöffnet werden. Die anderen Turniere sind nicht betroffen. Eine Turnierdatei desselben Turniers (von einem anderen Gerät) ersetzt es beim Import; sonst kann es gelöscht werden.';
}

/** The same for a cup season whose stored file fails the season check when it is read. */
export function damagedSeasonText(lang: Lang): string {
  return lang === 'en'
    ? 'This season is stored damaged on this device and cannot be opened. The other seasons and the tournaments are not affected. Importing the season file (from another device) brings it back; otherwise it can be deleted.'
    : 'Diese Saison ist auf diesem Gerät beschädigt gespeichert und kann nicht geöffnet werden. Die anderen Saisonen und die Turniere sind nicht betroffen. Die Saisondatei (von einem anderen Gerät) bringt sie beim Import zurück; sonst kann sie gelöscht werden.';
}

/**
 * Anything else that failed (sharing or downloading a file): a recognisable storage failure is
 * worded as one, any other error by its kind — never by the browser's English message.
 */
export function failureText(error: unknown, lang: Lang): string {
  const storage = toStorageError(error);
  if (storage.code !== 'ERR_STORAGE_UNKNOWN') return storageErrorText(storage, lang);
  const kind = error instanceof Error && error.name ? error.name : 'Error';
  return lang === 'en' ? `Unexpected error (${kind}). Please try again.` : `Unerwarteter Fehler (${kind}). Bitte noch einmal versuchen.`;
}
