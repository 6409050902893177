/**
 * The table card (tournament-format.md §6): made by the director's device from a drawn
 * table, read by a table's phone, which opens the round's sheet from it without a name
 * typed. The card from a scan or a file is untrusted: `parseTableCard` is its only door.
 */
import { MAX_SESSION_NAME_LENGTH } from '../limits';
import type { Result, RulesSpec, Session } from '../model';
import { MAX_PLAYER_NAME_LENGTH, normalizePlayerName, playerNameKey } from '../player-name';
import { resolveRules } from '../rules/resolve-rules';
import { describe, get, has, isIntIn, isObject, quote } from '../validation/checks';
import { MAX_STAKE_CENTS } from '../validation/validate-session';
import { MAX_TOURNAMENT_NAME_LENGTH } from './parse-tournament';
import { messageError, type MessageError } from './message-error';
import { isTableKey } from './table-key';
import { TABLE_CARD_FORMAT, type SessionTournamentLink, type TableCard, type TournamentFile } from './model';

export const TABLE_CARD_KEYS = [
  'format', 'version', 'tournament', 'round', 'table', 'handsPerRound', 'timeLimitMinutes', 'players', 'firstDealer', 'key',
] as const;
const CARD_TOURNAMENT_KEYS = ['id', 'name', 'rules', 'stakeCents'] as const;

/** The table card of table `table` in round `round` (1-based), or null when the round has no such table. */
export function makeTableCard(t: TournamentFile, round: number, table: number): TableCard | null {
  const draw = t.rounds[round - 1]?.tables.find((x) => x.table === table);
  if (!draw) return null;
  const size = draw.players.length === 5 ? '5' : '4';
  const card: TableCard = {
    format: TABLE_CARD_FORMAT,
    version: 1,
    tournament: { id: t.id, name: t.name, rules: t.rules },
    round,
    table,
    handsPerRound: t.handsPerRound[size],
    players: draw.players.map((id) => ({ id, name: t.players.find((p) => p.id === id)?.name ?? id })),
    firstDealer: draw.firstDealer ?? 0,
  };
  if (t.stakeCents !== undefined) card.tournament.stakeCents = t.stakeCents;
  if (t.timeLimitMinutes !== undefined) card.timeLimitMinutes = t.timeLimitMinutes;
  if (draw.key !== undefined) card.key = draw.key;
  return card;
}

/** The table cards of every table of a round, in table order. */
export function makeRoundCards(t: TournamentFile, round: number): TableCard[] {
  const tables = t.rounds[round - 1]?.tables ?? [];
  return [...tables].sort((a, b) => a.table - b.table).map((x) => makeTableCard(t, round, x.table)!);
}

