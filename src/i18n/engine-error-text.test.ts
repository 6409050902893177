// @vitest-environment node
/**
 * One translation of errors (docs/architecture.md §2, "Translations"): every error code the
 * engine, an evening change, the tournament checks and the seating draw can give, and every
 * storage failure, has its own German and English sentence — none falls back to the domain's
 * English message — and the screens word errors through these two modules only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DRAW_ERROR_CODES, ERROR_CODES, TOURNAMENT_ERROR_CODES } from '@/domain/index';
import type { EngineError } from '@/domain/index';
import { SESSION_OP_ERROR_CODES } from '@/domain/session-ops';
import { StorageError } from '@/persistence/storage-errors';
import { changeRefusalText, engineErrorLine, engineErrorText } from './engine-error-text';
import { failureText, sessionLoadErrorText, STORAGE_ERROR_CODES, storageErrorText } from './storage-error-text';

const FALLBACK = 'ENGLISH FALLBACK';
const NAMES = ['Anna', 'Bernd', 'Clara', 'Dieter'];
const PARAMS = { seat: 1, game: 'dreier', praemie: 'pagat', max: 6, points: '30/0', needs: '35/2', sum: '69/0', games: 'dreier, solodreier', count: 7, add: 1, more: 8, remove: 2, fewer: 5, round: 2, table: 3, plannedRounds: 4, missing: 2, tables: '1, 2', names: 'Eva', stored: 4, supported: 3 };

const ENGINE_CODES = [...Object.keys(ERROR_CODES), ...Object.keys(SESSION_OP_ERROR_CODES)];
const TOURNAMENT_CODES = [...Object.keys(TOURNAMENT_ERROR_CODES), ...Object.keys(DRAW_ERROR_CODES)];

function engineError(code: string, params: Record<string, string | number> = PARAMS): EngineError {
  return { code, hand: 2, field: 'hands[2].partner', message: FALLBACK, params };
}

describe('engine errors: one German and one English text per code', () => {
  it.each([...ENGINE_CODES, ...TOURNAMENT_CODES])('%s', (code) => {
    for (const params of [PARAMS, {}]) {
      const de = engineErrorText(engineError(code, params), 'de', NAMES);
      const en = engineErrorText(engineError(code, params), 'en', NAMES);
      for (const text of [de, en]) {
        expect(text).not.toContain(FALLBACK);
        expect(text).not.toMatch(/Nicht angenommen|Not accepted|\[object/);
        if (params === PARAMS) expect(text).not.toMatch(/undefined/);
        expect(text.length).toBeGreaterThan(5);
      }
      expect(de).not.toBe(en);
    }
  });

  it('names seats by the players and games by their names', () => {
    expect(engineErrorText(engineError('ERR_SEAT_SITS_OUT'), 'de', NAMES)).toBe('Bernd gibt und sitzt aus.');
    expect(engineErrorText(engineError('ERR_SEAT_SITS_OUT'), 'en', NAMES)).toBe('Bernd deals and sits out.');
    expect(engineErrorText(engineError('ERR_TARIFF_MISSING', { games: 'dreier' }), 'de')).toBe('Ohne Tarif: Dreier.');
  });

  it('an unknown code (a newer engine) still gives a sentence in the language, never English in German', () => {
    expect(engineErrorText(engineError('ERR_SOMETHING_NEW'), 'de')).toBe('Nicht angenommen (ERR_SOMETHING_NEW).');
  });

  it('puts another hand in front, and words refused changes as what they would do', () => {
    expect(engineErrorLine(engineError('ERR_PARTNER_IS_DECLARER'), 'de', NAMES, 5)).toBe('Spiel 3: Der Partner kann nicht der Spieler sein.');
    expect(engineErrorLine(engineError('ERR_PARTNER_IS_DECLARER'), 'de', NAMES, 2)).toBe('Der Partner kann nicht der Spieler sein.');
    expect(changeRefusalText(engineError('ERR_SEAT_SITS_OUT'), 'de', NAMES)).toBe('Spiel 3: Bernd würde geben und aussetzen');
    expect(changeRefusalText(engineError('ERR_VORHAND_ONLY'), 'en', NAMES)).toBe('Game 3: the declarer would no longer be first hand');
  });
});

describe('storage errors: one German and one English text per code', () => {
  it.each(STORAGE_ERROR_CODES)('%s', (code) => {
    const error = new StorageError(code, FALLBACK, { params: { stored: 4, supported: 3 } });
    const de = storageErrorText(error, 'de');
    const en = storageErrorText(error, 'en');
    expect(de).not.toContain(FALLBACK);
    expect(en).not.toContain(FALLBACK);
    expect(de).not.toBe(en);
    expect(de).not.toMatch(/undefined/);
  });

  it('words what a storage call threw, and an evening that cannot be opened', () => {
    expect(storageErrorText(Object.assign(new Error(FALLBACK), { name: 'QuotaExceededError' }), 'de')).toMatch(/^Der Speicher des Geräts ist voll/);
    expect(storageErrorText(new Error(FALLBACK), 'de')).toMatch(/^Der Gerätespeicher hat die Anfrage abgelehnt/);
    expect(sessionLoadErrorText({ code: 'ERR_STORAGE_NOT_FOUND' }, 'de')).toBe('Diesen Abend gibt es nicht (mehr).');
    expect(sessionLoadErrorText({ code: 'ERR_SESSION_INVALID' }, 'en')).toBe('This evening contains invalid data and cannot be settled.');
    expect(failureText(new TypeError(FALLBACK), 'de')).toBe('Unerwarteter Fehler (TypeError). Bitte noch einmal versuchen.');
  });
});

describe('screens word errors through the one translation', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }
  const screens = [...sources(join(root, 'features')), ...sources(join(root, 'app'))].filter((f) => !f.endsWith('error-boundary.tsx'));

  it('no screen shows an error object\'s English message', () => {
    // The error boundary is the one exception: it shows a crash's technical detail under a German text.
    const offenders = screens.filter((file) => /\b(e|err|error|loadError|problem|first|x)\.message\b|engine\??\.message/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => f.slice(root.length))).toEqual([]);
  });

  it('no screen keeps its own table of engine or storage texts', () => {
    const offenders = screens.filter((file) => /case 'ERR_STORAGE_|=== 'ERR_STORAGE_QUOTA' \?|ERR_PARTNER_IS_DECLARER|lang === 'en' \? `?[^`']*(?:refused|storage|sits out)/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => f.slice(root.length))).toEqual([]);
  });
});
