/**
 * A tournament file from another device, compared with the one this device has
 * (same `id`): what differs (settings, players, rounds, each table's result), and the
 * file "nur Fehlendes übernehmen" makes — every result this device has is kept, the rest
 * is taken from the other file. Pure; the import stores the outcome and logs every table
 * whose result changes (`resultChanges`).
 */
import type { Hand } from '../model';
import type { PlayerId, Round, TableDraw, TableResult, TournamentFile, TournamentPlayer } from './model';
import { resultFingerprint } from './result-fingerprint';

/** The settings a tournament file has besides its players and rounds. */
export const SETTING_KEYS = ['name', 'date', 'rules', 'stakeCents', 'plannedRounds', 'handsPerRound', 'timeLimitMinutes', 'cupPoints', 'lots'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export type TableResultChange = {
  round: number;
  table: number;
  /**
   * `added`: only the other file has a result; `removed`: only this device has one;
   * `changed`: both have different ones.
   */
  kind: 'added' | 'removed' | 'changed';
  here?: TableResult;
  incoming?: TableResult;
};

export interface TournamentDiff {
  /** Nothing differs (key order aside). */
  same: boolean;
  settings: SettingKey[];
  players: {
    added: TournamentPlayer[];
    removed: TournamentPlayer[];
    renamed: { id: PlayerId; from: string; to: string }[];
    /** Players whose `withdrawnAfter` differs. */
    withdrawal: TournamentPlayer[];
  };
  rounds: { here: number; incoming: number };
  /** Rounds (1-based) whose tables are seated differently (other players, seats or first dealer). */
  reseated: number[];
  /** Tables whose result differs, by round and table. */
  results: TableResultChange[];
  /**
   * Tables of rounds both sides hold whose hand-in key differs: the file brings a key where
   * this device has none (`added`), has none where this device has one (`removed`), or
   * another one (`changed`). Neither "nur Fehlendes übernehmen" nor "ersetzen" takes them:
   * the file's keys are taken only when the director chooses so (`takeKeys`).
   */
  keys: TableKeyChange[];
}

export type TableKeyChange = { round: number; table: number; kind: 'added' | 'removed' | 'changed' };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sorted);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).filter((k) => record[k] !== undefined).sort().map((k) => [k, sorted(record[k])]));
}

function fingerprint(result: TableResult | undefined): string | null {
  return result ? resultFingerprint(result as TableResult<Hand>) : null;
}

function sameSeating(a: TableDraw, b: TableDraw): boolean {
  return a.players.join('\u0000') === b.players.join('\u0000') && (a.firstDealer ?? 0) === (b.firstDealer ?? 0);
}

function seatedSame(a: Round | undefined, b: Round | undefined): boolean {
  if (!a || !b || a.tables.length !== b.tables.length) return false;
  return a.tables.every((t) => {
    const other = b.tables.find((x) => x.table === t.table);
    return other !== undefined && sameSeating(t, other);
  });
}

/** Every table whose result differs between two files of one tournament (by fingerprint). */
export function resultChanges(before: TournamentFile, after: TournamentFile): TableResultChange[] {
  const changes: TableResultChange[] = [];
  const rounds = Math.max(before.rounds.length, after.rounds.length);
  for (let i = 0; i < rounds; i++) {
    const here = before.rounds[i]?.tables ?? [];
    const there = after.rounds[i]?.tables ?? [];
    const numbers = [...new Set([...here.map((t) => t.table), ...there.map((t) => t.table)])].sort((a, b) => a - b);
    for (const table of numbers) {
      const a = here.find((t) => t.table === table)?.result;
      const b = there.find((t) => t.table === table)?.result;
      const fa = fingerprint(a);
      const fb = fingerprint(b);
      if (fa === fb) continue;
      const kind = fa === null ? 'added' : fb === null ? 'removed' : 'changed';
      changes.push({ round: i + 1, table, kind, ...(a ? { here: a } : {}), ...(b ? { incoming: b } : {}) });
    }
  }
  return changes;
}

/** Every table of a round both files hold whose key differs (see `TournamentDiff.keys`). */
export function keyChanges(here: TournamentFile, incoming: TournamentFile): TableKeyChange[] {
  const changes: TableKeyChange[] = [];
  for (let i = 0; i < Math.min(here.rounds.length, incoming.rounds.length); i++) {
    for (const t of incoming.rounds[i]!.tables) {
      const mine = here.rounds[i]!.tables.find((x) => x.table === t.table)?.key;
      if (mine === t.key) continue;
      changes.push({ round: i + 1, table: t.table, kind: mine === undefined ? 'added' : t.key === undefined ? 'removed' : 'changed' });
    }
  }
  return changes;
}

/**
 * `out` (a file made from `here` and `incoming`) with the hand-in keys settled: in every
 * round this device holds, each table keeps this device's key — or has none where this
 * device has none — whatever the file says. Only with `takeKeys` (the director's own
 * choice) a table takes the file's key, and only where the file has one and the table is
 * seated as in the file (a key belongs to the card printed for that seating): a file that left
 * its keys out never removes one. Rounds only the file has keep the file's keys: this device
 * never printed a card for them.
 */
