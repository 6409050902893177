import { describe, expect, it } from 'vitest';
import type { Session } from '@/domain/index';
import { makeTournament } from '@/testing/tournament-factories';
import { makeBackupBundle, makeSessionFile, serializeJson } from './export-json';
import { backupFileName, sessionFileName, slugify } from './file-names';

const session: Session = {
  hands: [{ game: 'rufer', declarer: 1, partner: 3, result: 'won' }],
  rules: 'hausregeln',
  players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
  version: 1,
  format: 'tarock-session',
  date: '2026-11-20',
  name: 'Donnerstagsrunde',
  stakeCents: 10,
};

describe('makeSessionFile', () => {
  it('writes the session format keys in the format order, nothing else', () => {
    const file = makeSessionFile({ ...session, ...({ stray: 1 } as object) } as Session);
    expect(Object.keys(file)).toEqual(['format', 'version', 'name', 'date', 'players', 'rules', 'stakeCents', 'hands']);
    expect(file.hands).toEqual(session.hands);
  });
  it('keeps a table round\'s tournament key, last, as the format orders it', () => {
    const tournament = { id: 't1', name: 'Cup', round: 2, table: 4, playerIds: ['p1', 'p5', 'p9', 'p2'], handsPerRound: 16 };
    const file = makeSessionFile({ ...session, tournament });
    expect(Object.keys(file)).toEqual(['format', 'version', 'name', 'date', 'players', 'rules', 'stakeCents', 'hands', 'tournament']);
    expect(file.tournament).toEqual(tournament);
  });
  it('serialises with two-space indent and a final newline', () => {
    const text = serializeJson(makeSessionFile(session));
    expect(text.startsWith('{\n  "format": "tarock-session",\n  "version": 1,')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(session);
  });
});

describe('makeBackupBundle', () => {
  it('wraps sessions, rule sets and player names', () => {
    const bundle = makeBackupBundle({
      sessions: [session],
      ruleSets: [{ name: 'Stammtisch', spec: { preset: 'wiki', overrides: { maxKontra: 4 } } }],
      players: ['Anna', 'Karl'],
      exportedAt: '2026-11-22T21:15:00.000Z',
    });
    expect(bundle).toEqual({
      format: 'tarock-backup',
      version: 5,
      exportedAt: '2026-11-22T21:15:00.000Z',
      sessions: [makeSessionFile(session)],
      ruleSets: [{ name: 'Stammtisch', rules: { preset: 'wiki', overrides: { maxKontra: 4 } } }],
      players: ['Anna', 'Karl'],
      tournaments: [],
      kassaCarries: [],
      archived: { sessions: [], tournaments: [] },
      resultLog: [],
      seasons: [],
    });
  });

  it('names the archived evenings by their place and the archived tournaments by their id', () => {
    const cup = { ...makeTournament(), id: 'cup-1' };
    const other = { ...makeTournament(), id: 'cup-2' };
    const bundle = makeBackupBundle({
      sessions: [session, session, session],
      sessionsArchived: [false, true, true],
      ruleSets: [],
      players: [],
      tournaments: [cup, other],
      archivedTournamentIds: ['cup-2', 'gone'],
      exportedAt: '2026-11-22T21:15:00.000Z',
    });
    expect(bundle.archived).toEqual({ sessions: [1, 2], tournaments: ['cup-2'] });
  });
});

describe('file names', () => {
  it('koenigsblock-<date>-<name>.json with umlauts spelled out', () => {
    expect(sessionFileName(session, '2026-11-21T00:00:00Z')).toBe('koenigsblock-2026-11-20-donnerstagsrunde.json');
    expect(sessionFileName({ name: 'Runde bei Jörg & Süß!' }, '2026-11-21T10:00:00Z')).toBe('koenigsblock-2026-11-21-runde-bei-joerg-suess.json');
    expect(sessionFileName({}, '2026-11-21T10:00:00Z', 'csv')).toBe('koenigsblock-2026-11-21.csv');
    expect(backupFileName('2026-11-22T21:15:00.000Z')).toBe('koenigsblock-backup-2026-11-22.json');
  });
  it('slugify keeps only ASCII letters, digits and dashes, at most 40 characters', () => {
    expect(slugify('Café Zögernitz – Tisch 3')).toBe('cafe-zoegernitz-tisch-3');
    expect(slugify('///')).toBe('');
    expect(slugify('a'.repeat(50)).length).toBe(40);
  });
});
