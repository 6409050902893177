import { describe, expect, it } from 'vitest';
import { toString } from '../rational';
import { tournamentErrorLine } from './errors';
import { parseTournament } from './parse-tournament';
import { computeStandings } from './standings';

function file(extra: Record<string, unknown> = {}, players?: unknown[]): Record<string, unknown> {
  return {
    format: 'tarock-tournament', version: 1, id: 't1', name: 'Cup', rules: 'tarockcup', plannedRounds: 1, handsPerRound: { 4: 16, 5: 20 },
    players: players ?? [{ id: 'a', name: 'Anna', cupNumber: ' 1234 ' }, { id: 'b', name: 'Bernd' }, { id: 'c', name: 'Clara' }, { id: 'd', name: 'Dieter' }],
    rounds: [{ tables: [{ table: 1, players: ['a', 'b', 'c', 'd'], result: { totals: [150.5, 99.75, -50.25, -200] } }] }],
    ...extra,
  };
}
const lines = (input: unknown): string[] => {
  const r = parseTournament(input);
  return r.ok ? [] : r.error.map(tournamentErrorLine);
};

describe('cupNumber on players (tournament-format.md §1, §2)', () => {
  it('is kept, trimmed; standings do not use it', () => {
    const r = parseTournament(file());
    expect(r.ok && r.value.players[0]).toEqual({ id: 'a', name: 'Anna', cupNumber: '1234' });
  });
  it('must be text of 1–20 characters after trimming, unique in the file (compared trimmed)', () => {
    const players = [
      { id: 'a', name: 'Anna', cupNumber: '1234' }, { id: 'b', name: 'Bernd', cupNumber: '' }, { id: 'c', name: 'Clara', cupNumber: 12 },
      { id: 'd', name: 'Dieter', cupNumber: '123456789012345678901' }, { id: 'e', name: 'Eva', cupNumber: '12345678901234567890' },
      { id: 'f', name: 'Franz', cupNumber: ' 1234' },
    ];
    expect(lines(file({ rounds: [] }, players))).toEqual([
      'players: 1: cupNumber: must be text of 1 to 20 characters',
      'players: 2: cupNumber: must be text of 1 to 20 characters',
      'players: 3: cupNumber: must be text of 1 to 20 characters',
      'players: 5: cupNumber: "1234" is already the cup number of players: 0',
    ]);
  });
});

describe('cupPoints "heine" and "fixpunkte" in the standings (§3)', () => {
  it('heine: by the exact total, unranked null', () => {
    const r = parseTournament(file({ cupPoints: 'heine', players: [...(file().players as unknown[]), { id: 'e', name: 'Eva' }] }));
    if (!r.ok) throw new Error('valid');
    expect(computeStandings(r.value).rows.map((x) => `${x.name} ${x.cupPoints === null ? '-' : toString(x.cupPoints)}`))
      .toEqual(['Anna 125', 'Bernd 399/4', 'Clara 0', 'Dieter 0', 'Eva -']);
  });
  it('fixpunkte: the 50-place table by place', () => {
    const r = parseTournament(file({ cupPoints: 'fixpunkte' }));
    if (!r.ok) throw new Error('valid');
    expect(computeStandings(r.value).rows.map((x) => toString(x.cupPoints!))).toEqual(['223', '198', '180', '168']);
  });
  it('a season passes its own form instead of the file\'s', () => {
    const r = parseTournament(file({ cupPoints: [1, 1, 1, 1] }));
    if (!r.ok) throw new Error('valid');
    expect(computeStandings(r.value, 'heine').rows[0]!.cupPoints).toEqual({ n: 125, d: 1 });
  });
});
