import { resultFromSession } from '@/domain/tournament/hand-in';
import { handCountProblem } from '@/domain/tournament/drawn-table';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/domain/seeded-random';
import { computeStandings } from '@/domain/index';
import { getTournament, setTournamentDraft } from '@/persistence/repositories/tournaments-repository';
import { listResultLog } from '@/persistence/repositories/tournament-results-repository';
import { makeSession as makeRawSession, type SessionOptions } from '@/testing/domain/session';
import { checkedSession } from '@/testing/domain/checked-session';
// Sessions these tests settle go through the engine's check first.
const makeSession = (opts: SessionOptions = {}) => checkedSession(makeRawSession(opts));
import { THIRTEEN_NAMES } from '@/testing/tournament-factories';
import { MAX_IMPORT_BYTES } from '@/transfer/file-limit';
import { createTournament, updateSetup, drawLot, type TournamentSetup } from './tournament-store';
import { importTournamentFile, importTournamentText } from './tournament-import';
import { submitTableResult } from './tournament-results';
import { drawDraft, moveInDraft, publishDraft, readDraft, swapInDraft } from './tournament-draw';
import { addPlayers, duplicateNames, nameWithNote, namesFromText, removePlayer, renamePlayer, withdrawPlayer } from './tournament-registration';

const SETUP: TournamentSetup = { name: 'Hausruck-Cup', date: '2026-11-27', rules: 'tarockcup', plannedRounds: 3, handsPerRound: { '4': 16, '5': 20 } };

async function stored(id: string) {
  return (await getTournament(id))!.data;
}

async function tournamentWithRound1() {
  const created = await createTournament(SETUP);
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  const id = created.value.id;
  await addPlayers(id, THIRTEEN_NAMES);
  const drawn = await drawDraft(id, 'random', seededRandom(7));
  if (!drawn.ok) throw new Error(JSON.stringify(drawn.errors));
  const published = await publishDraft(id);
  if (!published.ok) throw new Error(JSON.stringify(published.errors));
  return { id, data: published.value };
}

describe('setup and registration', () => {
  it('creates a valid tournament file with a random id', async () => {
    const out = await createTournament({ ...SETUP, cupPoints: [223, 198, 180], stakeCents: 10, timeLimitMinutes: 120 });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored(out.value.id)).toEqual(out.value);
    expect(out.value).toMatchObject({ format: 'tarock-tournament', version: 1, players: [], rounds: [], stakeCents: 10, timeLimitMinutes: 120 });
  });

  it('refuses an empty name with the domain\'s located error and stores nothing', async () => {
    const out = await createTournament({ ...SETUP, name: '  ' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.code).toBe('ERR_T_NAME');
  });

  it('the tournament\'s name is normalised like a player\'s: no bidi or invisible characters', async () => {
    const out = await createTournament({ ...SETUP, name: ' \u202eHaus\u200bruck-Cup,\u2066  3. Turnier ' });
    expect(out.ok && out.value.name).toBe('Hausruck-Cup, 3. Turnier');
    if (!out.ok) return;
    expect((await stored(out.value.id))?.name).toBe('Hausruck-Cup, 3. Turnier');
    const renamed = await updateSetup(out.value.id, { ...SETUP, name: 'Cup\u200b\u202e' });
    expect(renamed.ok && renamed.value.name).toBe('Cup');
  });

  it('pasted names: one per line, normalised, empty lines dropped; ids continue after the highest one', async () => {
    expect(namesFromText('Anna\r\n\n  Bernd   Maier \u200b\nClara\u202e')).toEqual(['Anna', 'Bernd Maier', 'Clara']);
    const created = await createTournament(SETUP);
    if (!created.ok) throw new Error();
    const id = created.value.id;
    const first = await addPlayers(id, ['Anna', 'Bernd']);
    if (!first.ok) throw new Error();
    expect(first.value.map((p) => p.id)).toEqual([expect.stringMatching(/^p1-[0-9a-z]{4}$/), expect.stringMatching(/^p2-[0-9a-z]{4}$/)]);
    await removePlayer(id, first.value[0]!.id);
    const out = await addPlayers(id, ['Clara']);
    expect(out.ok && out.value).toEqual([{ id: expect.stringMatching(/^p3-[0-9a-z]{4}$/), name: 'Clara' }]);
  });

  it('duplicate names are allowed and flagged; a note tells them apart', () => {
    expect(duplicateNames([{ name: 'Anna Huber' }, { name: 'anna huber' }, { name: 'Bernd' }])).toEqual(new Set(['anna huber']));
    expect(nameWithNote('Anna Huber', ' Ried ')).toBe('Anna Huber (Ried)');
    expect(nameWithNote('Anna Huber', '')).toBe('Anna Huber');
  });

  it('a name is corrected (normalised, 1–60 characters), also for a seated player; the standings follow', async () => {
    const { id, data } = await tournamentWithRound1();
    const seated = data.rounds[0]!.tables[0]!.players[0]!;
    const renamed = await renamePlayer(id, seated, '  Anna\u200b   Huber (Ried) ');
    expect(renamed.ok).toBe(true);
    const after = await stored(id);
    expect(after.players.find((p) => p.id === seated)!.name).toBe('Anna Huber (Ried)');
    expect(after.rounds).toEqual(data.rounds);
    expect(computeStandings(after).rows.find((r) => r.id === seated)!.name).toBe('Anna Huber (Ried)');

    for (const bad of ['   ', 'x'.repeat(61)]) {
      const out = await renamePlayer(id, seated, bad);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.errors[0]!.code).toBe('ERR_T_PLAYER_NAME');
    }
    const unknown = await renamePlayer(id, 'p99', 'Niemand');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.errors[0]!.code).toBe('ERR_T_NO_SUCH_PLAYER');
    expect(await stored(id)).toEqual(after);
  });

  it('a player with a table cannot be removed, only withdrawn; results keep counting', async () => {
    const { id, data } = await tournamentWithRound1();
    const seated = data.rounds[0]!.tables[0]!.players[0]!;
    const removed = await removePlayer(id, seated);
    expect(removed.ok).toBe(false);
    if (!removed.ok) expect(removed.errors[0]!.code).toBe('ERR_T_PLAYER_SEATED');
    const withdrawn = await withdrawPlayer(id, seated);
    expect(withdrawn.ok).toBe(true);
    expect((await stored(id)).players.find((p) => p.id === seated)!.withdrawnAfter).toBe(1);
  });
});

