import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TournamentFile } from '@/domain/index';
import { createTournament } from '@/persistence/repositories/tournaments-repository';
import { renderWithProviders } from '@/testing/render';
import { makePlayers, makeTournament } from '@/testing/tournament-factories';
import { ScanHandInsScreen } from '../qr-transfer/scan-hand-ins-screen';
import { MAX_PROJECTOR_PAGES, projectorArea, projectorLayout } from './projector-layout';
import { TournamentScreens } from './tournament-screens';

const ID = 'a3e0c6a2-1f0b-4c8e-9d55-0b6f3f2f7c10';

/** `n` players "Spieler 001" …, round 1 of `planned` drawn in tables of 4, every table [3, 1, −1, −3]. */
function night(n: number, planned = 3, results = true): TournamentFile {
  const players = makePlayers(Array.from({ length: n }, (_, i) => `Spieler ${String(i + 1).padStart(3, '0')}`));
  const tables = Array.from({ length: n / 4 }, (_, i) => ({
    table: i + 1,
    players: players.slice(i * 4, i * 4 + 4).map((p) => p.id),
    ...(results ? { result: { totals: [3, 1, -1, -3] } } : {}),
  }));
  return makeTournament({ players, plannedRounds: planned, rounds: [{ tables }] });
}

const shownRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((r) => !r.className.split(' ').includes('hidden'));

describe('ties in the standings', () => {
  it('200 players in four ties are one line before place 1; the lots come on request while rounds are to come', async () => {
    await createTournament(night(200));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'standings' }} />);
    expect(await screen.findByTestId('ties-summary')).toHaveTextContent('4 Gleichstände · Spätere Runden können sie noch auflösen.');
    expect(screen.queryAllByRole('button', { name: /^Los ziehen:/ })).toHaveLength(0);
    const rows = within(screen.getByRole('table', { name: 'Wertung' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^1\./);
    await user.click(screen.getByRole('button', { name: 'Lose ziehen …' }));
    expect(screen.getAllByRole('button', { name: /^Los ziehen:/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Lose ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('after the last round the lots are offered at once, and one tie says so in the singular', async () => {
    const data = night(8, 1);
    data.rounds[0]!.tables[1]!.result = { totals: [4, 2, -1, -5] };
    await createTournament(data);
    renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'standings' }} />);
    expect(await screen.findByTestId('ties-summary')).toHaveTextContent('1 Gleichstand · Nach der letzten Runde: per Los entscheiden.');
    expect(screen.getByRole('button', { name: 'Los ziehen: Spieler 003, Spieler 007' })).toBeInTheDocument();
  });

  it('after the last round many ties stay one line, marked to be decided, until the director asks', async () => {
    await createTournament(night(200, 1));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'standings' }} />);
    expect(await screen.findByTestId('ties-summary')).toHaveTextContent('4 Gleichstände · Nach der letzten Runde: per Los entscheiden.');
    expect(screen.queryAllByRole('button', { name: /^Los ziehen:/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Lose ziehen …' }));
    expect(screen.getAllByRole('button', { name: /^Los ziehen:/ })).toHaveLength(4);
  });

  it('no tie, no line', async () => {
    const data = night(4, 1);
    data.rounds[0]!.tables[0]!.result = { totals: [4, 2, -1, -5] };
    await createTournament(data);
    renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'standings' }} />);
    await screen.findByRole('table', { name: 'Wertung' });
    expect(screen.queryByTestId('ties-summary')).toBeNull();
  });
});

