import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameKey, playerNameProblem } from './player-name';

describe('player names', () => {
  it('trims, collapses inner white space and composes to NFC', () => {
    expect(normalizePlayerName('  Anna \t  Huber \n')).toBe('Anna Huber');
    expect(normalizePlayerName('Jo\u0308rg')).toBe('Jörg');
  });

  it('removes bidi controls and zero-width characters so a name cannot reverse the text around it', () => {
    expect(normalizePlayerName('\u202EAnna')).toBe('Anna');
    expect(normalizePlayerName('An\u200Bna')).toBe('Anna');
    expect(normalizePlayerName('\u2067Bernd\u2069')).toBe('Bernd');
    expect(normalizePlayerName('Clara\uFEFF\u00AD')).toBe('Clara');
    expect(hasHiddenCharacters('An\u200Dna')).toBe(true);
    expect(hasHiddenCharacters('Anna Huber')).toBe(false);
  });

  it('treats names that differ only by invisible characters or case as the same player', () => {
    expect(playerNameKey('Anna')).toBe(playerNameKey('An\u200Bna'));
    expect(playerNameKey('anna')).toBe(playerNameKey('ANNA'));
  });

  it('refuses empty and over-long names', () => {
    expect(playerNameProblem(' \u200B ')).toBe('empty');
    expect(playerNameProblem('x'.repeat(MAX_PLAYER_NAME_LENGTH))).toBeNull();
    expect(playerNameProblem('x'.repeat(MAX_PLAYER_NAME_LENGTH + 1))).toBe('tooLong');
  });
});
