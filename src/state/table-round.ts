/**
 * The table phone's side of a tournament round: open the round's sheet from a table
 * card (or the one opened before from the same card), follow how many hands and how
 * much time are left, and build the hand-in. Calculations are the domain's; storage is
 * the repository's.
 */
import { useEffect, useState } from 'react';
import type { Session } from '@/domain/model';
import { playedHandCount } from '@/domain/tournament/drawn-table';
import { makeHandIn } from '@/domain/tournament/hand-in';
import type { HandIn, SessionTournamentLink, TableCard } from '@/domain/tournament/model';
import { sessionFromCard } from '@/domain/tournament/table-card';
import {
  createRoundSession,
  findRoundSession,
  getRoundClock,
  getRoundKeyState,
  getRoundTableKey,
  markRoundCardWithoutKey,
  setRoundTableKey,
  type RoundClock,
} from '@/persistence/repositories/round-sessions-repository';
import { todayIso } from '@/lib/dates';
import { done, type Done } from './result';

export type RoundSession = Session & { tournament: SessionTournamentLink };

/** The session's tournament key, when it is a round sheet. */
export function tournamentLinkOf(session: Session): SessionTournamentLink | undefined {
  return (session as Session & { tournament?: SessionTournamentLink }).tournament;
}

export function isRoundSession(session: Session): session is RoundSession {
  return tournamentLinkOf(session) !== undefined;
}

/** What opening a card's round comes to: the sheet opened, or a question before the phone's key is replaced. */
export type OpenRoundPlan =
  | {
      kind: 'opened';
      sessionId: string;
      /** The sheet this phone already kept for the card (no new one was made). */
      reopened: boolean;
      /**
       * What became of the table key of a sheet kept before: the card brought back a key the
       * sheet had lost (`restored`), the phone's own stays (`kept`), or the card's was taken on
       * the user's choice (`taken`). Absent when nothing about the key changed.
       */
      key?: 'restored' | 'kept' | 'taken';
    }
  | {
      /**
       * The phone keeps this round's sheet with another table key than the card's: a card issued
       * again, or a forged one. Nothing is written until the user chooses.
       */
      kind: 'key-differs';
      sessionId: string;
      tournamentName: string;
      round: number;
      table: number;
      /** Hands already on the sheet: they stay whichever key is chosen. */
      hands: number;
      /** Keeps the phone's key and opens the sheet. */
      keep: () => Promise<OpenRoundResult>;
      /** Takes the card's key and opens the sheet (asks again when the phone's key changed meanwhile, e.g. in another tab). */
      takeCardKey: () => Promise<OpenRoundResult>;
    };

export type OpenRoundResult = Done<OpenRoundPlan>;

/**
 * Opens the round's sheet for a card: the sheet this phone already keeps for the same
 * tournament, round and table, or a new one (names, seating, first dealer, rules, stake).
 * The card's table key is kept beside the sheet: it signs the hand-in. A sheet kept before
 * takes the card's key only where it has none (a phone restored from a backup without keys
 * gets it back by scanning the card again); a sheet with another key is never given the
 * card's unasked (`key-differs`): with the wrong key the director refuses the table's
 * hand-in, so a forged card must not silently take over the table. A card without a key
 * leaves the sheet's key as it is; on a sheet without a key it shows the table takes unsigned
 * hand-ins (the sheet stops asking for its key).
 */
export async function openRoundFromCard(card: TableCard, now: Date = new Date()): Promise<OpenRoundResult> {
  const existing = await findRoundSession(card.tournament.id, card.round, card.table);
  if (!existing) {
    const openedAt = now.toISOString();
    const clock: RoundClock = card.timeLimitMinutes === undefined ? { openedAt } : { openedAt, timeLimitMinutes: card.timeLimitMinutes };
    const stored = await createRoundSession(sessionFromCard(card, todayIso(now)), clock, card.key);
    return done({ kind: 'opened', sessionId: stored.id, reopened: false });
  }
  const sessionId = existing.id;
  const held = await getRoundTableKey(sessionId);
  const cardKey = card.key;
  if (cardKey === undefined && held === undefined) await markRoundCardWithoutKey(sessionId);
  if (cardKey === undefined || cardKey === held) return done({ kind: 'opened', sessionId, reopened: true });
  if (held === undefined) {
    // Written only while the sheet still has no key; else another tab stored one meanwhile: look again.
    return (await setRoundTableKey(sessionId, cardKey, undefined)) ? done({ kind: 'opened', sessionId, reopened: true, key: 'restored' }) : openRoundFromCard(card, now);
  }
  return done({
    kind: 'key-differs',
    sessionId,
    tournamentName: card.tournament.name,
    round: card.round,
    table: card.table,
    hands: handsPlayed(existing.data),
    keep: () => Promise.resolve(done({ kind: 'opened', sessionId, reopened: true, key: 'kept' })),
    takeCardKey: async () =>
      (await setRoundTableKey(sessionId, cardKey, held)) ? done({ kind: 'opened', sessionId, reopened: true, key: 'taken' }) : openRoundFromCard(card, now),
  });
}

