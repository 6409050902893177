import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seasonMessages } from '@/features/season/messages';
import { tournamentMessages } from '@/features/tournament/messages';
import { tournamentSeasonMessages } from '@/features/tournament/season-messages';
import { seasonProblemText, tournamentProblemText } from './engine-error-text';
import { translate } from './i18n';

/** Plural nouns that follow a count; each needs its word for exactly one. */
const PLURAL_NOUN =
  /\{(\w+)\} (Spiele|Spielen|Runden|Tische|Tischen|Turniere|Turnieren|Änderungen|Gleichstände|Minuten|Ergebnisse|Ergebnissen|Zeilen|Karten|Dateien|Abende|Abenden|Punkte|Einträge|Plätze|Seiten|Cupnummern|Nummern|Qualifikationen|hands|rounds|tables|players|tournaments|changes|ties|minutes|results|games|names|lines|cards|files|evenings|points|entries|places|pages|cup numbers|numbers|cents|qualifications|characters|fields|rows)\b/;

/** Every messages file of the features, in their subfolders too (season/results-import/messages.ts). */
function messageFiles(): string[] {
  const features = join(process.cwd(), 'src/features');
  return readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((f) => /messages\.ts$/.test(f)).map((f) => join(features, f));
}

describe('counts and their words', () => {
  it('a count picks the word for one or for many, in German and English', () => {
    const messages = { de: { x: '{n} {n:Runde|Runden}' }, en: { x: '{n} {n:round|rounds}' } };
    expect(translate(messages, 'de')('x', { n: 1 })).toBe('1 Runde');
    expect(translate(messages, 'de')('x', { n: 2 })).toBe('2 Runden');
    expect(translate(messages, 'de')('x', { n: 0 })).toBe('0 Runden');
    expect(translate(messages, 'en')('x', { n: 1 })).toBe('1 round');
    expect(translate(messages, 'en')('x', { n: 2 })).toBe('2 rounds');
  });

  it('the screens say "1 Runde" and "1 Turnier", not "1 Runden"', () => {
    expect(translate(seasonMessages, 'de')('tournamentLine', { players: 8, rounds: 1 })).toBe('8 Spieler · 1 Runde');
    expect(translate(seasonMessages, 'en')('tournamentLine', { players: 1, rounds: 2 })).toBe('1 player · 2 rounds');
    expect(translate(seasonMessages, 'de')('listSummary', { count: 1, best: 'beste 2' })).toBe('1 Turnier · beste 2');
    expect(translate(tournamentMessages, 'de')('roundStatusMissing', { missing: 1, n: 3 })).toBe('1 von 3 Tischen fehlt');
    expect(translate(tournamentMessages, 'en')('playersCount', { n: 1 })).toBe('1 player');
    expect(translate(tournamentMessages, 'en')('addedN', { n: 1 })).toBe('1 player added');
    expect(translate(tournamentMessages, 'en')('addedN', { n: 2 })).toBe('2 players added');
    expect(translate(tournamentSeasonMessages, 'de')('numbersTaken', { n: 1 })).toBe('1 Cupnummer eingetragen.');
    expect(translate(tournamentSeasonMessages, 'de')('numbersTaken', { n: 3 })).toBe('3 Cupnummern eingetragen.');
    expect(translate(tournamentSeasonMessages, 'en')('numbersTaken', { n: 1 })).toBe('1 cup number entered.');
  });

  it('no message prints a count before a plural noun without the word for one', () => {
    const offenders = messageFiles().flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').filter((line) => PLURAL_NOUN.test(line)).map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no message hedges a count with "Ergebnis(se)" or "result(s)": the count picks the word', () => {
    const hedged = /\{\w+\} [\wäöüÄÖÜß]+\((se|e|s|n|en|er)\)/;
    const offenders = messageFiles().flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').filter((line) => hedged.test(line)).map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('refusals that count', () => {
  it('say "1 Tisch" and "1 table", "1 geplantes Turnier"', () => {
    const missing = (n: number, lang: 'de' | 'en') => tournamentProblemText({ code: 'ERR_DRAW_RESULTS_MISSING', field: '', message: '', params: { missing: n, tables: '3' } }, lang);
    expect(missing(1, 'de')).toContain('Es fehlt noch 1 Tisch (3)');
    expect(missing(2, 'de')).toContain('Es fehlen noch 2 Tische');
    expect(missing(1, 'en')).toContain('1 table is missing');
    const planned = seasonProblemText({ code: 'ERR_S_PLANNED_TOO_FEW', field: '', message: '', params: { planned: 1, count: 2 } }, 'de');
    expect(planned).toContain('1 geplantes Turnier ist weniger');
  });
});
