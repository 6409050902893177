import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTableSession, buildTournament } from '@/testing/domain/tournament';
import { buildRandomTournament } from '@/testing/domain/random-tournament';
import { seededChooser } from '@/testing/domain/chooser';
import { makeHandIn } from '../tournament/hand-in';
import { parseTournament } from '../tournament/parse-tournament';
import type { TournamentFile } from '../tournament/model';
import { databaseNames } from './databases';
import { decisionChoices, decisionConflict, documentConflict } from './conflicts';
import { decisionDoc, decisionDocId, handInDoc, handInDocId, resultDoc, type DirectorDoc, type PlayerDoc, type ResultDoc } from './documents';
import { docChanges, docsToFile, fileToDocs } from './file-documents';
import { stillWaiting, type WaitingHandIn } from './hand-in-reasons';

function withResults(): TournamentFile {
  const t = buildTournament({ players: 9, rounds: 2 });
  const table1 = t.rounds[0]!.tables[0]!;
  table1.result = { totals: [12, -4, -8, 0], note: 'vom Zettel', receivedAt: '2026-11-27T19:30:00.000Z' };
  const session = buildTableSession(t, 1, 2, 3);
  t.rounds[0]!.tables[1]!.result = { hands: session.hands as never };
  t.lots = ['p3', 'p1'];
  t.cupPoints = [10, 8, 6];
  return t;
}

describe('the tournament file as online documents', () => {
  it('gives the file back from its documents, key for key', () => {
    const file = withResults();
    const back = docsToFile(fileToDocs(file));
    expect(back).toEqual({ ok: true, value: file });
    expect(parseTournament(back.ok ? back.value : null).ok).toBe(true);
  });

  it('gives every example file back, in whatever order the documents arrive', () => {
    const dir = 'tests/fixtures/tournaments';
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.tournament.json'))) {
      const file = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as TournamentFile;
      const docs = fileToDocs(file).reverse();
      expect(docsToFile(docs), name).toEqual({ ok: true, value: file });
    }
  });

  it('gives random tournaments back (players, draws, hands and typed totals)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const file = buildRandomTournament(seededChooser(seed), { players: [8, 9, 10, 12, 13, 16][seed % 6]!, rounds: 1 + (seed % 3), hands: 4, open: 0.2 });
      expect(docsToFile(fileToDocs(file))).toEqual({ ok: true, value: file });
    }
  });

  it('carries keys it does not know (a table key, a cup number) as they are', () => {
    const file = buildTournament({ players: 8, rounds: 1 });
    const extended = {
      ...file,
      players: file.players.map((p, i) => (i === 0 ? { ...p, cupNumber: '1234' } : p)),
      rounds: [{ tables: file.rounds[0]!.tables.map((t) => ({ ...t, key: 'AAECAwQFBgcICQoLDA0ODw' })) }],
    } as TournamentFile;
    expect(docsToFile(fileToDocs(extended))).toEqual({ ok: true, value: extended });
  });

  it('keeps the table keys in the director database only: a round document holds the draw, a result its own document', () => {
    const docs = fileToDocs(withResults());
    const ids = docs.map((d) => d._id);
    expect(ids).toEqual([
      'tournament',
      ...Array.from({ length: 9 }, (_, i) => `player:p${i + 1}`),
      'round:01', 'result:r01:t0001', 'result:r01:t0002',
      'round:02',
      'lots',
    ]);
    const round = docs.find((d) => d._id === 'round:01')!;
    expect(JSON.stringify(round)).not.toContain('result');
  });

  it('orders players by their place in the file, whatever their ids', () => {
    const file = buildTournament({ players: 8, rounds: 0 });
    file.players = [...file.players].reverse();
    expect(docsToFile(fileToDocs(file))).toEqual({ ok: true, value: file });
  });

  it('refuses documents of another tournament, a missing header and a gap in the rounds', () => {
    const docs = fileToDocs(buildTournament({ players: 8, rounds: 2 }));
    const foreign = docs.map((d) => (d._id === 'player:p2' ? { ...d, tournament: 'other' } : d));
    expect(docsToFile(foreign)).toEqual({ ok: false, error: { code: 'ERR_ONLINE_OTHER_TOURNAMENT', id: 'player:p2' } });
    expect(docsToFile(docs.filter((d) => d._id !== 'tournament'))).toEqual({ ok: false, error: { code: 'ERR_ONLINE_NO_HEADER' } });
    expect(docsToFile(docs.filter((d) => d._id !== 'round:01'))).toEqual({ ok: false, error: { code: 'ERR_ONLINE_ROUND_GAP', round: 1 } });
  });

  it('ignores design documents and anything without a kind', () => {
    const file = buildTournament({ players: 8, rounds: 1 });
    const docs: unknown[] = [{ _id: '_design/koenigsblock', validate_doc_update: 'function () {}' }, ...fileToDocs(file), 42, null];
    expect(docsToFile(docs)).toEqual({ ok: true, value: file });
  });

  it('names the three databases after the tournament id', () => {
    expect(databaseNames('0f7c2a4e-5b1d-4c1e-9a5e-3d2f7b8c9d10')).toEqual({
      director: 'kb-t-0f7c2a4e-5b1d-4c1e-9a5e-3d2f7b8c9d10',
      handIns: 'kb-h-0f7c2a4e-5b1d-4c1e-9a5e-3d2f7b8c9d10',
      published: 'kb-p-0f7c2a4e-5b1d-4c1e-9a5e-3d2f7b8c9d10',
    });
    expect(() => databaseNames('Turnier 1')).toThrow();
  });
});

