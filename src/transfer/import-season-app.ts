/**
 * What a backup's season carries beside its file and the app needs to check itself (the season
 * file's own check knows nothing of it): an ÖF season's start list (`oefStart`) and a side
 * ranking's link to its cup season (`side`, the cup season named by its place in the bundle).
 * Each is refused with the place of every problem, never taken in part.
 */
import { MAX_PLAYER_NAME_LENGTH } from '@/domain/player-name';
import { MAX_CARRIED_NOTE_LENGTH, MAX_CUP_LENGTH, MAX_SEASON_LENGTH } from '@/domain/season/model';
import type { OefStartEntry, OefStartStored } from '@/domain/season/oef-start';
import type { SeasonFile } from '@/domain/season/model';
import type { BundleSideLink } from './export-json';
import { bundleError, isRecord, type ImportError } from './import-content';

/** Far above any real start list (every cup of Austria together); bounds a hostile file. */
const MAX_START_ENTRIES = 5000;
/** The sources' file names and the cup numbers are shown as they are: bounded like a name. */
const MAX_TEXT = 200;
const CODE = /^[\p{L}\p{N}]{1,8}$/u;

const chars = (v: string) => [...v].length;
const textOf = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim() !== '' && chars(v) <= max;
const pointsOf = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const countOf = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function checkKeys(raw: Record<string, unknown>, allowed: readonly string[], where: string, item: number, errors: ImportError[]): void {
  for (const key of Object.keys(raw)) if (!allowed.includes(key)) errors.push(bundleError(`${where}.${key}`, 'unknown key', item));
}

function checkEntry(raw: unknown, where: string, item: number, errors: ImportError[]): void {
  if (!isRecord(raw)) {
    errors.push(bundleError(where, 'must be a start-list entry { number, name, points, note, via }', item));
    return;
  }
  checkKeys(raw, ['number', 'name', 'points', 'note', 'via'], where, item, errors);
  if (raw.number !== null && !textOf(raw.number, MAX_TEXT)) errors.push(bundleError(`${where}.number`, 'must be an ÖF number (text) or null', item));
  if (!textOf(raw.name, MAX_PLAYER_NAME_LENGTH)) errors.push(bundleError(`${where}.name`, `must be a name of 1 to ${MAX_PLAYER_NAME_LENGTH} characters`, item));
  if (!pointsOf(raw.points)) errors.push(bundleError(`${where}.points`, 'must be a number of start points, 0 or more', item));
  if (!textOf(raw.note, MAX_CARRIED_NOTE_LENGTH)) errors.push(bundleError(`${where}.note`, `must be text of 1 to ${MAX_CARRIED_NOTE_LENGTH} characters`, item));
  if (!Array.isArray(raw.via) || raw.via.length === 0) {
    errors.push(bundleError(`${where}.via`, 'must be a list of the cups the player qualified through', item));
    return;
  }
  raw.via.forEach((v: unknown, k: number) => {
    const at = `${where}.via[${k}]`;
    if (!isRecord(v)) {
      errors.push(bundleError(at, 'must be { code, cupNumber, place, points }', item));
      return;
    }
    checkKeys(v, ['code', 'cupNumber', 'place', 'points'], at, item, errors);
    if (typeof v.code !== 'string' || !CODE.test(v.code)) errors.push(bundleError(`${at}.code`, 'must be a cup code of 1 to 8 letters or digits', item));
    if (v.cupNumber !== null && !textOf(v.cupNumber, MAX_TEXT)) errors.push(bundleError(`${at}.cupNumber`, 'must be a cup number (text) or null', item));
    if (!countOf(v.place) || v.place < 1) errors.push(bundleError(`${at}.place`, 'must be a place, 1 or more', item));
    if (!pointsOf(v.points)) errors.push(bundleError(`${at}.points`, 'must be a number of start points, 0 or more', item));
  });
}

