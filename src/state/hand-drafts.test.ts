import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Hand } from '@/domain/index';
import { db } from '@/persistence/db';
import { resetDatabase } from '@/testing/db';
import { clearHandDraft, forgetTabForTests, keepHandDraft, markHandDraftSaving, restoreHandDraft } from './hand-drafts';

type Draft = { game: string; step: number };
const isDraft = (v: unknown): v is Draft => typeof v === 'object' && v !== null && typeof (v as Draft).game === 'string';

const RUFER: Hand = { game: 'rufer', declarer: 1, partner: 3, result: 'won' };
const DREIER: Hand = { game: 'dreier', declarer: 2, result: 'won' };
const PLAYED: Hand[] = [RUFER, RUFER, DREIER];

/** Web Locks as a browser has them: a lock is held while its tab lives. */
class FakeLocks {
  held = new Set<string>();
  request(name: string, _options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    void callback({ name });
    return Promise.resolve();
  }
  query() {
    return Promise.resolve({ held: [...this.held].map((name) => ({ name })) });
  }
  /** The tab with this id is gone (closed, or killed with the browser). */
  kill(tab: string) {
    this.held.delete(`koenigsblock.tab.${tab}`);
  }
}

let locks: FakeLocks;

/** Opens "another tab": a fresh sessionStorage and a new tab id. */
function switchTab(id: string | null) {
  sessionStorage.clear();
  if (id) sessionStorage.setItem('koenigsblock.tabId', id);
  forgetTabForTests();
}

/** Reloads the tab: its lock goes with the page, its id stays in sessionStorage. */
function reload() {
  const id = sessionStorage.getItem('koenigsblock.tabId');
  if (id) locks.kill(id);
  forgetTabForTests();
}

async function draftKeys(): Promise<string[]> {
  return (await db.meta.where('key').startsWith('handDraft:').primaryKeys()) as string[];
}

beforeEach(async () => {
  await resetDatabase();
  locks = new FakeLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  switchTab('tab-a');
});

afterEach(() => {
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  forgetTabForTests();
});

describe('a new hand\'s draft', () => {
  it('is kept and comes back in the same tab (a reload keeps the tab\'s id)', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 2 }, base: 3, hand: null });
    reload();
    expect(await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft)).toEqual({ draft: { game: 'rufer', step: 2 }, laterHands: 0 });
  });

  it('saved, then killed before the draft was removed: the next form does not offer it again', async () => {
    const kept = { original: undefined, draft: { game: 'dreier', step: 4 }, base: 3, hand: DREIER };
    await keepHandDraft('s1', undefined, kept);
    await markHandDraftSaving('s1', undefined, kept);
    // The commit happened (the evening has the hand), the removal did not; the browser restarts.
    locks.kill('tab-a');
    switchTab(null);
    expect(await restoreHandDraft('s1', undefined, undefined, [...PLAYED, DREIER], isDraft)).toBeNull();
    expect(await draftKeys()).toEqual([]);
  });

  it('its complete hand found among the hands saved since: recognised as saved even without the mark', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'dreier', step: 4 }, base: 3, hand: { result: 'won', declarer: 2, game: 'dreier' } });
    reload();
    expect(await restoreHandDraft('s1', undefined, undefined, [...PLAYED, RUFER, DREIER], isDraft)).toBeNull();
  });

  it('marked as being saved, but the commit never happened: it comes back to be saved', async () => {
    const kept = { original: undefined, draft: { game: 'dreier', step: 4 }, base: 3, hand: DREIER };
    await markHandDraftSaving('s1', undefined, kept);
    locks.kill('tab-a');
    switchTab(null);
    expect(await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft)).toEqual({ draft: { game: 'dreier', step: 4 }, laterHands: 0 });
  });

  it('half typed while another hand was saved: it comes back and says a hand was saved since', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'solo', step: 1 }, base: 3, hand: null });
    reload();
    expect(await restoreHandDraft('s1', undefined, undefined, [...PLAYED, RUFER], isDraft)).toEqual({ draft: { game: 'solo', step: 1 }, laterHands: 1 });
  });

  it('removed after saving or discarding', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 2 }, base: 3, hand: null });
    await clearHandDraft('s1', undefined);
    expect(await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft)).toBeNull();
  });

  it('a later keep never lands before an earlier one, nor after the removal that follows it', async () => {
    void keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 1 }, base: 3, hand: null });
    void keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 2 }, base: 3, hand: null });
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 3 }, base: 3, hand: null });
    expect((await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft))?.draft).toEqual({ game: 'rufer', step: 3 });
    void keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 4 }, base: 3, hand: null });
    await clearHandDraft('s1', undefined);
    expect(await draftKeys()).toEqual([]);
  });
});

describe('two tabs of one evening', () => {
  it('keep their own drafts while both are open', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 2 }, base: 3, hand: null });
    switchTab('tab-b');
    expect(await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft)).toBeNull();
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'bettler', step: 1 }, base: 3, hand: null });
    // Tab B saves its hand: tab A's draft stays.
    await clearHandDraft('s1', undefined);
    // Tab A reloads.
    switchTab('tab-a');
    locks.kill('tab-a');
    expect((await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft))?.draft).toEqual({ game: 'rufer', step: 2 });
  });

  it('a closed or killed tab\'s draft is taken over by the next tab that opens the form', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 2 }, base: 3, hand: null });
    locks.kill('tab-a');
    switchTab(null);
    expect((await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft))?.draft).toEqual({ game: 'rufer', step: 2 });
    const keys = await draftKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('tab-a');
  });

  it('a duplicated tab (same sessionStorage) claims an id of its own', async () => {
    await keepHandDraft('s1', undefined, { original: undefined, draft: { game: 'rufer', step: 2 }, base: 3, hand: null });
    forgetTabForTests(); // the copy starts with tab-a's id in its sessionStorage, while tab-a lives
    expect(await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft)).toBeNull();
    expect(sessionStorage.getItem('koenigsblock.tabId')).not.toBe('tab-a');
  });
});

describe('an edited hand\'s draft', () => {
  it('comes back while the hand is as it was, and is dropped once it changed', async () => {
    await keepHandDraft('s1', 1, { original: RUFER, draft: { game: 'rufer', step: 5 }, base: 3, hand: null });
    reload();
    expect((await restoreHandDraft('s1', 1, RUFER, PLAYED, isDraft))?.draft).toEqual({ game: 'rufer', step: 5 });
    expect(await restoreHandDraft('s1', 1, DREIER, PLAYED, isDraft)).toBeNull();
    expect(await draftKeys()).toEqual([]);
  });
});

describe('a draft kept by the app before drafts moved to IndexedDB', () => {
  it('is taken over once from localStorage', async () => {
    localStorage.setItem('koenigsblock.handDraft.s1.new', JSON.stringify({ v: 1, original: null, draft: { game: 'rufer', step: 2 }, at: '2026-11-20T20:00:00Z' }));
    expect((await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft))?.draft).toEqual({ game: 'rufer', step: 2 });
    expect(localStorage.getItem('koenigsblock.handDraft.s1.new')).toBeNull();
    reload();
    expect((await restoreHandDraft('s1', undefined, undefined, PLAYED, isDraft))?.draft).toEqual({ game: 'rufer', step: 2 });
  });
});
