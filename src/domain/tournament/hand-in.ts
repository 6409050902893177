/**
 * The hand-in (tournament-format.md §6): a table's round as recorded on its phone, sent
 * to the director's device. `makeHandIn` builds it from the round's session; on the
 * director's side `parseHandIn` reads it (untrusted) and `checkHandIn` decides whether it
 * fits the tournament: this tournament, a drawn round and table, exactly the drawn players
 * in the drawn seats, every hand valid under the tournament's rules. More or fewer hands
 * than planned are allowed but need the director's confirmation. For a table that has a key
 * (§1, §6) the hand-in must carry the MAC under that key (./hand-in-mac.ts): a hand-in without
 * it, or with a wrong one, is refused before anything else about it is looked at.
 *
 * The check code is four characters over the round's totals that the table and the
 * director compare by eye: equal codes, equal totals.
 */
import type { CheckedSession, EngineError, Hand, Result, Seat, Session } from '../model';
import { fnv1a32 } from '../hash/fnv';
import { normalizePlayerName } from '../player-name';
import { type Rational, toString as ratToString } from '../rational';
import { describe, get, has, isIntIn, isObject, quote } from '../validation/checks';
import { findDrawnTable, playedHandCount, plannedHandCount, seatingMismatch, type DrawnTableMismatch } from './drawn-table';
import { tournamentErrorLine, type TournamentError } from './errors';
import { validateTableResult } from './parse-tournament';
import { resultScores } from './scores';
import { macMatches, signHandIn } from './hand-in-mac';
import { messageError, type MessageError } from './message-error';
import { HAND_IN_FORMAT, type HandIn, type PlayerId, type SessionTournamentLink, type TableDraw, type TableResult, type TournamentFile } from './model';

export const HAND_IN_KEYS = ['format', 'version', 'tournament', 'round', 'table', 'players', 'firstDealer', 'hands', 'note', 'mac'] as const;

/**
 * The hand-in of a round's session (one opened from a table card, so it has the `tournament`
 * key), signed with the table's `key` when the card carried one.
 */
export function makeHandIn(session: Session & { tournament: SessionTournamentLink }, note?: string, key?: string): HandIn {
  const handIn: HandIn = {
    format: HAND_IN_FORMAT,
    version: 1,
    tournament: session.tournament.id,
    round: session.tournament.round,
    table: session.tournament.table,
    players: [...session.tournament.playerIds],
    firstDealer: session.firstDealer ?? 0,
    hands: session.hands,
  };
  const text = note?.trim();
  if (text) handIn.note = text;
  return signHandIn(handIn, key);
}

/** Reads a hand-in from untrusted JSON (its shape; the hands are checked against the tournament by `checkHandIn`). */
export function parseHandIn(input: unknown): Result<HandIn, MessageError[]> {
  if (!isObject(input) || get(input, 'format') !== HAND_IN_FORMAT) {
    return { ok: false, error: [messageError('ERR_MSG_FORMAT', 'format', `not a hand-in (expected "format": "${HAND_IN_FORMAT}")`, { expected: HAND_IN_FORMAT })] };
  }
  const version = get(input, 'version');
  if (version !== 1) {
    if (typeof version === 'number' && Number.isInteger(version) && version > 1) {
      return { ok: false, error: [messageError('ERR_MSG_VERSION_NEWER', 'version', `version ${version} is newer than this app reads (1)`, { version })] };
    }
    return { ok: false, error: [messageError('ERR_MSG_INVALID', 'version', `must be 1, got ${describe(version)}`)] };
  }
  const errors: MessageError[] = [];
  const invalid = (field: string, message: string) => errors.push(messageError('ERR_MSG_INVALID', field, message));
  for (const key of Object.keys(input)) {
    if (!(HAND_IN_KEYS as readonly string[]).includes(key)) invalid('file', `unknown key ${quote(key)}`);
  }
  const tournament = get(input, 'tournament');
  if (typeof tournament !== 'string' || tournament.length < 1 || tournament.length > 64) invalid('tournament', `must be the tournament's id, got ${describe(tournament)}`);
  const round = get(input, 'round');
  if (!isIntIn(round, 1, 20)) invalid('round', `must be a round number 1–20, got ${describe(round)}`);
  const table = get(input, 'table');
  if (!isIntIn(table, 1, 1000)) invalid('table', `must be a table number, got ${describe(table)}`);
  const players = get(input, 'players');
  const playersOk = Array.isArray(players) && players.length >= 4 && players.length <= 5
    && players.every((p) => typeof p === 'string' && p.length >= 1 && p.length <= 64);
  if (!playersOk) invalid('players', `must list the 4 or 5 player ids in seating order, got ${describe(players)}`);
  const seats = playersOk ? players.length : 5;
  const firstDealer = has(input, 'firstDealer') ? get(input, 'firstDealer') : 0;
  if (!isIntIn(firstDealer, 0, seats - 1)) invalid('firstDealer', `must be a seat 0–${seats - 1}, got ${describe(firstDealer)}`);
  const hands = get(input, 'hands');
  if (!Array.isArray(hands)) invalid('hands', `must be an array of hands, got ${describe(hands)}`);
  const note = get(input, 'note');
  if (has(input, 'note') && (typeof note !== 'string' || note.length > 2000)) invalid('note', `must be text of at most 2000 characters, got ${describe(note)}`);
  const mac = get(input, 'mac');
  if (has(input, 'mac') && (typeof mac !== 'string' || mac.length > 64)) invalid('mac', `must be the MAC's text, got ${describe(mac)}`);
  if (errors.length > 0) return { ok: false, error: errors };
  // Everything is kept exactly as sent (an absent firstDealer stays absent, a note keeps its
  // spaces): the MAC is computed over the message as the table's phone signed it.
  const handIn: HandIn = {
    format: HAND_IN_FORMAT,
    version: 1,
    tournament: tournament as string,
    round: round as number,
    table: table as number,
    players: [...(players as string[])],
    hands: hands as Hand[],
  };
  if (has(input, 'firstDealer')) handIn.firstDealer = firstDealer as Seat;
  if (typeof note === 'string') handIn.note = note;
  if (typeof mac === 'string') handIn.mac = mac;
  return { ok: true, value: handIn };
}

