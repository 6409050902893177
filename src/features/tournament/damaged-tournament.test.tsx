/**
 * A tournament stored damaged (written past the checks by an older app, or a damaged record)
 * is checked when it is read: its screens say so in German and English and list what is
 * wrong, the list of tournaments still shows it and every other tournament, and it can be
 * deleted or replaced by importing the tournament's file.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { createTournament, readTournament } from '@/persistence/repositories/tournaments-repository';
import type { TournamentFile } from '@/domain/tournament/model';
import { tournamentProblemText } from '@/i18n/engine-error-text';
import { renderWithProviders } from '@/testing/render';
import { makeTournament } from '@/testing/tournament-factories';
import { isDamaged } from '@/state/tournament-store';
import { importTournamentText } from '@/state/tournament-import';
import { drawDraft } from '@/state/tournament-draw';
import { TournamentScreens } from './tournament-screens';

const DAMAGED_ID = 'damaged-cup';

/** Round 1 seats a player id nobody registered: the import would refuse this file. */
const seatsUnknownPlayer = makeTournament({
  id: DAMAGED_ID,
  name: 'Kaputt-Cup',
  rounds: [{ tables: [{ table: 1, players: ['p1', 'p2', 'p3', 'p99'], firstDealer: 0 }] }],
});

async function plant(id: string, data: unknown): Promise<void> {
  const at = '2026-11-27T18:00:00.000Z';
  await db.tournaments.put({ id, createdAt: at, updatedAt: at, archived: false, data: data as TournamentFile });
}

describe('a damaged stored tournament on its screens', () => {
  it('the overview says it is damaged and lists the check\'s problems, translated (German)', async () => {
    await plant(DAMAGED_ID, seatsUnknownPlayer);
    renderWithProviders(<TournamentScreens screen="tournament" id={DAMAGED_ID} view={{ kind: 'overview' }} />);
    expect(await screen.findByRole('heading', { name: 'Turnier beschädigt' })).toBeInTheDocument();
    expect(screen.getByText('Kaputt-Cup')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Dieses Turnier ist auf diesem Gerät beschädigt gespeichert und kann nicht geöffnet werden.');
    const read = await readTournament(DAMAGED_ID);
    if (!read || !isDamaged(read)) throw new Error('expected a damaged read');
    const unknown = read.problems.find((p) => p.code === 'ERR_T_UNKNOWN_PLAYER')!;
    expect(alerts[1]).toHaveTextContent(tournamentProblemText(unknown, 'de'));
    // Nothing of the file is used: no registration, no rounds.
    expect(screen.queryByRole('form', { name: 'Spieler hinzufügen' })).toBeNull();
  });

  it('in English, on every screen of the tournament (the standings too)', async () => {
    await plant(DAMAGED_ID, { ...seatsUnknownPlayer, players: 'Anna, Bernd' });
    renderWithProviders(<TournamentScreens screen="tournament" id={DAMAGED_ID} view={{ kind: 'standings' }} />, { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Tournament damaged' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('This tournament is stored damaged on this device and cannot be opened. The other tournaments are not affected.');
    expect(screen.getAllByRole('alert')[1]!.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('a record that is no tournament at all is named as such', async () => {
    await plant(DAMAGED_ID, null);
    renderWithProviders(<TournamentScreens screen="tournament" id={DAMAGED_ID} view={{ kind: 'round', round: 1 }} />, { lang: 'en' });
    expect(await screen.findByText('Tournament without a readable name')).toBeInTheDocument();
  });

  it('can be deleted from there; the other tournaments stay', async () => {
    await createTournament(makeTournament());
    await plant(DAMAGED_ID, seatsUnknownPlayer);
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={DAMAGED_ID} view={{ kind: 'overview' }} />);
    await user.click(await screen.findByRole('button', { name: 'Turnier löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turnier löschen' }));
    await waitFor(async () => expect(await db.tournaments.get(DAMAGED_ID)).toBeUndefined());
    expect(await db.tournaments.count()).toBe(1);
    await waitFor(() => expect(window.location.hash).toBe('#/t'));
  });
});

describe('the list of tournaments with a damaged one', () => {
  it('lists every tournament; the damaged ones are marked and do not break the list', async () => {
    await createTournament(makeTournament({ id: 'sound', name: 'Hausruck-Cup' }));
    await plant(DAMAGED_ID, { ...seatsUnknownPlayer, rounds: 'kaputt' });
    await plant('nothing', null);
    renderWithProviders(<TournamentScreens screen="list" />);
    const list = await screen.findByRole('list', { name: 'Turniere' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const sound = items.find((li) => li.textContent?.includes('Hausruck-Cup'))!;
    expect(sound).toHaveTextContent('13 Spieler');
    const damaged = items.find((li) => li.textContent?.includes('Kaputt-Cup'))!;
    expect(damaged).toHaveTextContent('beschädigt');
    expect(within(damaged).getByRole('link')).toHaveAttribute('href', `#/t/${DAMAGED_ID}`);
    expect(items.some((li) => li.textContent?.includes('Turnier ohne lesbaren Namen'))).toBe(true);
  });
});

describe("the director's actions on a damaged tournament", () => {
  it('the draw is refused with the check\'s problems', async () => {
    await plant(DAMAGED_ID, seatsUnknownPlayer);
    const out = await drawDraft(DAMAGED_ID, 'random');
    expect(out.ok).toBe(false);
    expect(out.ok ? [] : out.errors.map((e) => e.code)).toContain('ERR_T_UNKNOWN_PLAYER');
  });

  it("importing the tournament's sound file asks first, then replaces the damaged record", async () => {
    await plant(DAMAGED_ID, seatsUnknownPlayer);
    const sound = makeTournament({ id: DAMAGED_ID, name: 'Kaputt-Cup' });
    const asked = await importTournamentText(JSON.stringify(sound));
    if (!asked.ok || asked.value.kind !== 'needs-confirmation') throw new Error('expected a question');
    expect(asked.value.existingName).toBe('Kaputt-Cup');
    expect(asked.value.diff.players.added).toHaveLength(13);
    const merged = await asked.value.merge();
    expect(merged.ok && merged.value.kind).toBe('merged');
    const read = await readTournament(DAMAGED_ID);
    expect(read && !isDamaged(read) ? read.data : null).toEqual(sound);
  });
});