describe('the draw', () => {
  it('a draft is kept on the device, changed by swap and move, then published as round 1', async () => {
    const created = await createTournament(SETUP);
    if (!created.ok) throw new Error();
    const id = created.value.id;
    await addPlayers(id, THIRTEEN_NAMES);
    const drawn = await drawDraft(id, 'random', seededRandom(1));
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.value.draw.tables.map((t) => t.players.length).sort()).toEqual([4, 4, 5]);
    expect((await stored(id)).rounds).toEqual([]);

    const [t1, t3] = [drawn.value.draw.tables[0]!, drawn.value.draw.tables[2]!];
    const a = t1.players[0]!;
    const b = t3.players[0]!;
    const swapped = await swapInDraft(id, a, b);
    expect(swapped.ok && swapped.value.draw.tables[0]!.players[0]).toBe(b);

    // Moving one from the 5-table to a 4-table keeps 4/4/5 sizes legal (5 → 4, 4 → 5).
    const moved = await moveInDraft(id, t3.players[1]!, t1.table);
    expect(moved.ok).toBe(true);
    const tooSmall = await moveInDraft(id, (await readDraft(id))!.draw.tables[1]!.players[0]!, t1.table);
    expect(tooSmall.ok).toBe(false);

    const published = await publishDraft(id);
    expect(published.ok).toBe(true);
    expect((await stored(id)).rounds).toHaveLength(1);
    // Published, every table gets its own key (tournament-format.md §1, §6); the seating is the draft's.
    const round = (await stored(id)).rounds[0]!;
    expect(round.tables.map(({ key: _key, ...rest }) => rest)).toEqual((moved.ok && moved.value.draw.tables));
    const keys = round.tables.map((x) => x.key);
    expect(keys.every((k) => typeof k === 'string' && /^[A-Za-z0-9_-]{22}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await readDraft(id)).toBeNull();
  });

  it('6 players cannot be seated: a clear refusal with the counts that would work', async () => {
    const created = await createTournament(SETUP);
    if (!created.ok) throw new Error();
    await addPlayers(created.value.id, THIRTEEN_NAMES.slice(0, 6));
    const out = await drawDraft(created.value.id, 'random', seededRandom(1));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]).toMatchObject({ code: 'ERR_DRAW_CANNOT_SEAT', params: expect.objectContaining({ fewer: 5, more: 8 }) });
  });

  it('a stale draft (another tab published meanwhile) is refused', async () => {
    const { id } = await tournamentWithRound1();
    const data = await stored(id);
    await setTournamentDraft(id, { round: 1, method: 'random', draw: data.rounds[0] });
    const out = await publishDraft(id);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.code).toBe('ERR_T_DRAFT_STALE');
    expect((await stored(id)).rounds).toHaveLength(1);
  });

  it('a walk-in registered after the draft was drawn: publishing asks for a new draw instead of leaving them out', async () => {
    const created = await createTournament(SETUP);
    if (!created.ok) throw new Error();
    const id = created.value.id;
    await addPlayers(id, THIRTEEN_NAMES.slice(0, 12));
    await drawDraft(id, 'random', seededRandom(2));
    await addPlayers(id, ['Nora Nachzügler']);
    const out = await publishDraft(id);
    expect(!out.ok && out.errors[0]).toMatchObject({ code: 'ERR_T_DRAFT_MISSING_PLAYERS', params: { names: 'Nora Nachzügler' } });
    expect((await stored(id)).rounds).toEqual([]);
    const again = await drawDraft(id, 'random', seededRandom(2));
    expect(again.ok && again.value.draw.tables.flatMap((t) => t.players)).toHaveLength(13);
    expect((await publishDraft(id)).ok).toBe(true);
  });
});

