import { describe, expect, it } from 'vitest';
import { parseSession } from '../validation/validate-session';
import { buildTournament } from '@/testing/domain/tournament';
import { makeRoundCards, makeTableCard, parseTableCard, sessionFromCard, tableEveningName, tableNames } from './table-card';

describe('table card from a drawn table', () => {
  const t = buildTournament({ players: 13 });

  it('carries the tournament, round, table, the players in seating order and the first dealer', () => {
    const card = makeTableCard(t, 1, 3)!;
    expect(card).toEqual({
      format: 'tarock-table-card',
      version: 1,
      tournament: { id: t.id, name: 'Hausruck-Cup, 3. Turnier', rules: 'tarockcup', stakeCents: 10 },
      round: 1,
      table: 3,
      handsPerRound: 20,
      timeLimitMinutes: 120,
      players: ['p9', 'p10', 'p11', 'p12', 'p13'].map((id) => ({ id, name: t.players.find((p) => p.id === id)!.name })),
      firstDealer: t.rounds[0]!.tables[2]!.firstDealer,
    });
  });

  it('a 4-table plays 16 hands, a 5-table 20', () => {
    expect(makeRoundCards(t, 1).map((c) => [c.table, c.players.length, c.handsPerRound])).toEqual([[1, 4, 16], [2, 4, 16], [3, 5, 20]]);
  });

  it('no card for a table or round that was not drawn', () => {
    expect(makeTableCard(t, 1, 4)).toBeNull();
    expect(makeTableCard(t, 2, 1)).toBeNull();
  });

  it('reads back what it writes', () => {
    const card = makeTableCard(t, 1, 1)!;
    expect(parseTableCard(JSON.parse(JSON.stringify(card)))).toEqual({ ok: true, value: card });
  });
});

describe('parseTableCard: a card from a scan or a file is untrusted', () => {
  const card = makeTableCard(buildTournament(), 1, 1)!;
  const codes = (input: unknown) => {
    const r = parseTableCard(input);
    return r.ok ? [] : r.error.map((e) => `${e.code} ${e.field}`);
  };

  it('refuses another kind of file and a newer version', () => {
    expect(codes({ format: 'tarock-hand-in', version: 1 })).toEqual(['ERR_MSG_FORMAT format']);
    expect(codes('hello')).toEqual(['ERR_MSG_FORMAT format']);
    expect(codes({ ...card, version: 2 })).toEqual(['ERR_MSG_VERSION_NEWER version']);
  });

  it('names every malformed field', () => {
    expect(codes({ ...card, round: 0, table: 'x', extra: 1 })).toEqual(['ERR_MSG_INVALID file', 'ERR_MSG_INVALID round', 'ERR_MSG_INVALID table']);
    expect(codes({ ...card, players: card.players.slice(0, 3) })).toEqual(['ERR_MSG_INVALID players']);
    expect(codes({ ...card, players: [...card.players.slice(0, 3), { id: card.players[0]!.id, name: 'X' }] })).toEqual(['ERR_MSG_INVALID players[3].id']);
    expect(codes({ ...card, players: [...card.players.slice(0, 3), { id: 'q', name: '\u200b ' }] })).toEqual(['ERR_MSG_INVALID players[3].name']);
    expect(codes({ ...card, firstDealer: 4 })).toEqual(['ERR_MSG_INVALID firstDealer']);
    expect(codes({ ...card, tournament: { ...card.tournament, rules: 'poker' } })).toEqual(['ERR_MSG_INVALID tournament.rules']);
  });

  it('normalises names arriving from a card', () => {
    const r = parseTableCard({ ...card, players: card.players.map((p, i) => (i === 0 ? { ...p, name: '  Anna\u200b  Huber\u202e ' } : p)) });
    expect(r.ok && r.value.players[0]!.name).toBe('Anna Huber');
  });
});

