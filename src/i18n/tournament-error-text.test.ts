import { describe, expect, it } from 'vitest';
import { DRAW_ERROR_CODES, TOURNAMENT_ERROR_CODES } from '@/domain/index';
import { tournamentProblemText } from './engine-error-text';

const CODES = [...Object.keys(TOURNAMENT_ERROR_CODES), ...Object.keys(DRAW_ERROR_CODES)];

describe('tournamentProblemText', () => {
  it.each(CODES)('%s has its own German and English text (never the English fallback in the German screen)', (code) => {
    const e = { code, field: 'x', message: 'ENGLISH FALLBACK', params: {} };
    const de = tournamentProblemText(e, 'de');
    const en = tournamentProblemText(e, 'en');
    expect(de).not.toContain('ENGLISH FALLBACK');
    expect(en).not.toContain('ENGLISH FALLBACK');
    expect(de).not.toBe(en);
  });

  it('puts the translated location in front', () => {
    const e = { code: 'ERR_T_TOTALS_SUM', round: 2, table: 4, field: 'result: totals', message: 'must sum to 0, got 3', params: { sum: '3' } };
    expect(tournamentProblemText(e, 'de')).toBe('Runde 2, Tisch 4: Die Summen ergeben zusammen 3, nicht 0.');
    expect(tournamentProblemText(e, 'en')).toBe('Round 2, Table 4: The totals add up to 3, not 0.');
  });

  it('a problem inside a hand uses the engine\'s words with the table\'s names', () => {
    const e = { code: 'ERR_PARTNER_IS_DECLARER', round: 1, table: 2, hand: 6, field: 'partner', message: 'must not be the declarer' };
    expect(tournamentProblemText(e, 'de', ['Anna', 'Bernd', 'Clara', 'Dieter'])).toBe('Runde 1, Tisch 2, Spiel 7: Der Partner kann nicht der Spieler sein.');
  });

  it('the impossible counts say what to do', () => {
    const e = { code: 'ERR_DRAW_CANNOT_SEAT', message: '', params: { count: 11, add: 1, more: 12, remove: 1, fewer: 10 } };
    expect(tournamentProblemText(e, 'de')).toBe('11 Spieler lassen sich nicht an Tische zu 4 und 5 setzen. Melde 1 Spieler mehr an (12) oder 1 ab (10).');
    const seven = { code: 'ERR_DRAW_CANNOT_SEAT', message: '', params: { count: 7, add: 1, more: 8, remove: 2, fewer: 5 } };
    expect(tournamentProblemText(seven, 'en')).toBe('7 players cannot be seated at tables of 4 and 5. Register 1 more (8) or withdraw 2 (5).');
  });
});