function checkSource(raw: unknown, where: string, item: number, errors: ImportError[]): void {
  if (!isRecord(raw)) {
    errors.push(bundleError(where, 'must be a cup\'s list { cup, season, code, file, players }', item));
    return;
  }
  checkKeys(raw, ['cup', 'season', 'code', 'file', 'players'], where, item, errors);
  if (!textOf(raw.cup, MAX_CUP_LENGTH)) errors.push(bundleError(`${where}.cup`, `must be the cup's name, 1 to ${MAX_CUP_LENGTH} characters`, item));
  if (typeof raw.season !== 'string' || chars(raw.season) > MAX_SEASON_LENGTH) errors.push(bundleError(`${where}.season`, `must be text of at most ${MAX_SEASON_LENGTH} characters`, item));
  if (typeof raw.code !== 'string' || !CODE.test(raw.code)) errors.push(bundleError(`${where}.code`, 'must be a cup code of 1 to 8 letters or digits', item));
  if (!textOf(raw.file, MAX_TEXT)) errors.push(bundleError(`${where}.file`, `must be a file name of 1 to ${MAX_TEXT} characters`, item));
  if (!countOf(raw.players)) errors.push(bundleError(`${where}.players`, 'must be a count of players, 0 or more', item));
}

/** An ÖF season's start list of the season `seasons[item]`: every entry and cup list in its shape. */
export function importOefStart(raw: unknown, item: number, errors: ImportError[]): OefStartStored | undefined {
  const where = `seasons[${item}].oefStart`;
  if (!isRecord(raw)) {
    errors.push(bundleError(where, 'must be a start list { entries, qualified, sources }', item));
    return undefined;
  }
  const before = errors.length;
  checkKeys(raw, ['entries', 'qualified', 'sources'], where, item, errors);
  if (!Array.isArray(raw.entries) || raw.entries.length > MAX_START_ENTRIES) {
    errors.push(bundleError(`${where}.entries`, `must be a list of at most ${MAX_START_ENTRIES} start-list entries`, item));
  } else raw.entries.forEach((e: unknown, i: number) => checkEntry(e, `${where}.entries[${i}]`, item, errors));
  if (!countOf(raw.qualified)) errors.push(bundleError(`${where}.qualified`, 'must be a count of qualified entries, 0 or more', item));
  if (!Array.isArray(raw.sources)) errors.push(bundleError(`${where}.sources`, 'must be a list of the cups\' lists', item));
  else raw.sources.forEach((s: unknown, i: number) => checkSource(s, `${where}.sources[${i}]`, item, errors));
  if (errors.length > before) return undefined;
  return {
    entries: (raw.entries as OefStartEntry[]).map((e) => ({ ...e, via: e.via.map((v) => ({ ...v })) })),
    qualified: raw.qualified as number,
    sources: (raw.sources as OefStartStored['sources']).map((s) => ({ ...s })),
  };
}

/**
 * A side ranking's link of the season `seasons[item]`: its cup season another season of the
 * bundle (`of`, its place), `"all"` or the ids of tournaments of that cup season, and the chosen
 * players as `eligible` names them. The cup season's file is checked by then (`files`, by place;
 * null where it was refused).
 */
export function importSideLink(raw: unknown, item: number, files: readonly (SeasonFile | null)[], errors: ImportError[]): BundleSideLink | undefined {
  const where = `seasons[${item}].side`;
  if (!isRecord(raw)) {
    errors.push(bundleError(where, 'must be a link { of, tournaments, players }', item));
    return undefined;
  }
  const before = errors.length;
  checkKeys(raw, ['of', 'tournaments', 'players'], where, item, errors);
  const of = raw.of;
  const cup = typeof of === 'number' && Number.isInteger(of) && of >= 0 && of < files.length && of !== item ? files[of] : undefined;
  if (cup === undefined) errors.push(bundleError(`${where}.of`, `must be the place of another season in "seasons" (0 to ${files.length - 1})`, item));
  const ids = cup ? new Set(cup.tournaments.map((t) => t.id)) : null;
  if (raw.tournaments !== 'all') {
    if (!Array.isArray(raw.tournaments)) errors.push(bundleError(`${where}.tournaments`, 'must be "all" or a list of tournament ids of its cup season', item));
    else raw.tournaments.forEach((id: unknown, i: number) => {
      if (typeof id !== 'string' || (ids !== null && !ids.has(id))) errors.push(bundleError(`${where}.tournaments[${i}]`, 'must be the id of a tournament of its cup season', item));
    });
  }
  if (!Array.isArray(raw.players) || !raw.players.every((p) => textOf(p, MAX_PLAYER_NAME_LENGTH))) {
    errors.push(bundleError(`${where}.players`, 'must be a list of cup numbers or name keys', item));
  }
  if (errors.length > before) return undefined;
  return { of: of as number, tournaments: raw.tournaments === 'all' ? 'all' : [...(raw.tournaments as string[])], players: [...(raw.players as string[])] };
}
