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
  getRoundTableKey,
  setRoundTableKey,
  type RoundClock,
} from '@/persistence/repositories/round-sessions-repository';
import { todayIso } from '@/lib/dates';

export type RoundSession = Session & { tournament: SessionTournamentLink };

/** The session's tournament key, when it is a round sheet. */
export function tournamentLinkOf(session: Session): SessionTournamentLink | undefined {
  return (session as Session & { tournament?: SessionTournamentLink }).tournament;
}

export function isRoundSession(session: Session): session is RoundSession {
  return tournamentLinkOf(session) !== undefined;
}

/**
 * Opens the round's sheet for a card: the sheet this phone already keeps for the same
 * tournament, round and table, or a new one (names, seating, first dealer, rules, stake).
 * The card's table key is kept beside the sheet (also when the sheet was open already, so
 * scanning the card again restores a key this phone lost): it signs the hand-in.
 */
export async function openRoundFromCard(card: TableCard, now: Date = new Date()): Promise<{ sessionId: string; reopened: boolean }> {
  const existing = await findRoundSession(card.tournament.id, card.round, card.table);
  if (existing) {
    if (card.key !== undefined && (await getRoundTableKey(existing.id)) !== card.key) await setRoundTableKey(existing.id, card.key);
    return { sessionId: existing.id, reopened: true };
  }
  const openedAt = now.toISOString();
  const clock: RoundClock = card.timeLimitMinutes === undefined ? { openedAt } : { openedAt, timeLimitMinutes: card.timeLimitMinutes };
  const stored = await createRoundSession(sessionFromCard(card, todayIso(now)), clock, card.key);
  return { sessionId: stored.id, reopened: false };
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
 * The table's key of a round sheet: undefined while it is read, then `{ key }` (the key, or
 * undefined when the card had none).
 */
export function useRoundTableKey(sessionId: string): { key: string | undefined } | undefined {
  const [state, setState] = useState<{ id: string; key: string | undefined } | null>(null);
  useEffect(() => {
    let cancelled = false;
    getRoundTableKey(sessionId)
      .then((key) => {
        if (!cancelled) setState({ id: sessionId, key });
      })
      .catch(() => {
        if (!cancelled) setState({ id: sessionId, key: undefined });
      });
    return () => {
      cancelled = true;
    };
  }, [sessionId]);
  return state?.id === sessionId ? { key: state.key } : undefined;
}