/** A hand-in that fits the tournament: the table's result and what the director sees before accepting it. */
export interface CheckedHandIn {
  round: number;
  table: number;
  /** The result to store for the table (`{ hands, note? }`). */
  result: Extract<TableResult, { hands: Hand[] }>;
  /** Each seat's round total (Schrift), in the drawn seating order. */
  totals: Rational[];
  checkCode: string;
  handCount: number;
  /** Hands a table of this size plays in a round (handsPerRound). */
  planned: number;
  /** More or fewer hands than planned: the director must confirm. */
  needsConfirmation: boolean;
  /** The hand-in carried the right MAC for a table with a key (false: the table has no key). */
  signed: boolean;
}

/**
 * Checks a hand-in against the tournament (the director's device). Errors say what does
 * not fit; a hand that is not valid names the hand and field as `settle` does.
 */
export function checkHandIn(t: TournamentFile, handIn: HandIn): Result<CheckedHandIn, MessageError[]> {
  // Where the hand-in says it was played; the MAC is checked before its seating is looked at.
  const found = findDrawnTable(t, { tournament: handIn.tournament, round: handIn.round, table: handIn.table });
  if (!found.ok) return { ok: false, error: [handInMismatch(t, handIn, found.mismatch)] };
  const draw = found.draw;
  if (draw.key !== undefined) {
    const where = `round ${handIn.round}: table ${handIn.table}: mac`;
    if (handIn.mac === undefined) {
      return { ok: false, error: [messageError('ERR_HANDIN_MAC_MISSING', 'mac', `${where}: missing`, { round: handIn.round, table: handIn.table })] };
    }
    if (!macMatches(handIn, draw.key, handIn.mac)) {
      return { ok: false, error: [messageError('ERR_HANDIN_MAC_MISMATCH', 'mac', `${where}: does not match`, { round: handIn.round, table: handIn.table })] };
    }
  }
  // A table that corrected its first dealer on the phone keeps its hands' meaning (handsFromDrawnDealer).
  const seating = seatingMismatch(draw, { players: handIn.players });
  if (seating) return { ok: false, error: [handInMismatch(t, handIn, seating)] };
  const hands = handsFromDrawnDealer(handIn.hands, handIn.firstDealer ?? 0, draw.firstDealer ?? 0);
  const note = handIn.note?.trim();
  const checked = validateTableResult(t, handIn.round, handIn.table, note ? { hands, note } : { hands });
  if (!checked.ok) {
    return {
      ok: false,
      error: checked.error.map((e) => {
        const engine: EngineError = { code: e.code, hand: e.hand ?? null, field: e.field, message: e.message };
        if (e.params) engine.params = e.params;
        const field = e.hand === undefined ? e.field || 'hands' : `hands[${e.hand}].${e.field}`;
        return messageError('ERR_HANDIN_HAND', field, tournamentErrorLine(e), { hand: e.hand ?? -1 }, engine);
      }),
    };
  }
  const result = checked.value as CheckedHandIn['result'];
  const totals = resultScores(t, draw, result);
  const planned = plannedHandCount(t, draw);
  const handCount = playedHandCount(result.hands);
  return {
    ok: true,
    value: {
      round: handIn.round,
      table: handIn.table,
      result,
      totals,
      checkCode: checkCode(totals),
      handCount,
      planned,
      needsConfirmation: handCount !== planned,
      signed: draw.key !== undefined,
    },
  };
}

