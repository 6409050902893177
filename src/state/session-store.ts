/**
 * The open evening: its stored record, resolved rules and settlement, and the
 * actions that change it (save, edit, delete, strike a hand; undo).
 *
 * The store coordinates, it does not calculate: validation and settlement are
 * the engine's, storage is the repository's. Every change is an operation
 * (domain/session-ops) that the repository applies to the evening AS STORED,
 * inside its transaction — a second tab's hands are never overwritten by this
 * tab's copy — and only the committed result reaches the state, so a hand shown
 * as saved is on disk. The store watches the stored evening, so a change made
 * in another tab shows here at once. Undo applies the inverse of the one change
 * it names; the undo log is stored with the evening and survives a reload.
 * Mutations run one after another (a queue), so two quick taps never race. Which
 * operation each action asks for, and how two versions of the evening compare, is in
 * `session-changes.ts`.
 * Storage failures are thrown to the caller as `StorageError` with their typed
 * code; every change answers with the state layer's one result shape (`./result`):
 * `{ ok: true, value: null }`, or a refusal `{ ok: false, errors }` with the engine's codes.
 *
 * The store holds and settles only checked evenings (`CheckedSession`): a version
 * read from the database is checked by `parseSession` when it is taken in (a
 * corrupt one becomes `ERR_SESSION_INVALID`, never a crash), a committed change
 * arrives checked from the repository, and a hand to save is built by `checkHand`.
 */
import { create } from 'zustand';
import { parseSession, type CheckedSession, type EngineError, type Hand, type RuleSet, type Settlement } from '@/domain/index';
import { sameJson, type SessionFields, type SessionOp } from '@/domain/session-ops';
import { sequential } from '@/lib/sequential';
import type { StoredSession } from '@/persistence/db';
import {
  changeSession,
  getSession,
  getUndoLog,
  undoSessionChange,
  watchSession,
  type ChangeLabel,
  type ChangeResult,
  type UndoEntry,
} from '@/persistence/repositories/sessions-repository';
import { toStorageError } from '@/persistence/storage-errors';
import { doneNothing } from './result';
import {
  deleteHandChange,
  firstDifference,
  lastRoundChange,
  noSession,
  sameUndoLog,
  saveHandChange,
  sessionFieldsChange,
  settle,
  voidHandChange,
  type Change,
  type MutationResult,
  type OpenEvening,
} from './session-changes';

export type { UndoEntry } from '@/persistence/repositories/sessions-repository';

export interface LoadError {
  /** 'ERR_STORAGE_NOT_FOUND', another storage code, or 'ERR_SESSION_INVALID' (the engine's errors attached). */
  code: string;
  message: string;
  errors?: EngineError[];
}

export type { MutationResult };

/** The open evening as stored, its session checked by the engine. */
export type OpenStoredSession = StoredSession<CheckedSession>;

export interface State {
  sessionId: string | null;
  stored: OpenStoredSession | null;
  rules: RuleSet | null;
  settlement: Settlement | null;
  loadError: LoadError | null;
  /** The evening's undo log (stored with it, shared by every tab), newest last. */
  undoStack: UndoEntry[];
  /** The change this tab made last, offered for undo on the sheet until it is undone or dismissed. */
  undoToast: UndoEntry | null;
}

export interface Actions {
  /** Loads a session and keeps watching it (changes made in another tab show at once). */
  open: (id: string) => Promise<void>;
  close: () => void;
  /**
   * Validates, then appends (index undefined) or replaces the hand at `index`.
   * `expected`: the hand as the form saw it; when the stored hand differs by
   * now (changed in another tab), the save is refused instead of overwriting it.
   */
  saveHand: (hand: Hand, index?: number, expected?: Hand) => Promise<MutationResult>;
  /** Appends a bookkeeping row such as `{ dissolveKassa: true }`. */
  appendHand: (hand: Hand) => Promise<MutationResult>;
  deleteHand: (index: number) => Promise<MutationResult>;
  /** Strikes a hand: everyone scores 0, the rest of the hand stays on record. */
  voidHand: (index: number) => Promise<MutationResult>;
  unvoidHand: (index: number) => Promise<MutationResult>;
  /** Marks the doubled last round from hand `index` on; undefined removes it. */
  setLastRoundFrom: (index: number | undefined) => Promise<MutationResult>;
  /**
   * Changes fields of the evening itself (name, players, rules, stake, first dealer …), checked
   * against the values this tab shows: refused with ERR_CHANGED_ELSEWHERE when another tab
   * changed one of them meanwhile; refused with the engine's errors when a recorded hand would
   * become invalid. Undoable like any change. `seen`: the fields as the form showed them (default:
   * as this tab holds them now), so a change made elsewhere while the form was open is not overwritten.
   */
  /** `hands`: hands changed in the same step, each as seen (a corrected first dealer moving Vorhand declarers). */
  updateSession: (fields: SessionFields, seen?: SessionFields, hands?: { index: number; expected: Hand; hand: Hand }[]) => Promise<MutationResult>;
  /** Undoes one change (the newest of the evening when no id is given) by its inverse operation. */
  undo: (entryId?: string) => Promise<MutationResult>;
  /** Hides the undo toast (leaving the sheet, opening a form); the change stays in the undo log. */
  dismissUndoToast: () => void;
}