/** Reads a table card from untrusted JSON: every field checked, names normalised. */
export function parseTableCard(input: unknown): Result<TableCard, MessageError[]> {
  const errors: MessageError[] = [];
  const invalid = (field: string, message: string) => errors.push(messageError('ERR_MSG_INVALID', field, message));
  if (!isObject(input) || get(input, 'format') !== TABLE_CARD_FORMAT) {
    return { ok: false, error: [messageError('ERR_MSG_FORMAT', 'format', `not a table card (expected "format": "${TABLE_CARD_FORMAT}")`, { expected: TABLE_CARD_FORMAT })] };
  }
  const version = get(input, 'version');
  if (version !== 1) {
    if (typeof version === 'number' && Number.isInteger(version) && version > 1) {
      return { ok: false, error: [messageError('ERR_MSG_VERSION_NEWER', 'version', `version ${version} is newer than this app reads (1)`, { version })] };
    }
    return { ok: false, error: [messageError('ERR_MSG_INVALID', 'version', `must be 1, got ${describe(version)}`)] };
  }
  for (const key of Object.keys(input)) {
    if (!(TABLE_CARD_KEYS as readonly string[]).includes(key)) invalid('file', `unknown key ${quote(key)}`);
  }
  const tournament = get(input, 'tournament');
  let rules: RulesSpec = 'tarockcup';
  let tournamentId = '';
  let tournamentName = '';
  let stakeCents: number | undefined;
  if (!isObject(tournament)) invalid('tournament', `must be an object, got ${describe(tournament)}`);
  else {
    for (const key of Object.keys(tournament)) {
      if (!(CARD_TOURNAMENT_KEYS as readonly string[]).includes(key)) invalid('tournament', `unknown key ${quote(key)}`);
    }
    const id = get(tournament, 'id');
    if (typeof id === 'string' && id.length >= 1 && id.length <= 64) tournamentId = id;
    else invalid('tournament.id', `must be text of 1–64 characters, got ${describe(id)}`);
    // Normalised like a player's name (no bidi or invisible characters), then 1–80 characters.
    const name = get(tournament, 'name');
    const clean = typeof name === 'string' ? normalizePlayerName(name) : '';
    if (clean.length >= 1 && [...clean].length <= MAX_TOURNAMENT_NAME_LENGTH) tournamentName = clean;
    else invalid('tournament.name', `must be text of 1–${MAX_TOURNAMENT_NAME_LENGTH} characters, got ${describe(name)}`);
    const resolved = has(tournament, 'rules') ? resolveRules(get(tournament, 'rules') as RulesSpec) : null;
    if (resolved?.ok) rules = JSON.parse(JSON.stringify(get(tournament, 'rules'))) as RulesSpec;
    else invalid('tournament.rules', resolved ? resolved.error.map((e) => `${e.field}: ${e.message}`).join('; ') : 'is required');
    if (has(tournament, 'stakeCents')) {
      const v = get(tournament, 'stakeCents');
      if (isIntIn(v, 0, MAX_STAKE_CENTS)) stakeCents = v;
      else invalid('tournament.stakeCents', `must be a whole number of cents 0–${MAX_STAKE_CENTS}, got ${describe(v)}`);
    }
  }
  const round = get(input, 'round');
  if (!isIntIn(round, 1, 20)) invalid('round', `must be a round number 1–20, got ${describe(round)}`);
  const table = get(input, 'table');
  if (!isIntIn(table, 1, 1000)) invalid('table', `must be a table number, got ${describe(table)}`);
  const handsPerRound = get(input, 'handsPerRound');
  if (!isIntIn(handsPerRound, 1, 100)) invalid('handsPerRound', `must be 1–100, got ${describe(handsPerRound)}`);
  const timeLimit = get(input, 'timeLimitMinutes');
  if (has(input, 'timeLimitMinutes') && !isIntIn(timeLimit, 1, 24 * 60)) invalid('timeLimitMinutes', `must be 1–1440 minutes, got ${describe(timeLimit)}`);
  const players = get(input, 'players');
  const cleanPlayers: { id: string; name: string }[] = [];
  if (!Array.isArray(players) || players.length < 4 || players.length > 5) {
    invalid('players', `must list 4 or 5 players, got ${describe(players)}`);
  } else {
    const ids = new Set<string>();
    (players as unknown[]).forEach((p, i) => {
      const id = isObject(p) ? get(p, 'id') : undefined;
      const rawName = isObject(p) ? get(p, 'name') : undefined;
      if (!isObject(p) || Object.keys(p).some((k) => k !== 'id' && k !== 'name')) {
        invalid(`players[${i}]`, 'must be { "id", "name" }');
        return;
      }
      if (typeof id !== 'string' || id.length < 1 || id.length > 64) invalid(`players[${i}].id`, `must be text of 1–64 characters, got ${describe(id)}`);
      else if (ids.has(id)) invalid(`players[${i}].id`, `${quote(id)} sits at the table twice`);
      else ids.add(id);
      const name = typeof rawName === 'string' ? normalizePlayerName(rawName) : '';
      if (name.length === 0 || [...name].length > MAX_PLAYER_NAME_LENGTH) invalid(`players[${i}].name`, `must be a name of 1–${MAX_PLAYER_NAME_LENGTH} characters, got ${describe(rawName)}`);
      cleanPlayers.push({ id: typeof id === 'string' ? id : '', name });
    });
  }
  const firstDealer = has(input, 'firstDealer') ? get(input, 'firstDealer') : 0;
  const seats = Array.isArray(players) ? players.length : 5;
  if (!isIntIn(firstDealer, 0, seats - 1)) invalid('firstDealer', `must be a seat 0–${seats - 1}, got ${describe(firstDealer)}`);
  const key = get(input, 'key');
  if (has(input, 'key') && !isTableKey(key)) invalid('key', `must be 22 base64url characters, got ${describe(key)}`);
  if (errors.length > 0) return { ok: false, error: errors };

  const card: TableCard = {
    format: TABLE_CARD_FORMAT,
    version: 1,
    tournament: { id: tournamentId, name: tournamentName, rules },
    round: round as number,
    table: table as number,
    handsPerRound: handsPerRound as number,
    players: cleanPlayers,
    firstDealer: firstDealer as number,
  };
  if (stakeCents !== undefined) card.tournament.stakeCents = stakeCents;
  if (typeof timeLimit === 'number') card.timeLimitMinutes = timeLimit;
  if (isTableKey(key)) card.key = key;
  return { ok: true, value: card };
}

