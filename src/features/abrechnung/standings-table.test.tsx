import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { computeAbrechnung } from '@/domain/abrechnung/abrechnung';
import { resolveRules } from '@/domain/rules/resolve-rules';
import { settleSession } from '@/domain/settlement/settle-session';
import { sampleHands } from '@/testing/domain/hands';
import { makeSession } from '@/testing/domain/session';
import { checkedSession } from '@/testing/domain/checked-session';
import { renderWithProviders } from '@/testing/render';
import { StandingsTable } from './standings-table';

/**
 * The sample evening at 10 cents a point: Anna +25, Bernd and Dieter −1 (shared second), Clara −23;
 * or, without money, as a tournament table without a stake has it.
 */
function sampleAbrechnung(withMoney: boolean) {
  const session = checkedSession(makeSession({ hands: sampleHands(), stakeCents: 10 }));
  const rules = resolveRules(session.rules);
  if (!rules.ok) throw new Error('rules');
  const abrechnung = computeAbrechnung(session, settleSession(session, rules.value));
  return withMoney ? abrechnung : { ...abrechnung, money: 'none' as const };
}

function rowsOf(print: boolean, withMoney: boolean, showCash = false) {
  const { container } = renderWithProviders(<StandingsTable abrechnung={sampleAbrechnung(withMoney)} showCash={showCash} print={print} />);
  const table = within(container).getByRole('table');
  return {
    table,
    heads: within(table).getAllByRole('columnheader').map((h) => h.textContent),
    rows: within(table).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent)),
  };
}

describe('the night\'s standings table', () => {
  const expected = [
    ['1.', 'Anna', '+25', '+2,50 €'],
    ['2.', 'Bernd', '\u22121', '\u22120,10 €'],
    ['2.', 'Dieter', '\u22121', '\u22120,10 €'],
    ['4.', 'Clara', '\u221223', '\u22122,30 €'],
  ];

  it('shows the same rows, best first, on screen and on the printed sheet', () => {
    const onScreen = rowsOf(false, true);
    const printed = rowsOf(true, true);
    expect(onScreen.rows).toEqual(expected);
    expect(printed.rows).toEqual(expected);
    // The place column is "#" on screen (named "Platz" for screen readers), written out in print.
    expect(onScreen.heads).toEqual(['Platz#', 'Spieler', 'Punkte', 'Geld']);
    expect(printed.heads).toEqual(['Platz', 'Spieler', 'Punkte', 'Geld']);
  });

  it('names the player as the row\'s header and colours a win and a loss only on screen', () => {
    const onScreen = rowsOf(false, true);
    expect(within(onScreen.table).getByRole('rowheader', { name: 'Anna' })).toBeInTheDocument();
    const money = within(onScreen.table).getAllByRole('cell').filter((c) => c.textContent?.endsWith('€'));
    expect(money[0]!.className).toContain('text-green-800');
    expect(money[3]!.className).toContain('text-red-700');
    const printed = rowsOf(true, true);
    expect(printed.table).toHaveClass('print-table');
    expect(within(printed.table).getByRole('rowheader', { name: 'Anna' })).toBeInTheDocument();
    expect(within(printed.table).getAllByRole('cell').every((c) => !c.className.includes('text-'))).toBe(true);
  });

  it('leaves out the money without a stake and adds the cash Kontra where it is kept apart, in both', () => {
    for (const print of [false, true]) {
      const { heads, rows } = rowsOf(print, false, true);
      expect(heads.slice(1)).toEqual(['Spieler', 'Schrift', 'Kontra bar']);
      expect(rows[0]).toEqual(['1.', 'Anna', '+25', '0']);
    }
  });
});
