import { describe, expect, it } from 'vitest';
import { SEASON_ERROR_CODES, TOURNAMENT_ERROR_CODES } from '@/domain/index';
import { seasonProblemText } from './engine-error-text';

describe('seasonProblemText', () => {
  it.each([...Object.keys(SEASON_ERROR_CODES), 'ERR_T_CUP_POINTS_SCHEME', 'ERR_T_CUP_NUMBER', 'ERR_T_CUP_NUMBER_DUPLICATE'])(
    '%s has its own German and English text', (code) => {
      const e = { code, field: 'x', message: 'ENGLISH FALLBACK', params: {} };
      const de = seasonProblemText(e, 'de');
      const en = seasonProblemText(e, 'en');
      expect(de).not.toContain('ENGLISH FALLBACK');
      expect(en).not.toContain('ENGLISH FALLBACK');
      expect(de).not.toBe(en);
    });

  it('the new tournament codes are listed with the tournament\'s', () => {
    expect(Object.keys(TOURNAMENT_ERROR_CODES)).toEqual(expect.arrayContaining(['ERR_T_CUP_POINTS_SCHEME', 'ERR_T_CUP_NUMBER', 'ERR_T_CUP_NUMBER_DUPLICATE']));
  });

  it('puts the tournament and the location in front, and says what to do', () => {
    const totals = { code: 'ERR_T_TOTALS_SUM', tournament: 3, round: 2, table: 4, field: 'result: totals', message: 'must sum to 0, got 3', params: { sum: '3' } };
    expect(seasonProblemText(totals, 'de')).toBe('Turnier 3, Runde 2, Tisch 4: Die Summen ergeben zusammen 3, nicht 0.');
    expect(seasonProblemText(totals, 'en')).toBe('Tournament 3, Round 2, Table 4: The totals add up to 3, not 0.');
    const ambiguous = { code: 'ERR_S_NAME_AMBIGUOUS', tournament: 3, player: 0, field: 'name', message: '', params: { numbers: '30, 31' } };
    expect(seasonProblemText(ambiguous, 'de')).toBe('Turnier 3, Spieler 1: Der Name passt zu mehreren Cupnummern (30, 31). Gib die Cupnummer an.');
    const id = { code: 'ERR_S_DUPLICATE_ID', tournament: 3, field: 'id', message: '', params: { other: 1 } };
    expect(seasonProblemText(id, 'en')).toBe('Tournament 3: This tournament is already in the season (tournament 1).');
    expect(seasonProblemText({ code: 'ERR_S_REQUIRED', field: 'final: counts', message: '' }, 'de')).toBe('Angabe fehlt: Finale (Wertung).');
    expect(seasonProblemText({ code: 'ERR_S_OEF_TOO_FEW', field: 'oef: startPoints', message: '', params: { count: 3, places: 4 } }, 'en'))
      .toBe('Only 3 ÖF start points for 4 places. Complete the table or lower the places.');
    expect(seasonProblemText({ code: 'ERR_T_CUP_POINTS_SCHEME', field: 'cupPoints', message: '', params: { scheme: 'hiene' } }, 'de'))
      .toBe('Ein Cuppunkte-System „hiene“ gibt es nicht (möglich: Liste, „fixpunkte“, „heine“).');
  });
});
