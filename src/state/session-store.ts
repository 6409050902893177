/**
 * The open evening: its stored record, resolved rules and settlement, and the
 * actions that change it (save, edit, delete, strike a hand; undo).
 *
 * The store coordinates, it does not calculate: validation and settlement are
 * the engine's, storage is the repository's. Every mutation computes the new
 * `Session`, validates it, and awaits `saveSessionData` FIRST — only a
 * committed change reaches the state, so a hand shown as saved is on disk.
 * Mutations run one after another (a queue), so two quick taps never write
 * over each other. Storage failures are thrown to the caller as `StorageError`
 * with their typed code; invalid input comes back as `{ ok: false, errors }`.
 */
import { create } from 'zustand';
import {
  parseSession,
  resettleFrom,
  settleSession,
  validateHand,
  type EngineError,
  type Hand,
  type RuleSet,
  type Session,
  type Settlement,
} from '@/domain/index';
import type { StoredSession } from '@/persistence/db';
import { getSession, saveSessionData } from '@/persistence/repositories/sessions-repository';
import { toStorageError } from '@/persistence/storage-errors';

/** What an undo step reverts; the UI shows it in the undo toast. */
export type UndoLabel = 'addHand' | 'editHand' | 'deleteHand' | 'voidHand' | 'unvoidHand' | 'appendHand' | 'lastRound';

export interface UndoEntry {
  label: UndoLabel;
  /** The hand the change concerned, when it concerned one. */
  index?: number;
  /** The session as it was before the change. */
  session: Session;
}

export interface LoadError {
  /** 'ERR_STORAGE_NOT_FOUND', another storage code, or 'ERR_SESSION_INVALID' (the engine's errors attached). */
  code: string;
  message: string;
  errors?: EngineError[];
}

export type MutationResult = { ok: true } | { ok: false; errors: EngineError[] };

export interface State {
  sessionId: string | null;
  stored: StoredSession | null;
  rules: RuleSet | null;
  settlement: Settlement | null;
  loadError: LoadError | null;
  /** Previous sessions, newest last. */
  undoStack: UndoEntry[];
}

export interface Actions {
  /** Loads a session (always from the database, so changes made elsewhere are seen). */
  open: (id: string) => Promise<void>;
  close: () => void;
  /** Validates, then appends (index undefined) or replaces the hand at `index`. */
  saveHand: (hand: Hand, index?: number) => Promise<MutationResult>;
  /** Appends a bookkeeping row such as `{ dissolveKassa: true }`. */
  appendHand: (hand: Hand) => Promise<MutationResult>;
  deleteHand: (index: number) => Promise<MutationResult>;
  /** Strikes a hand: everyone scores 0, the rest of the hand stays on record. */
  voidHand: (index: number) => Promise<MutationResult>;
  unvoidHand: (index: number) => Promise<MutationResult>;
  /** Marks the doubled last round from hand `index` on; undefined removes it. */
  setLastRoundFrom: (index: number | undefined) => Promise<MutationResult>;
  /** Restores the previous snapshot (written to the database first). */
  undo: () => Promise<MutationResult>;
  canUndo: () => boolean;
}

export type SessionStore = State & Actions;

export const initialState: State = {
  sessionId: null,
  stored: null,
  rules: null,
  settlement: null,
  loadError: null,
  undoStack: [],
};

/** How many changes can be undone. */
export const UNDO_LIMIT = 50;

export const selectCanUndo = (s: State): boolean => s.undoStack.length > 0;
export const selectLastUndo = (s: State): UndoEntry | undefined => s.undoStack[s.undoStack.length - 1];
export const selectIsLoading = (s: State): boolean => s.sessionId !== null && s.stored === null && s.loadError === null;

function noSession(): MutationResult {
  return {
    ok: false,
    errors: [{ code: 'ERR_NO_SESSION', hand: null, field: 'file', message: 'no session is open' }],
  };
}

function badIndex(index: number, field = 'file'): MutationResult {
  return {
    ok: false,
    errors: [{ code: 'ERR_HAND_INDEX', hand: index, field, message: `there is no hand ${index}`, params: { index } }],
  };
}

function isHandIndex(session: Session, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < session.hands.length;
}

/** The effective dealer of the hand at `index` (an appended hand: the next dealer). */
function dealerAt(settlement: Settlement, hand: Hand, index: number): number {
  if (typeof hand.dealer === 'number') return hand.dealer;
  const settled = settlement.hands[index];
  return settled ? settled.dealer : settlement.nextDealer;
}

