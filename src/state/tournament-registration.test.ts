import { describe, expect, it } from 'vitest';
import { computeStandings } from '@/domain/index';
import { createTournament } from './tournament-store';
import { addPlayers, duplicateNames, nameWithNote, namesFromText, removePlayer, renamePlayer, withdrawPlayer } from './tournament-registration';
import { SETUP, stored, tournamentWithRound1 } from '@/testing/tournament-desk';

describe('registration', () => {
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