/** Hands played in the round (a struck hand was played; a Pagatkassa row is no hand). */
export function handsPlayed(session: Session): number {
  return playedHandCount(session.hands);
}

export interface RoundProgress {
  link: SessionTournamentLink;
  played: number;
  /** Hands still to play (0 when the round is complete or over). */
  left: number;
  /** Minutes left of the time limit (negative when over), or null without a limit. */
  minutesLeft: number | null;
}

export function roundProgress(session: RoundSession, clock: RoundClock | undefined, now: number): RoundProgress {
  const played = handsPlayed(session);
  const link = session.tournament;
  let minutesLeft: number | null = null;
  if (clock?.timeLimitMinutes !== undefined) {
    const end = Date.parse(clock.openedAt) + clock.timeLimitMinutes * 60_000;
    minutesLeft = Math.ceil((end - now) / 60_000);
  }
  return { link, played, left: Math.max(0, link.handsPerRound - played), minutesLeft };
}

/** The round's clock, and the current time refreshed every 15 s while the clock runs. */
export function useRoundClock(sessionId: string): { clock: RoundClock | undefined; now: number } {
  const [clock, setClock] = useState<{ id: string; value: RoundClock | undefined } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let cancelled = false;
    getRoundClock(sessionId)
      .then((value) => {
        if (!cancelled) setClock({ id: sessionId, value });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [sessionId]);
  const value = clock?.id === sessionId ? clock.value : undefined;
  const running = value?.timeLimitMinutes !== undefined;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [running]);
  return { clock: value, now };
}

/** The hand-in of a round sheet, signed with the table's key when its card had one. */
export function handInOf(session: RoundSession, tableKey?: string, note?: string): HandIn {
  return makeHandIn(session, note, tableKey);
}

/**
 * How a round sheet's hand-in is signed:
 *  - `signed`: with the table's key from its card;
 *  - `unkeyed`: the card had no key (a tournament from before keys): unsigned, as its table expects;
 *  - `key-missing`: the phone holds no key and no card without one was ever seen for the sheet — a
 *    phone restored from a backup made without table keys. Handed in so, the hand-in is unsigned,
 *    and the director refuses it for a table with a key: the phone says so and offers the card.
 */
export type HandInSigning = { kind: 'signed'; key: string } | { kind: 'unkeyed' } | { kind: 'key-missing' };

export function handInSigning(state: { key: string | undefined; cardWithoutKey: boolean }): HandInSigning {
  if (state.key !== undefined) return { kind: 'signed', key: state.key };
  return state.cardWithoutKey ? { kind: 'unkeyed' } : { kind: 'key-missing' };
}

/**
 * How the round sheet's hand-in is signed (`handInSigning`): undefined while it is read. A read that
 * fails counts as a missing key (the screen then says so rather than hand in unsigned unasked).
 */
export function useHandInSigning(sessionId: string): HandInSigning | undefined {
  const [state, setState] = useState<{ id: string; signing: HandInSigning } | null>(null);
  useEffect(() => {
    let cancelled = false;
    getRoundKeyState(sessionId)
      .then((read) => {
        if (!cancelled) setState({ id: sessionId, signing: handInSigning(read) });
      })
      .catch(() => {
        if (!cancelled) setState({ id: sessionId, signing: { kind: 'key-missing' } });
      });
    return () => {
      cancelled = true;
    };
  }, [sessionId]);
  return state?.id === sessionId ? state.signing : undefined;
}
