/**
 * Table keys stay where they belong (390 px phone):
 *   a tournament file that differs from the stored one only in a table's key is imported
 *   with "Nur Fehlendes übernehmen": the question names the key, the device keeps its own,
 *   and afterwards a hand-in signed with the file's key is refused while the real table's
 *   is accepted.
 */
import { expect, test, type Page } from '@playwright/test';
import { makeSession } from '../../src/testing/domain/session';
import { buildTableHands } from '../../src/testing/domain/tournament';
import { makeHandIn } from '../../src/domain/tournament/hand-in';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { seedTournament } from './support/seed-tournament';

const KEY1 = 'q1Xb9YtE0lNvZ2mR4cH8sA';
const KEY2 = 'Zk3_Tf-6wPqL1nD0uJ7yGQ';
const FORGED_KEY = 'F0rGeDkEy_aaaaaaaaaaaa';

const TOURNAMENT: TournamentFile = {
  format: 'tarock-tournament',
  version: 1,
  id: '3a9c1f7e-5d2b-4c8a-9e6f-1b2c3d4e5f60',
  name: 'Hausruck-Cup, 5. Turnier',
  date: '2026-11-27',
  rules: 'tarockcup',
  stakeCents: 10,
  plannedRounds: 3,
  handsPerRound: { '4': 16, '5': 20 },
  players: [
    { id: 'p1', name: 'Anna Huber' }, { id: 'p2', name: 'Bernd Maier' }, { id: 'p3', name: 'Clara Berger' }, { id: 'p4', name: 'Dieter Gruber' },
    { id: 'p5', name: 'Erika Wagner' }, { id: 'p6', name: 'Franz Pichler' }, { id: 'p7', name: 'Gerda Moser' }, { id: 'p8', name: 'Hans Steiner' },
  ],
  rounds: [{
    tables: [
      { table: 1, players: ['p1', 'p2', 'p3', 'p4'], firstDealer: 1, key: KEY1 },
      { table: 2, players: ['p5', 'p6', 'p7', 'p8'], firstDealer: 2, key: KEY2 },
    ],
  }],
};

/** Table 2's round-1 hand-in signed with `key`. */
function table2HandIn(key: string) {
  const session = makeSession({ name: TOURNAMENT.name, date: undefined, players: ['Erika Wagner', 'Franz Pichler', 'Gerda Moser', 'Hans Steiner'], rules: 'tarockcup', stakeCents: undefined, firstDealer: 2, hands: buildTableHands('tarockcup', 4, 2, 16, 5) });
  return makeHandIn({ ...session, tournament: { id: TOURNAMENT.id, name: TOURNAMENT.name, round: 1, table: 2, playerIds: ['p5', 'p6', 'p7', 'p8'], handsPerRound: 16 } }, undefined, key);
}

async function importFile(page: Page, data: TournamentFile): Promise<void> {
  await page.goto('/#/t');
  await page.locator('input[type=file][aria-label="Turnierdatei importieren"]').setInputFiles({ name: 'turnier.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(data)) });
}

test('a file that swaps a table key: "Nur Fehlendes übernehmen" keeps the real key, a forged hand-in is refused, the genuine one accepted', async ({ page }) => {
  await seedTournament(page, TOURNAMENT);
  const swapped: TournamentFile = structuredClone(TOURNAMENT);
  swapped.rounds[0]!.tables[1]!.key = FORGED_KEY;
  await importFile(page, swapped);

  const dialog = page.getByRole('dialog', { name: 'Dieses Turnier ist schon auf dem Gerät' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Tischschlüssel' }).getByRole('listitem')).toHaveText(['Runde 1, Tisch 2: anderer Schlüssel']);
  await expect(dialog).toContainText('Dieses Gerät behält seine Tischschlüssel');
  await expect(dialog.getByRole('switch', { name: 'Tischschlüssel aus der Datei übernehmen' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Nur Fehlendes übernehmen' }).click();
  await expect(dialog).toBeHidden();

  const notice = page.getByTestId('scan-notice');
  await page.goto(`/#/t/${TOURNAMENT.id}/r/1/scan`);
  const fileInput = page.getByLabel('Datei öffnen', { exact: true }).and(page.locator('input'));
  await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(table2HandIn(FORGED_KEY))) });
  await expect(notice).toContainText('Runde 1, Tisch 2: Die Signatur der Abgabe passt nicht');
  await expect(page.getByTestId('table-status-2')).toHaveAttribute('data-done', 'false');

  await fileInput.setInputFiles({ name: 'abgabe-r1-t2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(table2HandIn(KEY2))) });
  await expect(notice).toHaveText('Tisch 2: Ergebnis übernommen (Datei)');
  await expect(page.getByTestId('table-status-2')).toHaveAttribute('data-done', 'true');
});