describe('submitTableResult', () => {
  it('new → accepted; same → unchanged; different → needs confirmation, then replaced with the old one in the history', async () => {
    const { id, data } = await tournamentWithRound1();
    const four = data.rounds[0]!.tables.find((t) => t.players.length === 4)!;
    const first = await submitTableResult(id, 1, four.table, { totals: [12, -4, -8, 0] }, 'typed');
    expect(first).toEqual({ ok: true, value: { kind: 'accepted' } });
    expect(await submitTableResult(id, 1, four.table, { totals: [12, -4, -8, 0] }, 'hand-in')).toEqual({ ok: true, value: { kind: 'unchanged' } });
    const second = await submitTableResult(id, 1, four.table, { totals: [10, -2, -8, 0] }, 'typed');
    expect(second.ok && second.value.kind).toBe('needs-confirmation');
    if (!second.ok || second.value.kind !== 'needs-confirmation') return;
    expect(second.value.existing).toMatchObject({ totals: [12, -4, -8, 0] });
    expect(await second.value.confirm()).toEqual({ ok: true, value: { kind: 'replaced' } });
    const log = await listResultLog(id);
    expect(log.map((e) => e.action)).toEqual(['accepted', 'replaced']);
    expect(computeStandings(await stored(id)).rows.find((r) => r.id === four.players[0])!.total).toEqual({ n: 10, d: 1 });
  });

  it('refuses totals that do not sum to 0 or have the wrong length, with the located error', async () => {
    const { id, data } = await tournamentWithRound1();
    const four = data.rounds[0]!.tables.find((t) => t.players.length === 4)!;
    const out = await submitTableResult(id, 1, four.table, { totals: [12, -4, -8, 3] }, 'typed');
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]).toMatchObject({ code: 'ERR_T_TOTALS_SUM', round: 1, table: four.table });
    const short = await submitTableResult(id, 1, four.table, { totals: [1, -1] }, 'typed');
    expect(!short.ok && short.errors[0]!.code).toBe('ERR_T_TOTALS_LENGTH');
    expect((await stored(id)).rounds[0]!.tables.find((t) => t.table === four.table)!.result).toBeUndefined();
  });

  it('a table\'s session file: the drawn players in the drawn seats and dealer, else a clear refusal', async () => {
    const { data } = await tournamentWithRound1();
    const t = data.rounds[0]!.tables[0]!;
    const names = t.players.map((pid) => data.players.find((p) => p.id === pid)!.name);
    const session = makeSession({ players: names, rules: 'tarockcup', firstDealer: t.firstDealer ?? 0, hands: [{ game: 'rufer', declarer: 1, partner: 2, result: 'won' }] });
    const ok = resultFromSession(data, 1, t.table, session);
    expect(ok).toEqual({ ok: true, value: { hands: session.hands } });
    const reversed = resultFromSession(data, 1, t.table, { ...session, players: [...names].reverse() });
    expect(!reversed.ok && reversed.error[0]!.code).toBe('ERR_T_RESULT_PLAYERS');
    expect(handCountProblem(data, 1, t.table, { hands: session.hands })).toEqual({ planned: t.players.length === 5 ? 20 : 16, actual: 1 });
  });

  it('a session opened from a table card is matched by its tournament key (ids, round, table), not by names', async () => {
    const { data } = await tournamentWithRound1();
    const t = data.rounds[0]!.tables[0]!;
    const link = { id: data.id, name: data.name, round: 1, table: t.table, playerIds: t.players, handsPerRound: 16 };
    const session = makeSession({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, t.players.length), firstDealer: t.firstDealer ?? 0, tournament: link });
    expect(resultFromSession(data, 1, t.table, session).ok).toBe(true);
    const other = resultFromSession(data, 1, t.table, { ...session, tournament: { ...link, id: 'another' } });
    expect(!other.ok && other.error[0]!.params).toEqual({ reason: 'tournament' });
    const wrongTable = resultFromSession(data, 1, t.table, { ...session, tournament: { ...link, table: 99 } });
    expect(!wrongTable.ok && wrongTable.error[0]!.params).toMatchObject({ reason: 'table', table: 99 });
    const dealer = resultFromSession(data, 1, t.table, { ...session, firstDealer: ((t.firstDealer ?? 0) + 1) % t.players.length });
    expect(!dealer.ok && dealer.error[0]!.params).toEqual({ reason: 'dealer' });
  });
});

