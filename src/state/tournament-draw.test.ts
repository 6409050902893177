import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/domain/seeded-random';
import { setTournamentDraft } from '@/persistence/repositories/tournaments-repository';
import { THIRTEEN_NAMES } from '@/testing/tournament-factories';
import { createTournament } from './tournament-store';
import { drawDraft, moveInDraft, publishDraft, readDraft, swapInDraft } from './tournament-draw';
import { addPlayers } from './tournament-registration';
import { SETUP, stored, tournamentWithRound1 } from '@/testing/tournament-desk';

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
