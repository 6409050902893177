import { describe, expect, it } from 'vitest';
import { nearSeasonPeople, seasonPeople } from './near-players';

const season = {
  tournaments: [
    { players: [{ id: 'p1', name: 'Anna Huber', cupNumber: '30' }, { id: 'p2', name: 'Josef Müller' }, { id: 'p3', name: 'Karl Koch', cupNumber: '12' }] },
    { players: [{ id: 'p1', name: 'Karl Koch', cupNumber: '13' }, { id: 'p2', name: 'Bernd Maier' }] },
  ],
};
const people = seasonPeople(season);
const near = (typed: string) => nearSeasonPeople(people, typed).map((p) => [p.name, p.cupNumber, p.reason]);

describe('the registration\'s "Meinten Sie …?"', () => {
  it('finds a season player one letter away, with first and last name swapped, or an umlaut written out', () => {
    expect(near('Ana Huber')).toEqual([['Anna Huber', '30', 'spelling']]);
    expect(near('Huber Anna')).toEqual([['Anna Huber', '30', 'wordOrder']]);
    expect(near('Josef Mueller')).toEqual([['Josef Müller', null, 'umlaut']]);
  });

  it('asks which one when the same name carries several cup numbers', () => {
    expect(near('karl  KOCH')).toEqual([['Karl Koch', '12', 'severalNumbers'], ['Karl Koch', '13', 'severalNumbers']]);
  });

  it('asks nothing for a season player\'s exact name, for a name close to nobody, or for nothing typed', () => {
    expect(near('anna huber')).toEqual([]);
    expect(near('Zoe Xander')).toEqual([]);
    expect(near('  ')).toEqual([]);
  });
});
