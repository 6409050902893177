import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { sampleHands } from '@/testing/domain/hands';
import { makeStoredSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { StatsScreen } from './stats-screen';

function statRow(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('StatsScreen', () => {
  it('one evening: per-player numbers and the running totals with a text alternative', async () => {
    // Rufer (Bernd + Dieter won) −1/+1/−1/+1; Dreier Anna won +18/−6/−6/−6; Bettler Clara lost, Anna Kontra +8/+4/−16/+4.
    await db.sessions.add(makeStoredSession({ id: 's1', data: { hands: sampleHands() } }));
    renderWithProviders(<StatsScreen sessionId="s1" />, { route: '#/s/s1/stats' });

    const anna = await screen.findByRole('article', { name: 'Anna' });
    expect(statRow(anna, 'Spiele gespielt')).toBe('3');
    expect(statRow(anna, 'Summe')).toBe('+25');
    expect(statRow(anna, 'Geld')).toBe('+2,50 €');
    expect(statRow(anna, 'Schnitt pro Spiel')).toBe('+8,33');
    expect(statRow(anna, 'Bestes Spiel')).toBe('+18 · Dreier · Spiel 2');
    expect(statRow(anna, 'Schlechtestes Spiel')).toBe('\u22121 · Rufer · Spiel 1');
    expect(statRow(anna, 'Angesagt / gewonnen')).toBe('1 / 1');
    expect(within(anna).getByRole('row', { name: 'Dreier 1 1' })).toBeInTheDocument();

    const clara = screen.getByRole('article', { name: 'Clara' });
    expect(within(clara).getByRole('row', { name: 'Bettler 1 0' })).toBeInTheDocument();
    expect(statRow(clara, 'Schlechtestes Spiel')).toBe('\u221216 · Bettler · Spiel 3');
    // Averages all with two decimals, so the column reads evenly (Dieter +4/3 … Clara −23/3).
    expect(statRow(clara, 'Schnitt pro Spiel')).toBe('\u22127,67');
    expect(statRow(screen.getByRole('article', { name: 'Bernd' }), 'Schnitt pro Spiel')).toBe('\u22120,33');
    const dieter = screen.getByRole('article', { name: 'Dieter' });
    expect(statRow(dieter, 'Als Partner')).toBe('1 / 1');

    const chart = screen.getByRole('img', { name: /Verlauf der Stände über 3 Spiele/ });
    expect(chart.getAttribute('aria-label')).toContain('Anna: Endstand 25, höchster Stand 25 nach Spiel 3, tiefster Stand \u22121 nach Spiel 1.');
    const table = within(screen.getByRole('region', { name: 'Verlauf' })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5); // header, start, 3 hands
    expect(within(table).getByRole('row', { name: /^2 / })).toHaveTextContent('217\u22125\u22127\u22125');
  });

  it('all evenings: players matched by name across evenings', async () => {
    await db.sessions.bulkAdd([
      makeStoredSession({ id: 'a', createdAt: '2026-11-13T18:00:00.000Z', data: { name: 'Vorwoche', date: '2026-11-13', hands: sampleHands() } }),
      makeStoredSession({ id: 'b', createdAt: '2026-11-20T18:00:00.000Z', data: { hands: [{ game: 'rufer', declarer: 1, partner: 0, result: 'won' }] } }),
    ]);
    renderWithProviders(<StatsScreen />, { route: '#/stats' });
    expect(await screen.findByText('Abende: 2 · Spiele: 4')).toBeInTheDocument();
    const anna = screen.getByRole('article', { name: 'Anna' });
    expect(statRow(anna, 'Abende')).toBe('2');
    expect(statRow(anna, 'Spiele gespielt')).toBe('4');
    expect(statRow(anna, 'Summe')).toBe('+26');
    expect(statRow(anna, 'Bestes Spiel')).toBe('+18 · Dreier · Spiel 2 · Vorwoche 13.11.2026');
    expect(statRow(anna, 'Als Partner')).toBe('1 / 1');
    expect(screen.getByRole('link', { name: 'Statistik von Vorwoche' })).toHaveAttribute('href', '#/s/a/stats');
    // No chart over all evenings.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('no evenings yet', async () => {
    renderWithProviders(<StatsScreen />);
    expect(await screen.findByText(/Noch keine Abende/)).toBeInTheDocument();
  });

  it('an evening without hands', async () => {
    await db.sessions.add(makeStoredSession({ id: 'e' }));
    renderWithProviders(<StatsScreen sessionId="e" />);
    expect(await screen.findByText('Noch keine Spiele an diesem Abend.')).toBeInTheDocument();
  });
});