describe('lots and import', () => {
  it('a lot orders a tied group and is recorded in lots', async () => {
    const { id, data } = await tournamentWithRound1();
    const group = [data.players[0]!.id, data.players[1]!.id];
    const out = await drawLot(id, group, seededRandom(5));
    expect(out.ok).toBe(true);
    expect([...(await stored(id)).lots!].sort()).toEqual([...group].sort());
  });

  it('import: validated completely first; same → unchanged; different → confirm replace', async () => {
    const { id } = await tournamentWithRound1();
    const text = JSON.stringify(await stored(id));
    expect((await importTournamentText(text)).ok && 'unchanged').toBe('unchanged');
    const bad = await importTournamentText(JSON.stringify({ ...JSON.parse(text), plannedRounds: 0 }));
    expect(!bad.ok && bad.errors[0]!.code).toBe('ERR_T_PLANNED_ROUNDS');
    const notJson = await importTournamentText('{');
    expect(!notJson.ok && notJson.errors[0]!.code).toBe('ERR_T_NOT_JSON');
    const renamed = await importTournamentText(JSON.stringify({ ...JSON.parse(text), name: 'Anders' }));
    expect(renamed.ok && renamed.value.kind).toBe('needs-confirmation');
    expect((await stored(id)).name).toBe('Hausruck-Cup');
    if (renamed.ok && renamed.value.kind === 'needs-confirmation') await renamed.value.confirm();
    expect((await stored(id)).name).toBe('Anders');
  });
});