describe('what a change writes', () => {
  it('writes only the documents that changed, and deletes what went away', () => {
    const before = buildTournament({ players: 9, rounds: 1 });
    const after: TournamentFile = { ...before, players: before.players.filter((p) => p.id !== 'p9').map((p) => (p.id === 'p2' ? { ...p, name: 'Bernd Mayer' } : p)) };
    const prev = fileToDocs(before).map((d) => ({ ...d, _rev: '1-abc' }));
    const { put, remove } = docChanges(prev, fileToDocs(after));
    expect(put.map((d) => d._id)).toEqual(['player:p2']);
    expect(remove).toEqual(['player:p9']);
  });
});

describe('hand-ins as documents', () => {
  const t = buildTournament({ players: 8, rounds: 1 });
  const message = makeHandIn(buildTableSession(t, 1, 1, 4), 'Tisch 1');

  it('derives id and body from the message only, so network, QR and file give the same document', () => {
    const byNetwork = handInDoc(message);
    const scanned = handInDoc(JSON.parse(JSON.stringify({ ...message, note: 'Tisch 1' })) as typeof message);
    const reordered = handInDoc(Object.fromEntries(Object.entries(message).reverse()) as unknown as typeof message);
    expect(scanned).toEqual(byNetwork);
    expect(reordered).toEqual(byNetwork);
    expect(JSON.stringify(reordered)).toBe(JSON.stringify(byNetwork));
    expect(byNetwork._id).toMatch(/^handin:r01:t0001:[0-9a-f]{16}$/);
    expect(byNetwork).toMatchObject({ kind: 'handin', tournament: t.id, round: 1, table: 1 });
  });

  it('gives another hand-in of the same table (one hand more, another note, a MAC) another id', () => {
    const more = makeHandIn(buildTableSession(t, 1, 1, 5), 'Tisch 1');
    expect(handInDocId(more)).not.toBe(handInDocId(message));
    expect(handInDocId({ ...message, note: 'anders' })).not.toBe(handInDocId(message));
    expect(handInDocId({ ...message, mac: 'mX_z877fjwVCM1G_iQUgVA' })).not.toBe(handInDocId(message));
  });
});

describe('two director devices deciding a table result', () => {
  const t = buildTournament({ players: 8, rounds: 1 });
  const hands = { hands: buildTableSession(t, 1, 1, 2).hands } as never;

  it('the same result from both desks (received at other times) is an agreement', () => {
    const a = resultDoc(t.id, 1, 1, { ...(hands as object), receivedAt: '2026-11-27T20:00:00.000Z' } as never);
    const b = resultDoc(t.id, 1, 1, { ...(hands as object), receivedAt: '2026-11-27T20:00:03.000Z' } as never);
    expect(decisionConflict(a, [b])).toEqual({ kind: 'agreed' });
  });

  it('different results are a conflict the director must resolve, never a silent overwrite', () => {
    const a = resultDoc(t.id, 1, 1, hands);
    const b = resultDoc(t.id, 1, 1, { totals: [1, -1, 0, 0] });
    const out = decisionConflict(a, [b]);
    expect(out).toMatchObject({ kind: 'conflict', round: 1, table: 1 });
    expect(out.kind === 'conflict' && out.fingerprints).toEqual([a.fingerprint, b.fingerprint]);
  });

  it('two desks that edited one registration differently see a conflict; the same edit is none', () => {
    const base = fileToDocs(t).find((d) => d._id === 'player:p2') as PlayerDoc;
    const mine: DirectorDoc = { ...base, _rev: '2-a', player: { ...base.player, name: 'Bernd Mayer' } };
    const same: DirectorDoc = { ...base, _rev: '2-b', player: { ...base.player, name: 'Bernd Mayer' } };
    const theirs: DirectorDoc = { ...base, _rev: '2-c', player: { ...base.player, name: 'Bernd Meier' } };
    expect(documentConflict(mine, [same])).toBe('agreed');
    expect(documentConflict(mine, [theirs])).toBe('conflict');
  });

  it('a decision names the hand-in it came from', () => {
    const doc: ResultDoc = resultDoc(t.id, 1, 1, hands, 'handin:r01:t0001:0123456789abcdef');
    expect(doc).toMatchObject({ _id: 'result:r01:t0001', handIn: 'handin:r01:t0001:0123456789abcdef' });
  });
});

