import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchCupPlayers } from './season/match-players';
import {
  duplicateNameKeys, hasHiddenCharacters, MAX_PLAYER_NAME_LENGTH, MAX_TOURNAMENT_NAME_LENGTH, normalizePlayerName,
  playerNameKey, playerNameProblem, tournamentNameProblem,
} from './player-name';

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

describe('names in a tournament (tournament-format.md §1: players 1–60 characters, the tournament 1–80)', () => {
  it('two registrations of one name, however typed, are flagged once by their key', () => {
    expect(duplicateNameKeys(['Anna Huber', 'anna  huber', 'An\u200Bna Huber', 'Bernd'])).toEqual(new Set(['anna huber']));
    expect(duplicateNameKeys(['Anna Huber', 'Anna Huber (Ried)'])).toEqual(new Set());
  });

  it('the desk warns of a duplicate exactly when the season takes the names for one cup player (§8 name key)', () => {
    expect(duplicateNameKeys(['Anna Huber', 'Ａｎｎａ Huber'])).toEqual(new Set(['anna huber']));
    expect(duplicateNameKeys(['Josef Müller', 'Josef Mueller', 'Huber Anna', 'Anna Huber'])).toEqual(new Set());
    // Names built from the pieces §8 folds (case, full-width letters, white space of every kind,
    // format and control characters, composed and decomposed umlauts) and from ones it keeps apart.
    const piece = fc.constantFrom('a', 'A', 'ａ', 'Ａ', 'n', 'N', 'ｎ', 'u', 'ü', 'u\u0308', 'ue', ' ', '  ', '\t', '\u3000', '\u00a0', '\u200b', '\u202e', '\u00ad', '\u0007', 'ß', 'ss', 'ﬁ', 'fi');
    const name = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => `H${parts.join('')}r`);
    fc.assert(
      fc.property(fc.array(name, { minLength: 2, maxLength: 5 }), (names) => {
        const atDesk = duplicateNameKeys(names).size > 0;
        const match = matchCupPlayers({ tournaments: [{ players: names.map((n, i) => ({ id: `p${i}`, name: n })) }] });
        expect(atDesk).toBe(match.sameInTournament.length > 0);
        expect(atDesk).toBe(match.players.length < names.length);
      }),
      { numRuns: 500 },
    );
  });

  it('a tournament name is normalised like a player name, and may have 80 characters', () => {
    expect(normalizePlayerName(' Hausruck-Cup,\u202E  3. Turnier ')).toBe('Hausruck-Cup, 3. Turnier');
    expect(MAX_TOURNAMENT_NAME_LENGTH).toBe(80);
    expect(tournamentNameProblem('N'.repeat(80))).toBeNull();
    expect(tournamentNameProblem(`${'N'.repeat(80)}\u200B`)).toBeNull();
    expect(tournamentNameProblem('N'.repeat(81))).toBe('tooLong');
    expect(tournamentNameProblem('\u200B\u202E')).toBe('empty');
  });
});
