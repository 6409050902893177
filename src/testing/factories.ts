/**
 * Test data builders. Every test builds its sessions here instead of spreading
 * literal objects across files.
 */
import type { CheckedSession, Hand, Session } from '@/domain/model';
import type { StoredRuleSet, StoredSession } from '@/persistence/db';
import { checkedSession } from './domain/checked-session';

let counter = 0;

function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${String(counter).padStart(4, '0')}`;
}

/** A valid 4-player `hausregeln` session without hands; override any field. */
export function makeSession(overrides: Partial<Session> = {}): CheckedSession {
  return checkedSession({
    format: 'tarock-session',
    version: 1,
    name: 'Donnerstagsrunde',
    date: '2026-11-20',
    players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
    rules: 'hausregeln',
    stakeCents: 10,
    firstDealer: 0,
    hands: [],
    ...overrides,
  });
}

/**
 * Three hands on a 4-table under `hausregeln` (dealer 0, 1, 2):
 * Rufer won by Bernd with Dieter [−1, +1, −1, +1]; Dreier won by Anna with 38/1
 * [+18, −6, −6, −6]; Bettler lost by Clara, Anna contra'd [+8, +4, −16, +4].
 * Totals: Anna +25, Bernd −1, Clara −23, Dieter −1.
 */
export function makeSampleHands(): Hand[] {
  return [
    { game: 'rufer', declarer: 1, partner: 3, result: 'won' },
    { game: 'dreier', declarer: 0, points: '38/1' },
    { game: 'bettler', declarer: 2, result: 'lost', kontraBy: { '0': 1 } },
  ];
}

/** A stored session record around `makeSession`. */
export function makeStoredSession(overrides: Partial<Omit<StoredSession, 'data'>> & { data?: Partial<Session> } = {}): StoredSession {
  const { data, ...rest } = overrides;
  return {
    id: nextId('session'),
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T18:00:00.000Z',
    archived: false,
    ...rest,
    data: makeSession(data),
  };
}

export function makeStoredRuleSet(overrides: Partial<StoredRuleSet> = {}): StoredRuleSet {
  return {
    id: nextId('rules'),
    name: 'Stammtisch',
    spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 } } },
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * An `erotas` evening (with Vorfleck) whose four hands record every fact a row,
 * the print sheet and the CSV can show: Re with Vorfleck, an announced Valat,
 * Prämien of both sides (one announced with Kontra and a holder), a note;
 * Schleifen; a Piccolo with an opponent's Kontra and a Bei with its own Kontra;
 * a Renonce. Dealers 0, 1, 2, 3.
 */
export function makeEveryFactSession(overrides: Partial<Session> = {}): CheckedSession {
  return makeSession({
    rules: { preset: 'erotas', overrides: { vorfleck: true } },
    hands: [
      {
        game: 'dreier', declarer: 1, result: 'won', kontra: 2, vorfleck: true, valat: { side: 'declarer', announced: true, made: true },
        praemien: [
          { id: 'pagat', side: 'declarer', announced: true, made: true, by: 1, kontra: 1 },
          { id: 'trull', side: 'opponents', announced: false, made: true },
        ],
        note: 'Karten neu gemischt',
      },
      { game: 'rufer', declarer: 2, conceded: true, partner: null },
      { game: 'piccolo', declarer: 3, result: 'won', kontraBy: { '0': 1 }, bei: [{ declarer: 0, game: 'piccolo', result: 'lost', kontraBy: { '1': 2 } }] },
      { game: 'rufer', declarer: 0, partner: 1, renonce: { by: 2 } },
    ],
    ...overrides,
  });
}