describe('the director decides on a network hand-in that brought a different result', () => {
  const t = buildTournament({ players: 8, rounds: 1 });
  const first = makeHandIn(buildTableSession(t, 1, 1, 16), 'Tisch 1');
  const second = makeHandIn(buildTableSession(t, 1, 1, 15), 'Tisch 1, korrigiert');
  const handInId = handInDocId(second);
  const stored = { hands: buildTableSession(t, 1, 1, 16).hands } as never;
  const corrected = { hands: buildTableSession(t, 1, 1, 15).hands } as never;

  it('the decision document is named after the hand-in and carries the result that counts', () => {
    expect(handInDocId(first)).not.toBe(handInId);
    expect(decisionDocId(handInId)).toBe(`decision:${handInId.slice('handin:'.length)}`);
    expect(() => decisionDocId('result:r01:t0001')).toThrow(/not a hand-in id/);
    const taken = decisionDoc(t.id, handInId, 1, 1, 'accepted', corrected);
    expect(taken).toMatchObject({ _id: decisionDocId(handInId), kind: 'decision', tournament: t.id, round: 1, table: 1, handIn: handInId, verdict: 'accepted' });
    expect(taken.fingerprint).toBe(resultDoc(t.id, 1, 1, corrected).fingerprint);
    const kept = decisionDoc(t.id, handInId, 1, 1, 'rejected', stored);
    expect(kept.fingerprint).toBe(resultDoc(t.id, 1, 1, stored).fingerprint);
    expect(kept.fingerprint).not.toBe(taken.fingerprint);
  });

  it('two desks that decided alike agree; one that took it over and one that kept the old result are a conflict with both choices', () => {
    const a = { ...decisionDoc(t.id, handInId, 1, 1, 'accepted', corrected), _rev: '1-a' };
    const a2 = { ...decisionDoc(t.id, handInId, 1, 1, 'accepted', corrected), _rev: '1-c' };
    const b = { ...decisionDoc(t.id, handInId, 1, 1, 'rejected', stored), _rev: '1-b' };
    expect(documentConflict(a, [a2])).toBe('agreed');
    expect(documentConflict(a, [b])).toBe('conflict');
    expect(decisionChoices([a, a2, b])).toEqual([
      { verdict: 'accepted', fingerprint: a.fingerprint, rev: '1-a' },
      { verdict: 'rejected', fingerprint: b.fingerprint, rev: '1-b' },
    ]);
  });

  it('a decision is not part of the tournament file: the file round trip ignores it', () => {
    const docs = [...fileToDocs(t), decisionDoc(t.id, handInId, 1, 1, 'rejected', stored)];
    const back = docsToFile(docs);
    expect(back.ok && back.value).toEqual(t);
  });

  it('a waiting hand-in leaves every desk’s list once any desk decided, or once the table’s result is its own', () => {
    const waiting: WaitingHandIn[] = [
      { id: handInId, round: 1, table: 1, state: 'needs-confirmation', reason: 'different-result', fingerprint: resultDoc(t.id, 1, 1, corrected).fingerprint },
      { id: 'handin:r01:t0002:0123456789abcdef', round: 1, table: 2, state: 'refused', reason: 'mac-mismatch' },
    ];
    const withStored = structuredClone(t);
    withStored.rounds[0]!.tables[0]!.result = stored;
    expect(stillWaiting(waiting, new Set(), withStored)).toEqual(waiting);
    expect(stillWaiting(waiting, new Set([decisionDocId(handInId)]), withStored)).toEqual([waiting[1]]);
    const taken = structuredClone(t);
    taken.rounds[0]!.tables[0]!.result = corrected;
    expect(stillWaiting(waiting, new Set(), taken)).toEqual([waiting[1]]);
    expect(stillWaiting(waiting, new Set(), undefined)).toEqual(waiting);
  });
});