describe('finding a player in a long list', () => {
  it('the standings of 200 show the one found, with its place, and say how many of how many', async () => {
    await createTournament(night(200));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'standings' }} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Spieler suchen' }), 'spieler 118');
    expect(screen.getByText('1 von 200')).toBeInTheDocument();
    const rows = shownRows(screen.getByRole('table', { name: 'Wertung' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/^51\.Spieler 118/);
    await user.clear(screen.getByRole('searchbox', { name: 'Spieler suchen' }));
    await user.type(screen.getByRole('searchbox', { name: 'Spieler suchen' }), 'niemand');
    expect(screen.getByText('Niemand mit diesem Namen.')).toBeInTheDocument();
  });

  it('the desk folds a registration of 200 and finds a player in it; a short one stays listed', async () => {
    await createTournament(night(200));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    expect(await screen.findByRole('button', { name: 'Alle 200 Spieler zeigen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Spieler' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Spieler suchen' }), '042');
    expect(within(screen.getByRole('list', { name: 'Spieler' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spieler 042Abmelden']);
    await user.clear(screen.getByRole('searchbox', { name: 'Spieler suchen' }));
    await user.click(screen.getByRole('button', { name: 'Alle 200 Spieler zeigen' }));
    expect(within(screen.getByRole('list', { name: 'Spieler' })).getAllByRole('listitem')).toHaveLength(200);
  });

  it('a registration of 13 is listed in full', async () => {
    await createTournament(makeTournament());
    renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'overview' }} />);
    expect(within(await screen.findByRole('list', { name: 'Spieler' })).getAllByRole('listitem')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /Spieler zeigen/ })).toBeNull();
  });

  it('the draft of 200 shows only the table of the player searched, so two far apart are swapped without scrolling', async () => {
    const data = night(200);
    await createTournament(data);
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'draw' }} />);
    await user.click(await screen.findByRole('button', { name: 'Auslosen' }));
    const search = await screen.findByRole('searchbox', { name: 'Spieler suchen' });
    expect(screen.getAllByRole('group', { name: /^Tisch \d+$/ })).toHaveLength(50);
    await user.type(search, 'Spieler 007');
    expect(screen.getAllByRole('group', { name: /^Tisch \d+$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Spieler 007/ }));
    await user.clear(search);
    await user.type(search, 'Spieler 193');
    const other = screen.getAllByRole('group', { name: /^Tisch \d+$/ });
    expect(other).toHaveLength(1);
    const tableOf193 = other[0]!.getAttribute('aria-label');
    await user.click(within(other[0]!).getByRole('button', { name: /Spieler 193/ }));
    await user.clear(search);
    await user.type(search, 'Spieler 007');
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Tisch \d+$/ })[0]).toHaveAttribute('aria-label', tableOf193!));
  });

  it('the seating list of 200 shows the table of the player searched', async () => {
    await createTournament(night(200));
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'seating', round: 1 }} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Spieler suchen' }), 'spieler 150');
    const tables = screen.getAllByRole('heading', { level: 2, name: /^Tisch \d+$/ }).filter((h) => !h.parentElement!.className.split(' ').includes('hidden'));
    expect(tables.map((h) => h.textContent)).toEqual(['Tisch 38']);
  });
});

describe('the projector', () => {
  const size = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: size.width, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: size.height, configurable: true });
  });

  it('at 1920 × 1080 shows 200 players in at most 4 pages of several columns, as the layout says', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 1920, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1080, configurable: true });
    await createTournament(night(200));
    renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'projector' }} />);
    const table = await screen.findByRole('table', { name: 'Wertung' });
    const layout = projectorLayout({ ...projectorArea(1920, 1080), players: 200, rounds: 1, cupPoints: true });
    expect(layout.pages).toBeLessThanOrEqual(MAX_PROJECTOR_PAGES);
    expect(within(table).getAllByRole('row')).toHaveLength(layout.perPage + 1);
    expect(table).toHaveAttribute('data-columns', String(layout.columns));
    expect(layout.columns).toBeGreaterThan(1);
    expect(screen.getByText(`Seite 1 von ${layout.pages}`)).toBeInTheDocument();
    // The column heads repeat above every column; screen readers hear them once.
    expect(within(table).getAllByRole('columnheader', { name: 'Name' })).toHaveLength(1);
  });
});

describe('moving on', () => {
  it('after a table\'s typed totals, "Nächster Tisch" leads to the next table still missing; with none, back to the round', async () => {
    const data = makeTournament();
    data.rounds[0]!.tables[2]!.result = { totals: [2, 1, 0, -1, -2] };
    await createTournament(data);
    const { user } = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 1 }} />);
    expect(await screen.findByRole('button', { name: 'Ergebnis speichern' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Nächster Tisch/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Punkte Anna Huber' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Punkte Bernd Maier' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Ergebnis speichern' }));
    expect(await screen.findByRole('link', { name: 'Nächster Tisch: 2' })).toHaveAttribute('href', `#/t/${ID}/r/1/table/2`);
  });

  it('the last table in leads back to the round', async () => {
    const data = makeTournament();
    data.rounds[0]!.tables[0]!.result = { totals: [1, -1, 0, 0] };
    data.rounds[0]!.tables[1]!.result = { totals: [1, -1, 0, 0] };
    data.rounds[0]!.tables[2]!.result = { totals: [2, 1, 0, -1, -2] };
    await createTournament(data);
    renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'table', round: 1, table: 3 }} />);
    expect(await screen.findByRole('link', { name: 'Alle Tische da – zur Runde' })).toHaveAttribute('href', `#/t/${ID}/r/1`);
  });

  it('the round and the scanner have the standings one tap away; the scanner\'s tiles open their tables', async () => {
    await createTournament(makeTournament());
    const round = renderWithProviders(<TournamentScreens screen="tournament" id={ID} view={{ kind: 'round', round: 1 }} />);
    expect(await screen.findByRole('link', { name: 'Wertung' })).toHaveAttribute('href', `#/t/${ID}/standings`);
    round.unmount();
    renderWithProviders(<ScanHandInsScreen tournamentId={ID} round={1} />, { route: `#/t/${ID}/r/1/scan` });
    expect(await screen.findByRole('link', { name: 'Wertung' })).toHaveAttribute('href', `#/t/${ID}/standings`);
    for (const n of [1, 2, 3]) {
      expect(within(screen.getByTestId(`table-status-${n}`)).getByRole('link')).toHaveAttribute('href', `#/t/${ID}/r/1/table/${n}`);
    }
  });
});