/** A hand-in that does not belong to the drawn table it names, in the hand-in's words. */
function handInMismatch(t: TournamentFile, handIn: HandIn, mismatch: DrawnTableMismatch): MessageError {
  switch (mismatch.reason) {
    case 'tournament':
      return messageError('ERR_HANDIN_TOURNAMENT', 'tournament', `belongs to another tournament, not to ${quote(t.name)}`, { name: t.name });
    case 'round':
      return messageError('ERR_HANDIN_ROUND', 'round', `round ${handIn.round} has not been drawn`, { round: handIn.round });
    case 'table':
      return messageError('ERR_HANDIN_TABLE', 'table', `round ${handIn.round} has no table ${handIn.table}`, { round: handIn.round, table: handIn.table });
    case 'players':
    case 'dealer':
      return messageError('ERR_HANDIN_PLAYERS', 'players', `not the players drawn for table ${handIn.table} in their seats`, { round: handIn.round, table: handIn.table });
  }
}

/**
 * The table's hands as the tournament settles them, from the drawn first dealer. A table
 * that started with another dealer (corrected on the phone) keeps its hands' meaning: the
 * first hand names its dealer explicitly.
 */
function handsFromDrawnDealer(hands: readonly Hand[], actualFirstDealer: Seat, drawnFirstDealer: Seat): Hand[] {
  if (actualFirstDealer === drawnFirstDealer || hands.length === 0) return [...hands];
  const [first, ...rest] = hands;
  if (!isObject(first) || has(first, 'dealer') || first.dissolveKassa) return [...hands];
  return [{ ...first, dealer: actualFirstDealer }, ...rest];
}

const CODE_ALPHABET = 'ACDEFHJKLMNPRTUVWXY34679';

/**
 * Four characters over the round's totals in seating order, without look-alikes (no 0/O,
 * 1/I, 5/S, 8/B): the table phone and the director's device show it beside the totals.
 */
export function checkCode(totals: readonly Rational[]): string {
  const text = totals.map((x) => ratToString(x)).join(';');
  let h = fnv1a32(text);
  let code = '';
  for (let i = 0; i < 4; i++) {
    code += CODE_ALPHABET[h % CODE_ALPHABET.length]!;
    h = Math.floor(h / CODE_ALPHABET.length);
  }
  return code;
}

/** What the director compares before a result replaces another: totals, check code, hands. */
export interface ResultSummary {
  /** Each seat's round total, in the drawn seating order. */
  totals: Rational[];
  checkCode: string;
  /** Hands played (a Pagatkassa row is no hand); null for typed totals. */
  handCount: number | null;
}

/** The summary of a table's result (checked, or as stored). */
export function resultSummary(t: TournamentFile, draw: TableDraw, result: TableResult): ResultSummary {
  const totals = resultScores(t, draw, result);
  return {
    totals,
    checkCode: checkCode(totals),
    handCount: 'hands' in result ? playedHandCount(result.hands) : null,
  };
}

/**
 * The result a table's session file carries for its drawn round: the players
 * must be the drawn ones in the drawn seats (by the file's `tournament` key
 * when it has one, else by name) and the first dealer the drawn one. The
 * drawn-table check (`findDrawnTable`, `seatingMismatch`), as for a hand-in (`checkHandIn`).
 */
export function resultFromSession(data: TournamentFile, round: number, table: number, session: CheckedSession): Result<TableResult, TournamentError[]> {
  const here = findDrawnTable(data, { round, table });
  if (!here.ok) return { ok: false, error: [{ code: 'ERR_T_NO_SUCH_TABLE', round, table, field: '', message: 'no table with this number in the round', params: { round, table } }] };
  const drawn = here.draw;
  const link = session.tournament;
  const names = drawn.players.map((pid) => data.players.find((p) => p.id === pid)?.name ?? pid);
  const wrong = (message: string, params: Record<string, string | number> = {}): Result<TableResult, TournamentError[]> =>
    ({ ok: false, error: [{ code: 'ERR_T_RESULT_PLAYERS', round, table, field: 'players', message, params }] });
  let players: readonly PlayerId[];
  if (link) {
    const named = findDrawnTable(data, { tournament: link.id, round: link.round, table: link.table });
    if (!named.ok && named.mismatch.reason === 'tournament') return wrong('the session belongs to another tournament', { reason: 'tournament' });
    if (!named.ok || named.draw !== drawn) return wrong(`the session is round ${link.round}, table ${link.table}`, { reason: 'table', round: link.round, table: link.table });
    players = link.playerIds;
  } else {
    // Without the key, a seat is the drawn player when the names match (normalised).
    players = session.players.map((name, i) => (i < names.length && normalizePlayerName(name) === normalizePlayerName(names[i]!) ? drawn.players[i]! : ''));
  }
  const mismatch = seatingMismatch(drawn, { players, firstDealer: session.firstDealer ?? 0 });
  if (mismatch?.reason === 'players') {
    return link
      ? wrong('the session has other players or another seating than drawn', { reason: 'players' })
      : wrong('the session has other players or another seating than drawn', { reason: 'players', expected: names.join(', '), got: session.players.join(', ') });
  }
  if (mismatch) return wrong('the session starts with another dealer than drawn', { reason: 'dealer' });
  return { ok: true, value: { hands: session.hands } };
}
