/**
 * Half-entered hands are never lost silently, and a saved hand never comes back as a draft.
 *
 * The hand form keeps its draft on every change, per evening and hand (a new hand, or the hand
 * being edited), and takes it back when the form opens again — after a reload, an app update
 * or the phone killing the browser. The drafts live in IndexedDB (`hand-drafts-repository.ts`):
 * a record written there survives a kill a moment later, where localStorage loses the last
 * seconds of writes.
 *
 * Each tab keeps its own draft (two tabs of one evening do not overwrite each other's). A tab
 * is known by an id kept in its sessionStorage and holds a Web Lock under that id while it is
 * open; a draft whose tab is gone (closed, or killed with the browser) is taken over by the next
 * tab that opens the same form.
 *
 * A draft of a new hand records how many hands the evening had when it was kept (`base`) and,
 * once complete, the hand it would save. Before "Speichern" commits, the draft is marked as
 * being saved. When the form opens and the evening has more hands than `base`: a draft whose
 * hand is among them, or that was being saved, was committed — it is removed, not offered again
 * (the kill came between the commit and the draft's removal). Any other draft comes back with the
 * number of hands saved since, so the form can say so.
 *
 * A draft of an edited hand is only taken back while that hand is still as it was when the draft
 * began.
 */
import type { Hand } from '@/domain/index';
import {
  deleteHandDraft,
  handDraftKey,
  listHandDrafts,
  moveHandDraft,
  putHandDraft,
  type DraftRecordRow,
} from '@/persistence/repositories/hand-drafts-repository';
import { canonicalJson } from '@/domain/canonical-json';

/** What is kept for one form. */
export interface KeptDraft {
  v: 2;
  /** The hand being edited as it was when the draft began; null for a new hand. */
  original: Hand | null;
  draft: unknown;
  /** The evening's number of hands when this was kept. */
  base: number;
  /** The hand the form would save now (null while the draft is incomplete). */
  hand: Hand | null;
  /** Set right before "Speichern" commits. */
  saving?: true;
  at: string;
}

export interface RestoredDraft<T> {
  draft: T;
  /** Hands saved to the evening since the draft was last kept (0: none). */
  laterHands: number;
}

const TAB_KEY = 'koenigsblock.tabId';
const LOCK_PREFIX = 'koenigsblock.tab.';
const LEGACY_PREFIX = 'koenigsblock.handDraft.';

function slotOf(index: number | undefined): string {
  return index === undefined ? 'new' : String(index);
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

type Locks = {
  request: (name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<unknown>) => Promise<unknown>;
  query: () => Promise<{ held?: { name?: string }[] }>;
};

function locks(): Locks | null {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: Locks });
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

let tab: Promise<string> | null = null;

/**
 * This tab's id, claimed once: kept in sessionStorage (a reload keeps it) and held as a Web
 * Lock while the tab lives. A duplicated tab (which copies sessionStorage) finds the lock taken
 * and claims a new id.
 */
export function claimTab(): Promise<string> {
  tab ??= (async () => {
    const store = session();
    let id = store?.getItem(TAB_KEY) ?? randomId();
    const l = locks();
    if (l) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const got = await holdLock(l, id);
        if (got) break;
        id = randomId();
      }
    }
    try {
      store?.setItem(TAB_KEY, id);
    } catch {
      // Private mode: the id lasts as long as the page.
    }
    return id;
  })();
  return tab;
}

/** Holds the tab's lock until the page goes away; false when another tab holds it. */
function holdLock(l: Locks, id: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    l.request(LOCK_PREFIX + id, { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(false);
        return Promise.resolve();
      }
      resolve(true);
      return new Promise<void>(() => undefined);
    }).catch(() => resolve(true));
  });
}

/** The ids of the tabs open now, or null when the browser cannot tell (no Web Locks). */
async function openTabs(): Promise<Set<string> | null> {
  const l = locks();
  if (!l) return null;
  try {
    const state = await l.query();
    return new Set((state.held ?? []).map((x) => x.name ?? '').filter((n) => n.startsWith(LOCK_PREFIX)).map((n) => n.slice(LOCK_PREFIX.length)));
  } catch {
    return null;
  }
}

function isKept(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<KeptDraft>;
  return v.v === 2 && typeof v.base === 'number' && 'draft' in v && typeof v.at === 'string';
}

function sameHand(a: Hand, b: Hand): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

type Verdict<T> = { use: RestoredDraft<T> } | { drop: true } | { skip: true };

function judge<T>(kept: KeptDraft, index: number | undefined, original: Hand | undefined, hands: readonly Hand[], isDraft: (value: unknown) => value is T): Verdict<T> {
  if (!isDraft(kept.draft)) return { drop: true };
  if (index !== undefined) {
    // An edited hand: only while the hand is still as it was when the draft began.
    if (kept.original === null || original === undefined || !sameHand(kept.original, original)) return { drop: true };
    return { use: { draft: kept.draft, laterHands: 0 } };
  }
  if (kept.original !== null) return { drop: true };
  const later = hands.slice(kept.base);
  if (later.length > 0) {
    // The draft's hand was committed (the kill came before the draft was removed).
    if (kept.saving) return { drop: true };
    if (kept.hand !== null && later.some((h) => sameHand(h, kept.hand!))) return { drop: true };
  }
  return { use: { draft: kept.draft, laterHands: later.length } };
}