export type SessionStore = State & Actions;

export const initialState: State = {
  sessionId: null,
  stored: null,
  rules: null,
  settlement: null,
  loadError: null,
  undoStack: [],
  undoToast: null,
};

export const selectCanUndo = (s: State): boolean => s.undoStack.length > 0;
export const selectLastUndo = (s: State): UndoEntry | undefined => s.undoStack[s.undoStack.length - 1];
/** The undo toast, while its change can still be undone. */
export const selectUndoToast = (s: State): UndoEntry | null =>
  s.undoToast !== null && s.undoStack.some((e) => e.id === s.undoToast?.id) ? s.undoToast : null;

export const useSessionStore = create<SessionStore>()((set, get) => {
  // Serialises every load and mutation: each one sees the result of the one before.
  const enqueue = sequential();

  let openCount = 0;
  let unwatch: (() => void) | null = null;

  function stopWatching(): void {
    unwatch?.();
    unwatch = null;
  }

  /**
   * Takes a version of the evening read from the database into the state: checked first, as
   * anything read back from storage is (an older app, another tab, a damaged record). A version
   * the engine refuses is reported as `ERR_SESSION_INVALID` with its errors, never settled.
   */
  function adoptRead(incoming: StoredSession, fromIndex: number): void {
    const parsed = parseSession(incoming.data);
    if (!parsed.ok) {
      set({ stored: null, rules: null, settlement: null, loadError: { code: 'ERR_SESSION_INVALID', message: 'The stored session is not valid.', errors: parsed.error } });
      return;
    }
    adopt({ ...incoming, data: parsed.value.session }, fromIndex, parsed.value.rules);
  }

  /**
   * Takes a checked version of the evening into the state (from this tab's commit or another tab's).
   * Hands before `fromIndex` are equal to the ones on screen: their objects are kept, so the
   * sheet's memoised rows do not render again.
   */
  function adopt(incoming: OpenStoredSession, fromIndex: number, rules: RuleSet): void {
    const current = get();
    let stored = incoming;
    if (current.stored !== null && fromIndex > 0) {
      const hands = incoming.data.hands.slice();
      for (let i = 0; i < fromIndex && i < hands.length; i++) hands[i] = current.stored.data.hands[i]!;
      // fromIndex > 0: the players are unchanged (see firstDifference).
      stored = { ...incoming, data: { ...incoming.data, players: current.stored.data.players, hands } };
    }
    let settlement: Settlement;
    try {
      settlement = settle(current.stored !== null && current.rules !== null ? current.settlement : null, stored.data, rules, fromIndex);
    } catch (e) {
      set({ stored, rules: null, settlement: null, loadError: { code: 'ERR_SESSION_INVALID', message: e instanceof Error ? e.message : String(e) } });
      return;
    }
    set({ stored, rules, settlement, loadError: null });
  }

  /** A version of the evening arrived from the database: adopt it when it differs from the one on screen. */
  function onStored(id: string, stored: StoredSession | undefined, undoLog: UndoEntry[]): void {
    const current = get();
    if (current.sessionId !== id) return;
    if (!stored) {
      if (current.stored !== null) {
        set({ stored: null, rules: null, settlement: null, loadError: { code: 'ERR_STORAGE_NOT_FOUND', message: `No session with id ${id}.` } });
      }
      return;
    }
    // The log this tab committed comes back from the database as a new array: same entries, no new state.
    if (!sameUndoLog(current.undoStack, undoLog)) set({ undoStack: undoLog });
    if (current.stored === null && current.loadError?.code === 'ERR_STORAGE_NOT_FOUND') {
      // Deleted and brought back (undo in the list of evenings, maybe in another tab).
      set({ loadError: null });
      adoptRead(stored, -1);
      return;
    }
    if (current.stored === null || current.loadError !== null) return;
    if (current.stored.updatedAt === stored.updatedAt && sameJson(current.stored.data, stored.data)) return;
    adoptRead(stored, current.rules === null ? -1 : firstDifference(current.stored.data, stored.data));
  }

  /** Applies one operation to the stored evening, then takes the committed result. */
  async function commit(op: SessionOp, label: ChangeLabel): Promise<MutationResult> {
    const s = get();
    if (s.sessionId === null || s.stored === null || s.rules === null) return noSession();
    return take(s.sessionId, await changeSession(s.sessionId, op, label), false);
  }

  function take(id: string, result: ChangeResult, undone: boolean): MutationResult {
    if (!result.ok) return { ok: false, errors: result.errors };
    const current = get();
    if (current.sessionId !== id || current.stored === null) return doneNothing();
    adopt(result.stored, current.rules === null ? -1 : firstDifference(current.stored.data, result.stored.data), result.rules);
    set({ undoStack: result.undoLog, undoToast: undone ? null : result.entry });
    return doneNothing();
  }

  function mutate(build: (evening: OpenEvening) => Change | MutationResult): Promise<MutationResult> {
    return enqueue(async () => {
      const s = get();
      if (s.stored === null || s.rules === null || s.settlement === null) return noSession();
      const change = build({ session: s.stored.data, rules: s.rules, settlement: s.settlement });
      if ('ok' in change) return change;
      return commit(change.op, change.label);
    });
  }

  return {
    ...initialState,

    open: (id) => {
      const token = ++openCount;
      const previous = get();
      const same = previous.sessionId === id;
      if (!same) stopWatching();
      set({
        sessionId: id,
        loadError: null,
        ...(same ? {} : { stored: null, rules: null, settlement: null, undoStack: [], undoToast: null }),
      });
      return enqueue(async () => {
        let stored: StoredSession | undefined;
        let undoLog: UndoEntry[];
        try {
          [stored, undoLog] = await Promise.all([getSession(id), getUndoLog(id)]);
        } catch (e) {
          const error = toStorageError(e);
          if (token === openCount) set({ stored: null, rules: null, settlement: null, loadError: { code: error.code, message: error.message } });
          return;
        }
        if (token !== openCount) return;
        if (unwatch === null) {
          unwatch = watchSession(
            id,
            ({ stored: latest, undoLog: log }) => onStored(id, latest, log),
            (e: unknown) => {
              const error = toStorageError(e);
              if (get().sessionId === id) set({ loadError: { code: error.code, message: error.message } });
            },
          );
        }
        set({ undoStack: undoLog });
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
          && sameJson(loaded.stored.data, stored.data)) {
          set({ stored: { ...stored, data: loaded.stored.data }, loadError: null });
          return;
        }
        set({ stored: null, rules: null, settlement: null });
        adoptRead(stored, -1);
      });
    },

    close: () => {
      openCount += 1;
      stopWatching();
      set({ ...initialState });
    },

    saveHand: (hand, index, expected) => mutate((evening) => saveHandChange(evening, hand, index, expected)),
    appendHand: (hand) => mutate((evening) => saveHandChange(evening, hand, undefined, undefined, 'appendHand')),
    deleteHand: (index) => mutate((evening) => deleteHandChange(evening, index)),
    voidHand: (index) => mutate((evening) => voidHandChange(evening, index, true)),
    unvoidHand: (index) => mutate((evening) => voidHandChange(evening, index, false)),
    setLastRoundFrom: (index) => mutate((evening) => lastRoundChange(evening, index)),
    updateSession: (fields, seen, hands) => mutate((evening) => sessionFieldsChange(evening, fields, seen, hands)),

    undo: (entryId) =>
      enqueue(async () => {
        const s = get();
        if (s.sessionId === null || s.stored === null) return noSession();
        const id = s.sessionId;
        const result = await undoSessionChange(id, entryId);
        if (!result.ok) {
          // A change that can no longer be undone has left the log.
          const log = await getUndoLog(id);
          if (get().sessionId === id) set({ undoStack: log, ...(get().undoToast?.id === entryId ? { undoToast: null } : {}) });
          return { ok: false, errors: result.errors };
        }
        return take(id, result, true);
      }),


    dismissUndoToast: () => {
      if (get().undoToast !== null) set({ undoToast: null });
    },
  };
});
