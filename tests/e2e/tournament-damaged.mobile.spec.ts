/**
 * A tournament stored damaged (written past the checks: an older app, a damaged record) is
 * checked when the app reads it: the list still shows every tournament, the damaged one's
 * screen says what is wrong instead of breaking, and it can be deleted while the other
 * tournament stays. Screenshot: test-results/screens/tournament-damaged.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { TournamentFile } from '../../src/domain/tournament/model';
import { buildTournament } from '../../src/testing/domain/tournament';
import { seedTournament } from './support/seed-tournament';
import { TournamentPage } from './pages/tournament-page';

const SCREENS = join(process.cwd(), 'test-results', 'screens');

test('a damaged stored tournament is named on its screen and in the list; the others work on', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const sound: TournamentFile = { ...buildTournament({ players: 12, rounds: 1 }), id: 'sound-cup', name: 'Hausruck-Cup' };
  // Round 1 seats a player id nobody registered: the import would refuse this file.
  const base = buildTournament({ players: 12, rounds: 1 });
  const damaged: TournamentFile = {
    ...base,
    id: 'damaged-cup',
    name: 'Innviertel-Cup',
    rounds: [{ tables: [{ ...base.rounds[0]!.tables[0]!, players: ['p1', 'p2', 'p3', 'p99'] }, ...base.rounds[0]!.tables.slice(1)] }],
  };
  await seedTournament(page, sound);
  await seedTournament(page, damaged);

  const tournament = new TournamentPage(page);
  // Written past the app: it reads them when it starts again.
  await page.reload();
  await expect(tournament.heading('Turniere')).toBeVisible();
  await expect(tournament.listEntry('Hausruck-Cup')).toContainText('12 Spieler');
  // What the list shows is there, so it is listed as it is; the full check runs when it is opened.
  await expect(tournament.listEntry('Innviertel-Cup')).toContainText('12 Spieler');

  await tournament.listEntry('Innviertel-Cup').getByRole('link').click();
  await expect(tournament.heading('Turnier beschädigt')).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('Dieses Turnier ist auf diesem Gerät beschädigt gespeichert');
  await expect(page.getByRole('alert').nth(1)).toContainText('Runde 1');
  await page.screenshot({ path: join(SCREENS, 'tournament-damaged.png'), fullPage: true });

  await page.getByRole('button', { name: 'Turnier löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turnier löschen' }).click();
  await expect(tournament.heading('Turniere')).toBeVisible();
  await expect(tournament.listEntry('Innviertel-Cup')).toHaveCount(0);

  await tournament.listEntry('Hausruck-Cup').getByRole('link').click();
  await expect(tournament.heading('Hausruck-Cup')).toBeVisible();
});
