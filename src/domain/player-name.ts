/**
 * What a player's name may be, at every entry point (forms, imports, table cards, the
 * tournament's registration): Unicode NFC, no bidi controls and no zero-width or other
 * invisible format characters (they are removed), no control characters, trimmed, inner
 * white space collapsed to one space, and at most MAX_PLAYER_NAME_LENGTH characters.
 * Two names that differ only by what this removes are the same name (`playerNameKey`, the
 * key of an evening's names and a table card's). A tournament's registration and a season
 * compare names by the one name key of tournament-format.md §8 (`nameKey`, beside the clean
 * name in ./season/match-players.ts), so the desk warns of what the season would match.
 */
import { nameKey } from './season/match-players';

/** Longest name the app accepts (characters after normalising); the tournament format allows 60. */
export const MAX_PLAYER_NAME_LENGTH = 60;

/** Longest tournament name (characters after normalising, tournament-format.md §1). */
export const MAX_TOURNAMENT_NAME_LENGTH = 80;

// Bidi embeddings, overrides and isolates; marks; zero-width characters; word joiner and invisible
// operators; the BOM; soft hyphen; Mongolian vowel separator; Hangul/Khmer fillers that render blank;
// and C0/C1 control characters. Checked by code point (a regex class would mix in combining marks).
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f], [0x007f, 0x009f], [0x00ad, 0x00ad], [0x034f, 0x034f], [0x061c, 0x061c],
  [0x115f, 0x1160], [0x17b4, 0x17b5], [0x180e, 0x180e], [0x200b, 0x200f], [0x202a, 0x202e],
  [0x2060, 0x206f], [0x3164, 0x3164], [0xfeff, 0xfeff], [0xffa0, 0xffa0],
];

function isInvisible(char: string): boolean {
  const code = char.codePointAt(0)!;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

function removeInvisible(text: string): string {
  let out = '';
  for (const char of text) if (!isInvisible(char)) out += char;
  return out;
}

/** The name as the app stores and compares it. */
export function normalizePlayerName(raw: string): string {
  return removeInvisible(raw.normalize('NFC').replace(/[\t\n\r\v\f\u0085\u2028\u2029]/g, ' '))
    .replace(/\s+/gu, ' ')
    .trim();
}

export type PlayerNameProblem = 'empty' | 'tooLong';

/** Why a (raw) name cannot be used, or null when its normalised form is fine. */
export function playerNameProblem(raw: string): PlayerNameProblem | null {
  const name = normalizePlayerName(raw);
  if (name.length === 0) return 'empty';
  if ([...name].length > MAX_PLAYER_NAME_LENGTH) return 'tooLong';
  return null;
}

/** True when the raw text holds characters that normalising removes (bidi, zero-width, control). */
export function hasHiddenCharacters(raw: string): boolean {
  const visible = raw.normalize('NFC').replace(/[\t\n\r ]/g, '');
  return removeInvisible(visible) !== visible;
}

/** Key under which two names count as the same player (normalised, case-folded). */
export function playerNameKey(raw: string): string {
  return normalizePlayerName(raw).toLocaleLowerCase('de-AT');
}

/**
 * Names of a tournament's registration that occur more than once, as their name keys
 * (tournament-format.md §8, `nameKey`): the director is warned of exactly the names a
 * season would take for one cup player.
 */
export function duplicateNameKeys(names: readonly string[]): Set<string> {
  const seen = new Map<string, number>();
  for (const name of names) {
    const key = nameKey(name);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, n]) => n > 1).map(([key]) => key));
}

/**
 * Why a (raw) tournament name cannot be used, or null when its normalised form is fine. A
 * tournament's name is normalised as a player's (`normalizePlayerName`: no bidi or invisible
 * characters, inner white space collapsed), but may have MAX_TOURNAMENT_NAME_LENGTH characters.
 */
export function tournamentNameProblem(raw: string): PlayerNameProblem | null {
  const name = normalizePlayerName(raw);
  if (name.length === 0) return 'empty';
  if ([...name].length > MAX_TOURNAMENT_NAME_LENGTH) return 'tooLong';
  return null;
}