describe('importing a tournament this device already has', () => {
  /** Round 1 with typed totals at the tables given (4 or 5 seats). */
  function totals(size: number, first: number): number[] {
    return [first, -first, ...Array(size - 2).fill(0)];
  }

  async function withResults(id: string, results: Record<number, number>) {
    for (const [table, first] of Object.entries(results)) {
      const size = (await stored(id)).rounds[0]!.tables.find((t) => t.table === Number(table))!.players.length;
      const out = await submitTableResult(id, 1, Number(table), { totals: totals(size, first) }, 'typed');
      if (!out.ok) throw new Error(JSON.stringify(out.errors));
    }
  }

  it('never rolls results back silently: it says what differs and offers "nur Fehlendes übernehmen" besides "ersetzen"', async () => {
    const { id } = await tournamentWithRound1();
    // The file: table 1 with another result, table 3 with one this device lacks; this device has tables 1 and 2.
    const file = structuredClone(await stored(id));
    const sizeOf = (table: number) => file.rounds[0]!.tables.find((t) => t.table === table)!.players.length;
    file.rounds[0]!.tables = file.rounds[0]!.tables.map((t) =>
      t.table === 1 ? { ...t, result: { totals: totals(sizeOf(1), 9) } } : t.table === 3 ? { ...t, result: { totals: totals(sizeOf(3), 7) } } : t);
    await withResults(id, { 1: 4, 2: 5 });

    const asked = await importTournamentText(JSON.stringify(file));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    expect(asked.value.diff.results.map((c) => `${c.round}/${c.table} ${c.kind}`)).toEqual(['1/1 changed', '1/2 removed', '1/3 added']);
    expect((await stored(id)).rounds[0]!.tables.find((t) => t.table === 1)!.result).toMatchObject({ totals: totals(sizeOf(1), 4) });

    const merged = await asked.value.merge();
    expect(merged.ok && merged.value.kind).toBe('merged');
    const tables = (await stored(id)).rounds[0]!.tables;
    expect(tables.map((t) => (t.result && 'totals' in t.result ? t.result.totals[0] : null))).toEqual([4, 5, 7]);
    // Every changed table result is in its table's history: only table 3 changed.
    const log = await listResultLog(id);
    expect(log.filter((e) => e.source === 'tournament-import').map((e) => `${e.table} ${e.action}`)).toEqual(['3 accepted']);
  });

  it('a file that differs only in a table\'s key: the question names the key; neither way takes it unless the director chooses so', async () => {
    const { id } = await tournamentWithRound1();
    const mine = (await stored(id)).rounds[0]!.tables[0]!.key;
    expect(mine).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const file = structuredClone(await stored(id));
    file.rounds[0]!.tables[0]!.key = 'ZZZZZZZZZZZZZZZZZZZZZZ';
    const text = JSON.stringify(file);
    for (const how of ['merge', 'confirm'] as const) {
      const asked = await importTournamentText(text);
      if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
      expect(asked.value.diff.keys).toEqual([{ round: 1, table: 1, kind: 'changed' }]);
      expect((await asked.value[how]()).ok).toBe(true);
      expect((await stored(id)).rounds[0]!.tables[0]!.key).toBe(mine);
    }
    const asked = await importTournamentText(text);
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    expect((await asked.value.merge({ takeKeys: true })).ok).toBe(true);
    expect((await stored(id)).rounds[0]!.tables[0]!.key).toBe('ZZZZZZZZZZZZZZZZZZZZZZ');
  });

  it('"ersetzen" takes the file and records every table result it changes: replaced, taken away, added', async () => {
    const { id } = await tournamentWithRound1();
    const file = structuredClone(await stored(id));
    const sizeOf = (table: number) => file.rounds[0]!.tables.find((t) => t.table === table)!.players.length;
    file.rounds[0]!.tables = file.rounds[0]!.tables.map((t) =>
      t.table === 1 ? { ...t, result: { totals: totals(sizeOf(1), 9) } } : t.table === 3 ? { ...t, result: { totals: totals(sizeOf(3), 7) } } : t);
    await withResults(id, { 1: 4, 2: 5 });
    const asked = await importTournamentText(JSON.stringify(file));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    const replaced = await asked.value.confirm();
    expect(replaced.ok && replaced.value.kind).toBe('replaced');
    expect(await stored(id)).toEqual(file);
    const log = (await listResultLog(id)).filter((e) => e.source === 'tournament-import');
    expect(log.map((e) => `${e.table} ${e.action}`).sort()).toEqual(['1 replaced', '2 removed', '3 accepted']);
  });

  it('a decision made on a stage that changed meanwhile (another tab) asks again instead of writing', async () => {
    const { id } = await tournamentWithRound1();
    const file = { ...structuredClone(await stored(id)), name: 'Anders' };
    const asked = await importTournamentText(JSON.stringify(file));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    await withResults(id, { 2: 5 });
    const again = await asked.value.confirm();
    expect(again.ok && again.value.kind).toBe('needs-confirmation');
    expect((await stored(id)).name).toBe('Hausruck-Cup');
  });

  it('a file larger than the cap is refused unread', async () => {
    const big = { size: MAX_IMPORT_BYTES + 1, text: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    const out = await importTournamentFile(big);
    expect(!out.ok && out.errors[0]!.code).toBe('ERR_T_FILE_TOO_LARGE');
  });
});