/** A draft kept by the app before drafts moved to IndexedDB (localStorage, one per evening and hand). */
function legacyDraft(sessionId: string, index: number | undefined): { key: string; kept: KeptDraft } | null {
  const key = `${LEGACY_PREFIX}${sessionId}.${slotOf(index)}`;
  const raw = local()?.getItem(key);
  if (!raw) return null;
  try {
    const old = JSON.parse(raw) as { v?: number; original?: Hand | null; draft?: unknown; at?: string };
    if (old.v !== 1) return null;
    return { key, kept: { v: 2, original: old.original ?? null, draft: old.draft, base: Number.MAX_SAFE_INTEGER, hand: null, at: old.at ?? '' } };
  } catch {
    return null;
  }
}

/**
 * The draft this form should start from, if any: this tab's own, else one left by a tab that
 * is gone (taken over), else one kept by an older version of the app. Drafts that no longer
 * fit — their hand was saved, or the edited hand changed — are removed.
 */
export async function restoreHandDraft<T>(
  sessionId: string,
  index: number | undefined,
  original: Hand | undefined,
  hands: readonly Hand[],
  isDraft: (value: unknown) => value is T,
): Promise<RestoredDraft<T> | null> {
  const me = await claimTab();
  const slot = slotOf(index);
  const ownKey = handDraftKey(sessionId, slot, me);
  let rows: DraftRecordRow[];
  try {
    rows = await listHandDrafts(sessionId, slot);
  } catch {
    return null;
  }
  const own = rows.find((r) => r.tab === me);
  const open = own ? null : await openTabs();
  const candidates = own ? [own] : rows.filter((r) => r.tab !== me && (open === null || !open.has(r.tab)));
  // Newest first: the draft last touched is the one the player was typing.
  candidates.sort((a, b) => ((isKept(b.value) ? b.value.at : '') > (isKept(a.value) ? a.value.at : '') ? 1 : -1));
  for (const row of candidates) {
    const verdict = isKept(row.value) ? judge(row.value, index, original, hands, isDraft) : { drop: true as const };
    if ('drop' in verdict) {
      await deleteHandDraft(row.key).catch(() => undefined);
      continue;
    }
    if ('use' in verdict) {
      if (row.key !== ownKey) await moveHandDraft(row.key, ownKey, row.value).catch(() => undefined);
      return verdict.use;
    }
  }
  if (own) return null;
  const legacy = legacyDraft(sessionId, index);
  if (legacy) {
    try {
      local()?.removeItem(legacy.key);
    } catch {
      // Nothing to clean up.
    }
    const verdict = judge({ ...legacy.kept, base: index === undefined ? hands.length : 0 }, index, original, hands, isDraft);
    if ('use' in verdict) {
      await putHandDraft(ownKey, { ...legacy.kept, base: hands.length, at: new Date().toISOString() }).catch(() => undefined);
      return verdict.use;
    }
  }
  return null;
}

export interface DraftToKeep {
  original: Hand | undefined;
  draft: unknown;
  /** The evening's number of hands now. */
  base: number;
  /** The hand the form would save now, or null. */
  hand: Hand | null;
}

// Writes of one tab, in order: a later write (or the removal after saving) never lands before an earlier one.
let queue: Promise<unknown> = Promise.resolve();
function inOrder(task: () => Promise<void>): Promise<void> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

function record(kept: DraftToKeep, saving: boolean): KeptDraft {
  return {
    v: 2,
    original: kept.original ?? null,
    draft: kept.draft,
    base: kept.base,
    hand: kept.hand,
    ...(saving ? { saving: true as const } : {}),
    at: new Date().toISOString(),
  };
}

/** Keeps the draft (a full disk only loses the draft, never the evening). */
export function keepHandDraft(sessionId: string, index: number | undefined, kept: DraftToKeep): Promise<void> {
  return inOrder(async () => {
    const me = await claimTab();
    await putHandDraft(handDraftKey(sessionId, slotOf(index), me), record(kept, false)).catch(() => undefined);
  });
}

/**
 * Marks the draft as being saved, right before the hand is committed: a form opened after a
 * kill between the commit and the draft's removal then knows the hand is in the evening.
 */
export function markHandDraftSaving(sessionId: string, index: number | undefined, kept: DraftToKeep): Promise<void> {
  return inOrder(async () => {
    const me = await claimTab();
    await putHandDraft(handDraftKey(sessionId, slotOf(index), me), record(kept, true)).catch(() => undefined);
  });
}

/** Removes this tab's draft of the form (after saving, deleting or discarding). */
export function clearHandDraft(sessionId: string, index: number | undefined): Promise<void> {
  return inOrder(async () => {
    const me = await claimTab();
    await deleteHandDraft(handDraftKey(sessionId, slotOf(index), me)).catch(() => undefined);
  });
}

/** Takes the "being saved" mark back when the save was refused: the draft stays an ordinary draft. */
export function unmarkHandDraftSaving(sessionId: string, index: number | undefined, kept: DraftToKeep): Promise<void> {
  return keepHandDraft(sessionId, index, kept);
}

/** For tests: forget the claimed tab id (the next call claims again). */
export function forgetTabForTests(): void {
  tab = null;
}