/**
 * Names for the session's columns: the card's names, with players whose names are equal
 * (after normalising, ignoring case) told apart by a number in seating order —
 * "Anna Huber (1)", "Anna Huber (2)" — so the session stays valid (its names must differ).
 */
export function tableNames(players: readonly { name: string }[]): string[] {
  const names = players.map((p) => normalizePlayerName(p.name));
  const keys = names.map((n) => playerNameKey(n));
  const taken = new Set(keys);
  const counter = new Map<string, number>();
  return names.map((name, i) => {
    const key = keys[i]!;
    if (keys.filter((k) => k === key).length === 1) return name;
    let n = counter.get(key) ?? 0;
    let candidate: string;
    do {
      n += 1;
      const suffix = ` (${n})`;
      const room = MAX_PLAYER_NAME_LENGTH - suffix.length;
      candidate = [...name].slice(0, room).join('').trimEnd() + suffix;
    } while (taken.has(playerNameKey(candidate)));
    counter.set(key, n);
    taken.add(playerNameKey(candidate));
    return candidate;
  });
}

/** The session's `tournament` key for a card (tournament-format.md §7). */
export function tournamentLinkOf(card: TableCard): SessionTournamentLink {
  return {
    id: card.tournament.id,
    name: card.tournament.name,
    round: card.round,
    table: card.table,
    playerIds: card.players.map((p) => p.id),
    handsPerRound: card.handsPerRound,
  };
}

/**
 * The evening's name for a table of a tournament: the tournament's name (normalised),
 * shortened with "…" to the evening's cap when it is longer (a tournament name may have
 * 80 characters, an evening's name 60), so the evening stays exportable and restorable.
 */
export function tableEveningName(tournamentName: string): string {
  const chars = [...normalizePlayerName(tournamentName)];
  if (chars.length <= MAX_SESSION_NAME_LENGTH) return chars.join('');
  return chars.slice(0, MAX_SESSION_NAME_LENGTH - 1).join('').trimEnd() + '…';
}

/**
 * The round's sheet for a table card: the players in seating order, the first dealer,
 * the tournament's rules and stake, and the `tournament` key that ties it to the round.
 * `date` is the day the sheet is opened (ISO date).
 */
export function sessionFromCard(card: TableCard, date: string): Session & { tournament: SessionTournamentLink } {
  const session: Session & { tournament: SessionTournamentLink } = {
    format: 'tarock-session',
    version: 1,
    name: tableEveningName(card.tournament.name),
    date,
    players: tableNames(card.players),
    rules: card.tournament.rules,
    firstDealer: card.firstDealer,
    hands: [],
    tournament: tournamentLinkOf(card),
  };
  if (card.tournament.stakeCents !== undefined) session.stakeCents = card.tournament.stakeCents;
  return session;
}
