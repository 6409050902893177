/**
 * The one builder of a session (session-format.md) for every test and benchmark: the
 * unit and screen tests, the settlement and rulebook kits, the random sessions of the
 * property tests, the tournament tables and the browser tests' long evening all
 * assemble their session here. Imports only `src/domain`.
 */
import { SESSION_KEYS, type Hand, type RulesSpec, type Seat, type Session, type SessionTournamentLink } from '@/domain/model';
import { everyFactHands } from './hands';

/** The players the builders seat, in seat order: the first four at a 4-table, all five at a 5-table. */
export const NAMES = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Erika'] as const;

/**
 * What a test says about its session. Every field has a default (a Thursday evening
 * of four under `hausregeln`, without hands); a field given as `undefined` is left
 * out of the session, e.g. `{ name: undefined, date: undefined }` for a file without them.
 */
export interface SessionOptions {
  /** The players' names, or how many of `NAMES` (default 4). */
  players?: readonly string[] | number;
  /** The session's `rules` field (default `'hausregeln'`); for a resolved rule set pass its `preset`. */
  rules?: RulesSpec;
  hands?: readonly Hand[];
  name?: string | undefined;
  date?: string | undefined;
  stakeCents?: number | undefined;
  firstDealer?: Seat | undefined;
  lastRoundFrom?: number | undefined;
  kassaStart?: number | undefined;
  tournament?: SessionTournamentLink | undefined;
}

const DEFAULTS = {
  name: 'Donnerstagsrunde',
  date: '2026-11-20',
  stakeCents: 10,
  firstDealer: 0,
} as const;

/** A valid session, its keys in the format's order. The hands are copied, not checked. */
export function makeSession(opts: SessionOptions = {}): Session {
  const { players = 4, hands = [], ...rest } = opts;
  const fields: Partial<Session> = {
    ...DEFAULTS,
    ...rest,
    format: 'tarock-session',
    version: 1,
    players: typeof players === 'number' ? NAMES.slice(0, players) : [...players],
    rules: opts.rules ?? 'hausregeln',
    hands: [...hands],
  };
  const session: Record<string, unknown> = {};
  for (const key of SESSION_KEYS) {
    if (fields[key] !== undefined) session[key] = fields[key];
  }
  return session as unknown as Session;
}

/**
 * An `erotas` evening (with Vorfleck) whose four hands (`everyFactHands`) record every
 * fact a row, the print sheet and the CSV can show. Dealers 0, 1, 2, 3.
 */
export function makeEveryFactSession(opts: SessionOptions = {}): Session {
  return makeSession({ rules: { preset: 'erotas', overrides: { vorfleck: true } }, hands: everyFactHands(), ...opts });
}
