import { expect, test } from '@playwright/test';
import { readStoredSession } from './pages/app';
import { NewSessionPage } from './pages/new-session-page';
import { SessionsPage } from './pages/sessions-page';
import { SheetPage } from './pages/sheet-page';

test.describe('new evening', () => {
  test('four players: names, reorder, first dealer, preset and stake end on a sheet with the columns and the dealer marked', async ({ page }) => {
    const sessions = new SessionsPage(page);
    const form = new NewSessionPage(page);
    const sheet = new SheetPage(page);

    await test.step('the empty start screen explains what to do', async () => {
      await sessions.goto();
      await expect(sessions.emptyState).toBeVisible();
      await sessions.startNewEvening();
    });

    await test.step('invalid names are refused with clear messages', async () => {
      await form.fillNames(['Anna', 'Anna', '', 'Dieter']);
      await form.start();
      await expect(form.errorSummary).toBeVisible();
      await expect(form.nameField(1)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.nameField(2)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Dieser Name kommt schon vor – Namen müssen verschieden sein.').first()).toBeVisible();
      await expect(page.getByText('Bitte einen Namen eingeben.').first()).toBeVisible();
      await expect(page).toHaveURL(/#\/new$/);
    });

    await test.step('names typed out of order are moved into the seating order', async () => {
      await form.fillNames(['Bernd', 'Anna', 'Clara', 'Dieter']);
      await form.moveUp('Anna');
      expect(await form.seating(4)).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
      await form.moveDown('Clara');
      await form.moveUp('Clara');
      expect(await form.seating(4)).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
      await expect(form.errorSummary).toBeHidden();
    });

    await test.step('first dealer, preset, stake and name', async () => {
      await form.chooseFirstDealer('Clara');
      await form.choosePreset('Hausregeln');
      await form.stake.fill('20');
      await expect(page.getByText('0,20 € pro Punkt')).toBeVisible();
      await form.name.fill('Donnerstagsrunde');
      await form.start();
    });

    await test.step('the sheet shows one column per player, zero totals and Clara dealing', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Donnerstagsrunde' })).toBeVisible();
      await sheet.expectReady();
      expect(await sheet.columnNames()).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
      await sheet.expectTotals(['Anna', 'Bernd', 'Clara', 'Dieter'], ['0', '0', '0', '0']);
      await sheet.expectNextDealer('Clara', 'Dieter');
      await expect(sheet.emptyText).toBeVisible();
    });

    await test.step('stored exactly as the session format says', async () => {
      const stored = await readStoredSession(page, 'Donnerstagsrunde');
      expect(stored.data).toMatchObject({
        format: 'tarock-session',
        version: 1,
        name: 'Donnerstagsrunde',
        players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
        rules: 'hausregeln',
        stakeCents: 20,
        firstDealer: 2,
        hands: [],
      });
      expect(stored.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    await test.step('the evening is listed on the start screen', async () => {
      await sessions.goto();
      await sessions.expectSessions(['Donnerstagsrunde']);
      await expect(sessions.sessionLink('Donnerstagsrunde')).toContainText('Anna · Bernd · Clara · Dieter');
    });
  });

  test('five players with the Tarockcup preset: the dealer sits out and is marked', async ({ page }) => {
    const sessions = new SessionsPage(page);
    const form = new NewSessionPage(page);
    const sheet = new SheetPage(page);
    const players = ['Eva', 'Franz', 'Gerti', 'Hans', 'Ida'];

    await test.step('five name fields in seating order', async () => {
      await form.goto();
      await form.setPlayerCount(5);
      await expect(form.nameField(4)).toBeVisible();
      await form.fillNames(['Franz', 'Eva', 'Gerti', 'Ida', 'Hans']);
      await form.moveDown('Franz');
      await form.moveUp('Hans');
      expect(await form.seating(5)).toEqual(players);
    });

    await test.step('the last player deals first, Tarockcup, 5 cents, a name and a date', async () => {
      await form.chooseFirstDealer('Ida');
      await form.choosePreset('Tarockcup');
      await form.stake.fill('5');
      await form.name.fill('Turnier Runde 1');
      await form.date.fill('2026-11-20');
      await form.start();
    });

    await test.step('five columns; Ida deals and sits out, Eva is Vorhand', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Turnier Runde 1' })).toBeVisible();
      expect(await sheet.columnNames()).toEqual(players);
      await sheet.expectTotals(players, ['0', '0', '0', '0', '0']);
      await sheet.expectNextDealer('Ida', 'Eva');
      await expect(sheet.column('Ida').getByText('gibt als Nächster, sitzt aus')).toBeAttached();
    });

    await test.step('stored with the preset, stake, date and first dealer', async () => {
      const stored = await readStoredSession(page, 'Turnier Runde 1');
      expect(stored.data).toMatchObject({ players, rules: 'tarockcup', stakeCents: 5, firstDealer: 4, date: '2026-11-20', hands: [] });
      await sessions.goto();
      await sessions.expectSessions(['Turnier Runde 1']);
    });
  });
});
