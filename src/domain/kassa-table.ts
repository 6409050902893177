/**
 * Which table a carried-over Pagatkassa belongs to (rules.md §6): the same players,
 * whatever the seating. The names are compared trimmed and case-insensitively.
 * The stored carry and the backup's import (is a pot already waiting for these
 * players?) both use this one key.
 */
export function kassaTableKey(players: readonly string[]): string {
  return players.map((p) => p.trim().toLocaleLowerCase('de')).sort().join('\u001f');
}