describe('the round sheet opened from a card', () => {
  const t = buildTournament({ players: 13 });

  it('has the names, seating, first dealer, rules, stake and the tournament key, and is a valid session', () => {
    const card = makeTableCard(t, 1, 2)!;
    const session = sessionFromCard(card, '2026-11-27');
    expect(session.players).toEqual(card.players.map((p) => p.name));
    expect(session.firstDealer).toBe(card.firstDealer);
    expect(session.rules).toBe('tarockcup');
    expect(session.stakeCents).toBe(10);
    expect(session.tournament).toEqual({ id: t.id, name: t.name, round: 1, table: 2, playerIds: ['p5', 'p6', 'p7', 'p8'], handsPerRound: 16 });
    const { tournament: _, ...plain } = session;
    expect(parseSession(plain).ok).toBe(true);
  });

  it('two players with the same name at one table are told apart, and the ids keep who is who', () => {
    const card = makeTableCard(t, 1, 1)!;
    card.players[1]!.name = card.players[0]!.name;
    card.players[3]!.name = card.players[0]!.name.toUpperCase();
    const session = sessionFromCard(card, '2026-11-27');
    expect(session.players).toEqual(['Anna Huber (1)', 'Anna Huber (2)', card.players[2]!.name, 'ANNA HUBER (3)']);
    expect(session.tournament.playerIds).toEqual(['p1', 'p2', 'p3', 'p4']);
    const { tournament: _, ...plain } = session;
    expect(parseSession(plain).ok).toBe(true);
  });

  it('a told-apart name never collides with another player and stays within 60 characters', () => {
    expect(tableNames([{ name: 'Max' }, { name: 'Max' }, { name: 'Max (1)' }, { name: 'Eva' }])).toEqual(['Max (2)', 'Max (3)', 'Max (1)', 'Eva']);
    const long = 'L'.repeat(60);
    const names = tableNames([{ name: long }, { name: long }, { name: 'A' }, { name: 'B' }]);
    expect(names.map((n) => n.length)).toEqual([60, 60, 1, 1]);
    expect(new Set(names).size).toBe(4);
  });
});

describe('a tournament name of 80 characters (what the format allows) at a table', () => {
  const long = 'Oberösterreichischer Hausruck-Tarockcup der Wirtshäuser, 3. Turnier im Advent 26';
  const t = { ...buildTournament({ players: 13 }), name: long };

  it('the card keeps the full name; the evening\'s name is shortened to 60 characters with "…"', () => {
    expect([...long]).toHaveLength(80);
    const card = parseTableCard(JSON.parse(JSON.stringify(makeTableCard(t, 1, 1))));
    expect(card.ok && card.value.tournament.name).toBe(long);
    if (!card.ok) return;
    const session = sessionFromCard(card.value, '2026-11-27');
    expect([...session.name!]).toHaveLength(60);
    expect(session.name).toBe(`${[...long].slice(0, 59).join('').trimEnd()}…`);
    expect(session.tournament.name).toBe(long);
    const { tournament: _, ...plain } = session;
    expect(parseSession(plain).ok).toBe(true);
  });

  it('a card\'s tournament name loses bidi and invisible characters', () => {
    const card = makeTableCard(buildTournament(), 1, 1)!;
    const r = parseTableCard({ ...card, tournament: { ...card.tournament, name: '\u202eHaus\u200bruck-Cup ' } });
    expect(r.ok && r.value.tournament.name).toBe('Hausruck-Cup');
    expect(codes({ ...card, tournament: { ...card.tournament, name: '\u200b\u2067' } })).toEqual(['ERR_MSG_INVALID tournament.name']);
    expect(codes({ ...card, tournament: { ...card.tournament, name: 'N'.repeat(81) } })).toEqual(['ERR_MSG_INVALID tournament.name']);
  });

  it('a short name stays as it is', () => {
    expect(tableEveningName('Hausruck-Cup')).toBe('Hausruck-Cup');
    expect(tableEveningName('N'.repeat(60))).toBe('N'.repeat(60));
  });
});

function codes(input: unknown): string[] {
  const r = parseTableCard(input);
  return r.ok ? [] : r.error.map((e) => `${e.code} ${e.field}`);
}