export function settleKeys(here: TournamentFile, incoming: TournamentFile, out: TournamentFile, takeKeys = false): TournamentFile {
  return {
    ...out,
    rounds: out.rounds.map((round, i) => {
      const mine = here.rounds[i];
      if (!mine) return round;
      const theirs = incoming.rounds[i];
      return {
        ...round,
        tables: round.tables.map((t) => {
          const other = theirs?.tables.find((x) => x.table === t.table);
          // A file without a table's key (exported for someone else) takes nothing away: only a key it has can be taken.
          const key = takeKeys && other?.key !== undefined && sameSeating(other, t)
            ? other.key
            : mine.tables.find((x) => x.table === t.table)?.key;
          if (key === t.key) return t;
          const { key: _old, ...rest } = t;
          return key === undefined ? rest : { ...rest, key };
        }),
      };
    }),
  };
}

/**
 * `incoming` with the keys it left out put back from `here`: each table of a round both hold
 * that has no key in the file takes this device's key of that table. A file exported without
 * keys (for someone else) is otherwise the same tournament, not another version of it.
 */
export function withLeftOutKeys(here: TournamentFile, incoming: TournamentFile): TournamentFile {
  return {
    ...incoming,
    rounds: incoming.rounds.map((round, i) => {
      const mine = here.rounds[i];
      if (!mine) return round;
      return {
        ...round,
        tables: round.tables.map((t) => {
          const key = t.key === undefined ? mine.tables.find((x) => x.table === t.table)?.key : undefined;
          return key === undefined ? t : { ...t, key };
        }),
      };
    }),
  };
}

/**
 * What differs between the tournament this device has (`here`) and another file of it
 * (`incoming`). Keys the file left out are listed (`keys`, `removed`) but do not make it
 * another version: a file that differs only in them is `same`.
 */
export function diffTournaments(here: TournamentFile, incoming: TournamentFile): TournamentDiff {
  const settings = SETTING_KEYS.filter((k) => !same(here[k], incoming[k]));
  const hereById = new Map(here.players.map((p) => [p.id, p]));
  const incomingById = new Map(incoming.players.map((p) => [p.id, p]));
  const players: TournamentDiff['players'] = {
    added: incoming.players.filter((p) => !hereById.has(p.id)),
    removed: here.players.filter((p) => !incomingById.has(p.id)),
    renamed: here.players.flatMap((p) => {
      const other = incomingById.get(p.id);
      return other && other.name !== p.name ? [{ id: p.id, from: p.name, to: other.name }] : [];
    }),
    withdrawal: incoming.players.filter((p) => {
      const mine = hereById.get(p.id);
      return mine !== undefined && mine.withdrawnAfter !== p.withdrawnAfter;
    }),
  };
  const reseated: number[] = [];
  for (let i = 0; i < Math.min(here.rounds.length, incoming.rounds.length); i++) {
    if (!seatedSame(here.rounds[i], incoming.rounds[i])) reseated.push(i + 1);
  }
  return {
    same: same(here, withLeftOutKeys(here, incoming)),
    settings,
    players,
    rounds: { here: here.rounds.length, incoming: incoming.rounds.length },
    reseated,
    results: resultChanges(here, incoming),
    keys: keyChanges(here, incoming),
  };
}

/**
 * "Nur Fehlendes übernehmen": the other file, except that every result this device has
 * stays. Per round:
 * - a round only this device has stays as it is;
 * - a round only the other file has is taken;
 * - a round seated alike on both: each table keeps this device's result, or takes the
 *   other file's where this device has none;
 * - a round seated differently: this device's round stays when it has any result, else the
 *   other file's is taken.
 * Every table of a round this device holds keeps this device's hand-in key (`settleKeys`;
 * the file's only with `takeKeys`). Players are the other file's, plus those only this
 * device knows (rounds kept from this device may seat them). `plannedRounds` grows to the
 * rounds kept. The outcome still has to pass the file check (`parseTournament`) before it
 * is stored.
 */
export function mergeMissing(here: TournamentFile, incoming: TournamentFile, takeKeys = false): TournamentFile {
  const rounds: Round[] = [];
  const count = Math.max(here.rounds.length, incoming.rounds.length);
  for (let i = 0; i < count; i++) {
    const mine = here.rounds[i];
    const theirs = incoming.rounds[i];
    if (!theirs) rounds.push(mine!);
    else if (!mine) rounds.push(theirs);
    else if (seatedSame(mine, theirs)) {
      rounds.push({
        ...theirs,
        tables: theirs.tables.map((t) => {
          const own = mine.tables.find((x) => x.table === t.table)!;
          const result = own.result ?? t.result;
          const { result: _r, ...rest } = t;
          return { ...rest, ...(result ? { result } : {}) };
        }),
      });
    } else rounds.push(mine.tables.some((t) => t.result) ? mine : theirs);
  }
  const known = new Set(incoming.players.map((p) => p.id));
  const players = [...incoming.players, ...here.players.filter((p) => !known.has(p.id))];
  // A player kept drawn in a round of this device must not count as withdrawn before it.
  const lastSeated = new Map<PlayerId, number>();
  rounds.forEach((r, i) => r.tables.forEach((t) => t.players.forEach((p) => lastSeated.set(p, i + 1))));
  const fixed = players.map((p) => {
    const last = lastSeated.get(p.id);
    if (p.withdrawnAfter === undefined || last === undefined || last <= p.withdrawnAfter) return p;
    return { ...p, withdrawnAfter: last };
  });
  return settleKeys(here, incoming, { ...incoming, players: fixed, rounds, plannedRounds: Math.max(incoming.plannedRounds, rounds.length) }, takeKeys);
}
