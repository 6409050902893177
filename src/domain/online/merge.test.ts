import { describe, expect, it } from 'vitest';
import { buildTournament } from '@/testing/domain/tournament';
import type { TournamentFile } from '../tournament/model';
import { docChanges, docsToFile, fileToDocs } from './file-documents';
import { handInReasonOf, readWaitingHandIn, HAND_IN_REASONS } from './hand-in-reasons';
import { mergeDocs, mergeFile } from './merge';

const t = buildTournament({ players: 8, rounds: 0 });
const withPlayers = (file: TournamentFile, ...names: [string, string][]) => ({ ...file, players: [...file.players, ...names.map(([id, name]) => ({ id, name }))] });

describe('player order in the documents', () => {
  it('without earlier documents: the file order (0, 1, 2, …), and the round trip gives the file back', () => {
    const docs = fileToDocs(t);
    expect(docs.filter((d) => d.kind === 'player').map((d) => (d.kind === 'player' ? d.order : -1))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const back = docsToFile(docs);
    expect(back.ok && back.value).toEqual(t);
  });

  it('removing a player rewrites no other registration (a rewrite would clash with another desk’s correction)', () => {
    const base = fileToDocs(t);
    const removed = { ...t, players: t.players.filter((p) => p.id !== 'p3') };
    const { put, remove } = docChanges(base, fileToDocs(removed, base));
    expect(put).toEqual([]);
    expect(remove).toEqual(['player:p3']);
    const back = docsToFile(fileToDocs(removed, base));
    expect(back.ok && back.value).toEqual(removed);
  });

  it('a kept order that no longer fits the file order is given a new one, so the round trip stays exact', () => {
    const base = fileToDocs(t);
    const moved = { ...t, players: [t.players[7]!, ...t.players.slice(0, 7)] };
    const back = docsToFile(fileToDocs(moved, base));
    expect(back.ok && back.value).toEqual(moved);
  });
});

describe('the three-way merge of the sync', () => {
  it('a walk-in registered on this desk while another desk’s walk-in is merged: both are players, on both desks alike', () => {
    const base = fileToDocs(t);
    const here = withPlayers(t, ['p9-aaaa', 'Ida Wolf']);
    const there = withPlayers(t, ['p9-bbbb', 'Jakob Rauch']);
    const mergedHere = mergeFile(base, here, fileToDocs(there, base));
    const mergedThere = mergeFile(base, there, fileToDocs(here, base));
    expect(mergedHere.ok && mergedHere.value.players.map((p) => p.name).slice(8)).toEqual(['Ida Wolf', 'Jakob Rauch']);
    expect(mergedHere.ok && mergedThere.ok && mergedThere.value).toEqual(mergedHere.ok && mergedHere.value);
  });

  it('what this desk changed since the last agreement is kept; everything else comes from the replica', () => {
    const base = fileToDocs(t);
    const local = { ...t, players: t.players.map((p) => (p.id === 'p2' ? { ...p, name: 'Bernd Mayer' } : p)) };
    const remote = { ...t, name: 'Cup (umbenannt)', players: t.players.filter((p) => p.id !== 'p5') };
    const merged = mergeFile(base, local, fileToDocs(remote, base));
    if (!merged.ok) throw new Error('merge failed');
    expect(merged.value.name).toBe('Cup (umbenannt)');
    expect(merged.value.players.find((p) => p.id === 'p2')?.name).toBe('Bernd Mayer');
    expect(merged.value.players.some((p) => p.id === 'p5')).toBe(false);
  });

  it('a document removed here stays removed; one unchanged here follows the replica, removal included', () => {
    const base = fileToDocs(t);
    const local = fileToDocs({ ...t, players: t.players.filter((p) => p.id !== 'p1') }, base);
    const remote = fileToDocs({ ...t, players: t.players.filter((p) => p.id !== 'p8') }, base);
    const ids = mergeDocs(base, local, remote).map((d) => d._id);
    expect(ids).not.toContain('player:p1');
    expect(ids).not.toContain('player:p8');
    expect(ids).toContain('player:p2');
  });

  it('a replica that brings nothing new (another desk stored the same result, or this desk’s own change) leaves the stored file as it is; anything new is a change', () => {
    const base = fileToDocs(t);
    const here = withPlayers(t, ['p9-aaaa', 'Ida Wolf']);
    const same = mergeFile(base, here, fileToDocs(here, base));
    expect(same).toEqual({ ok: true, value: here, changed: false });
    expect(same.ok && same.value).toBe(here);
    const fromThere = mergeFile(base, here, fileToDocs(withPlayers(here, ['p10-bbbb', 'Jakob Rauch']), base));
    expect(fromThere.ok && fromThere.changed).toBe(true);
    expect(fromThere.ok && fromThere.value.players.map((p) => p.name).slice(8)).toEqual(['Ida Wolf', 'Jakob Rauch']);
    // Only something taken away on the other desk is new too.
    const removedThere = mergeFile(base, t, fileToDocs({ ...t, players: t.players.slice(1) }, base));
    expect(removedThere.ok && removedThere.changed).toBe(true);
  });
});

describe('why a network hand-in waits or was not taken', () => {
  it('every check code has its reason; anything else is `malformed`', () => {
    expect(handInReasonOf('ERR_HANDIN_MAC_MISMATCH')).toBe('mac-mismatch');
    expect(handInReasonOf('ERR_HANDIN_MAC_MISSING')).toBe('mac-missing');
    expect(handInReasonOf('ERR_HANDIN_TABLE')).toBe('table');
    expect(handInReasonOf('ERR_HANDIN_ROUND')).toBe('table');
    expect(handInReasonOf('ERR_HANDIN_PLAYERS')).toBe('players');
    expect(handInReasonOf('ERR_HANDIN_HAND')).toBe('hands');
    expect(handInReasonOf('ERR_HANDIN_TOURNAMENT')).toBe('other-tournament');
    expect(handInReasonOf('ERR_STORAGE_DAMAGED')).toBe('damaged');
    expect(handInReasonOf('ERR_MSG_VERSION_NEWER')).toBe('malformed');
    expect(handInReasonOf(undefined)).toBe('malformed');
    for (const r of HAND_IN_REASONS) expect(typeof r).toBe('string');
  });

  it('a waiting list stored by an older version reads as the closed set', () => {
    expect(readWaitingHandIn({ id: 'h', round: 1, table: 2, state: 'forged' })).toEqual({ id: 'h', round: 1, table: 2, state: 'refused', reason: 'forged' });
    expect(readWaitingHandIn({ id: 'h', round: 1, table: 2, state: 'refused', reason: 'ERR_HANDIN_PLAYERS' })).toMatchObject({ reason: 'players' });
    expect(readWaitingHandIn({ id: 'h', round: 1, table: 2, state: 'needs-confirmation', fingerprint: 'f' })).toEqual({ id: 'h', round: 1, table: 2, state: 'needs-confirmation', reason: 'different-result', fingerprint: 'f' });
    expect(readWaitingHandIn({ id: 'h', round: 1, table: 2, state: 'needs-confirmation', reason: 'hand-count' })).toMatchObject({ reason: 'hand-count' });
    expect(readWaitingHandIn({ id: 3 })).toBeNull();
    expect(readWaitingHandIn(null)).toBeNull();
  });
});