function settle(prev: Settlement | null, session: Session, rules: RuleSet, fromIndex: number): Settlement {
  if (prev !== null && fromIndex >= 0) {
    try {
      return resettleFrom(prev, session, rules, fromIndex);
    } catch {
      // The fast path is an optimisation; the full settlement is the reference.
    }
  }
  return settleSession(session, rules);
}

function withoutKey<T extends object, K extends keyof T>(obj: T, key: K): Omit<T, K> {
  const copy = { ...obj };
  delete copy[key];
  return copy;
}

interface Change {
  label: UndoLabel;
  index?: number;
  next: Session;
  /** First hand whose settlement may differ. */
  fromIndex: number;
}

export const useSessionStore = create<SessionStore>()((set, get) => {
  // Serialises every load and mutation: each one sees the result of the one before.
  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  let openCount = 0;

  /** Validates the whole new session, commits it, then updates the state. */
  async function commit(change: Change, options: { pushUndo: boolean; popUndo?: boolean }): Promise<MutationResult> {
    const s = get();
    if (s.sessionId === null || s.stored === null || s.rules === null) return noSession();
    const id = s.sessionId;
    const parsed = parseSession(change.next);
    if (!parsed.ok) return { ok: false, errors: parsed.error };

    await saveSessionData(id, change.next);

    const current = get();
    if (current.sessionId !== id || current.stored === null) return { ok: true };
    const settlement = options.popUndo
      ? settleSession(change.next, parsed.value.rules)
      : settle(current.settlement, change.next, parsed.value.rules, change.fromIndex);
    let undoStack = current.undoStack;
    if (options.popUndo) undoStack = undoStack.slice(0, -1);
    if (options.pushUndo) {
      undoStack = [...undoStack, { label: change.label, index: change.index, session: current.stored.data }].slice(-UNDO_LIMIT);
    }
    set({
      stored: { ...current.stored, data: change.next, updatedAt: new Date().toISOString() },
      rules: parsed.value.rules,
      settlement,
      undoStack,
    });
    return { ok: true };
  }

  function mutate(build: (session: Session, state: State) => Change | MutationResult): Promise<MutationResult> {
    return enqueue(async () => {
      const s = get();
      if (s.stored === null || s.rules === null || s.settlement === null) return noSession();
      const change = build(s.stored.data, s);
      if ('ok' in change) return change;
      return commit(change, { pushUndo: true });
    });
  }

  function replaceHand(session: Session, index: number, hand: Hand): Session {
    const hands = session.hands.slice();
    hands[index] = hand;
    return { ...session, hands };
  }

  return {
    ...initialState,

    open: (id) => {
      const token = ++openCount;
      const previous = get();
      const keepUndo = previous.sessionId === id;
      set({
        sessionId: id,
        loadError: null,
        ...(keepUndo ? {} : { stored: null, rules: null, settlement: null, undoStack: [] }),
      });
      return enqueue(async () => {
        let stored: StoredSession | undefined;
        try {
          stored = await getSession(id);
        } catch (e) {
          const error = toStorageError(e);
          if (token === openCount) set({ stored: null, rules: null, settlement: null, loadError: { code: error.code, message: error.message } });
          return;
        }
        if (token !== openCount) return;
        if (!stored) {
          set({
            stored: null, rules: null, settlement: null,
            loadError: { code: 'ERR_STORAGE_NOT_FOUND', message: `No session with id ${id}.` },
          });
          return;
        }
        // Coming back to the evening that is already on screen (sheet ↔ entry): when the
        // stored hands are unchanged, keep the settled objects so no row re-renders.
        const loaded = get();
        if (loaded.sessionId === id && loaded.stored !== null && loaded.settlement !== null && loaded.rules !== null
          && JSON.stringify(loaded.stored.data) === JSON.stringify(stored.data)) {
          set({ stored: { ...stored, data: loaded.stored.data }, loadError: null });
          return;
        }
        const parsed = parseSession(stored.data);
        if (!parsed.ok) {
          set({
            stored, rules: null, settlement: null,
            loadError: { code: 'ERR_SESSION_INVALID', message: 'The stored session is not valid.', errors: parsed.error },
          });
          return;
        }
        let settlement: Settlement;
        try {
          settlement = settleSession(stored.data, parsed.value.rules);
        } catch (e) {
          set({
            stored, rules: null, settlement: null,
            loadError: { code: 'ERR_SESSION_INVALID', message: e instanceof Error ? e.message : String(e) },
          });
          return;
        }
        set({ stored, rules: parsed.value.rules, settlement, loadError: null });
      });
    },

    close: () => {
      openCount += 1;
      set({ ...initialState });
    },

    saveHand: (hand, index) =>
      mutate((session, s) => {
        const rules = s.rules as RuleSet;
        const settlement = s.settlement as Settlement;
        const appending = index === undefined;
        if (!appending && !isHandIndex(session, index)) return badIndex(index);
        const at = appending ? session.hands.length : index;
        const errors = validateHand(hand, at, { rules, playerCount: session.players.length, dealer: dealerAt(settlement, hand, at) });
        if (errors.length > 0) return { ok: false, errors };
        return appending
          ? { label: 'addHand', index: at, next: { ...session, hands: [...session.hands, hand] }, fromIndex: at }
          : { label: 'editHand', index: at, next: replaceHand(session, at, hand), fromIndex: at };
      }),

    appendHand: (hand) =>
      mutate((session, s) => {
        const at = session.hands.length;
        const errors = validateHand(hand, at, {
          rules: s.rules as RuleSet,
          playerCount: session.players.length,
          dealer: dealerAt(s.settlement as Settlement, hand, at),
        });
        if (errors.length > 0) return { ok: false, errors };
        return { label: 'appendHand', index: at, next: { ...session, hands: [...session.hands, hand] }, fromIndex: at };
      }),

    deleteHand: (index) =>
      mutate((session, s) => {
        if (!isHandIndex(session, index)) return badIndex(index);
        const hands = session.hands.filter((_, i) => i !== index);
        // The later hands were dealt by the players recorded for them: pin the next
        // dealt hand's dealer so the rotation after a deleted hand does not shift.
        const settlement = s.settlement as Settlement;
        const nextDealt = hands.findIndex((h, i) => i >= index && !h.dissolveKassa);
        const follower = nextDealt === -1 ? undefined : hands[nextDealt];
        const followerDealer = settlement.hands[nextDealt + 1]?.dealer;
        if (follower !== undefined && follower.dealer === undefined && followerDealer !== undefined) {
          hands[nextDealt] = { ...follower, dealer: followerDealer };
        }
        let next: Session = { ...session, hands };
        // The last round keeps its first hand: hands after the deleted one move up by one.
        if (next.lastRoundFrom !== undefined && next.lastRoundFrom > index) {
          next = { ...next, lastRoundFrom: next.lastRoundFrom - 1 };
        }
        return { label: 'deleteHand', index, next, fromIndex: index };
      }),

    voidHand: (index) =>
      mutate((session) => {
        const hand = isHandIndex(session, index) ? session.hands[index] : undefined;
        if (hand === undefined) return badIndex(index);
        if (hand.void) return { ok: true };
        return { label: 'voidHand', index, next: replaceHand(session, index, { ...hand, void: true }), fromIndex: index };
      }),

    unvoidHand: (index) =>
      mutate((session) => {
        const hand = isHandIndex(session, index) ? session.hands[index] : undefined;
        if (hand === undefined) return badIndex(index);
        if (!hand.void) return { ok: true };
        return { label: 'unvoidHand', index, next: replaceHand(session, index, withoutKey(hand, 'void')), fromIndex: index };
      }),

    setLastRoundFrom: (index) =>
      mutate((session) => {
        if (index !== undefined && (!Number.isInteger(index) || index < 0 || index > session.hands.length)) {
          return badIndex(index, 'lastRoundFrom');
        }
        if (session.lastRoundFrom === index) return { ok: true };
        const next: Session = index === undefined ? withoutKey(session, 'lastRoundFrom') : { ...session, lastRoundFrom: index };
        const fromIndex = Math.min(session.lastRoundFrom ?? session.hands.length, index ?? session.hands.length);
        return { label: 'lastRound', next, fromIndex };
      }),

    undo: () =>
      enqueue(async () => {
        const s = get();
        const last = s.undoStack[s.undoStack.length - 1];
        if (s.stored === null) return noSession();
        if (!last) {
          return { ok: false, errors: [{ code: 'ERR_NOTHING_TO_UNDO', hand: null, field: 'file', message: 'there is nothing to undo' }] };
        }
        return commit({ label: last.label, index: last.index, next: last.session, fromIndex: 0 }, { pushUndo: false, popUndo: true });
      }),

    canUndo: () => get().undoStack.length > 0,
  };
});
