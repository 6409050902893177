import { describe, expect, it } from 'vitest';
import { filterByName, matchesName, searchKey } from './player-search';

describe('finding a player by part of the name', () => {
  it('ignores case, accents and umlauts, and reads ß as ss', () => {
    expect(searchKey('  Jürgen  STRAßER ')).toBe('jurgen strasser');
    expect(matchesName('Jürgen Straßer', 'strasser')).toBe(true);
    expect(matchesName('Franz Müller', 'mull')).toBe(true);
    expect(matchesName('Zoë Brandstätter', 'ZOE')).toBe(true);
  });

  it('needs every typed word somewhere in the name, in any order', () => {
    expect(matchesName('Anna Huber (Ried)', 'huber anna')).toBe(true);
    expect(matchesName('Anna Huber (Ried)', 'huber ried')).toBe(true);
    expect(matchesName('Anna Huber (Ried)', 'huber linz')).toBe(false);
  });

  it('an empty query finds everyone, in their order', () => {
    const names = ['Clara', 'Anna', 'Bernd'];
    expect(filterByName(names, (n) => n, '   ')).toEqual(names);
    expect(filterByName(names, (n) => n, 'n')).toEqual(['Anna', 'Bernd']);
  });

  it('answers the same for a name folded before and after many others (the kept keys are bounded)', () => {
    expect(searchKey('Jürgen Straßer')).toBe('jurgen strasser');
    const many = Array.from({ length: 12_000 }, (_, i) => `Spielerin Ö${i}`);
    expect(filterByName(many, (n) => n, 'o11999')).toEqual(['Spielerin Ö11999']);
    expect(searchKey('Jürgen Straßer')).toBe('jurgen strasser');
    expect(matchesName('Jürgen Straßer', 'STRASS')).toBe(true);
  });
});
