/**
 * The cup organiser's screens (#/saison…): setup, adding tournaments, doubtful matches,
 * the Saisonwertung and its exports.
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export interface SeasonLine {
  place: string;
  number: string;
  name: string;
  results: string[];
  total: string;
  participations: string;
  oef: string;
}

export class SeasonPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/#/saison');
    await expect(this.heading('Cup-Saisonen')).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async choose(group: string, option: string): Promise<void> {
    const fieldset = this.page.getByRole('group', { name: group, exact: true });
    const radio = this.page.getByRole('radio', { name: option, exact: true });
    await fieldset.locator('label').filter({ has: radio }).click();
    await expect(fieldset.getByRole('radio', { name: option, exact: true })).toBeChecked();
  }

  async create(): Promise<void> {
    await this.page.getByRole('button', { name: 'Saison anlegen' }).click();
  }

  async addFiles(paths: string[]): Promise<void> {
    await this.page.locator('input[type=file][aria-label="Turnierdateien hinzufügen"]').setInputFiles(paths);
  }

  async addFromDevice(name: string): Promise<void> {
    await this.page.getByLabel('Turnier dieses Geräts').selectOption({ label: name });
    await this.page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  }

  seasonTournaments(): Locator {
    return this.page.getByRole('list', { name: 'Turniere' }).getByRole('listitem');
  }

  /**
   * Downloads the file of an export button. `tableKeys`: the answer to the question a season file
   * whose tournaments have table keys asks first (with them, or without them: its main choice).
   */
  async download(buttonName: string, tableKeys?: 'mit' | 'ohne'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: buttonName }).click();
    if (tableKeys) await this.page.getByRole('dialog', { name: 'Tischschlüssel mitgeben?' }).getByRole('button', { name: tableKeys === 'mit' ? 'Mit Tischschlüsseln' : 'Ohne Tischschlüssel' }).click();
    return download;
  }

  /** Every line of the Saisonwertung as shown (Platz, Name, Gesamt, ÖF, Nr., T1…, Teiln.; a dropped result as "[n]"). */
  async standings(): Promise<SeasonLine[]> {
    const table = this.page.getByRole('table', { name: 'Saisonwertung' });
    await expect(table).toBeVisible();
    const hasOef = (await table.locator('thead th').nth(3).textContent()) === 'ÖF';
    const cells = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => Array.from(r.children).map((c) => {
        const clone = c.cloneNode(true) as HTMLElement;
        clone.querySelectorAll('.sr-only').forEach((s) => s.remove());
        return (clone.textContent ?? '').trim();
      })),
    );
    return cells.map((c) => {
      const participations = c.pop()!;
      const [place, name, total, ...rest] = c;
      const oef = hasOef ? rest.shift()! : '';
      const [number, ...results] = rest;
      return { place: place!, number: number!, name: name!, results, total: total!, participations, oef };
    });
  }

  /** A season tournament's page (#/saison/:id/turnier/:tid): its ranking as Platz, Name, Cuppunkte (a dropped result as "[n]"). */
  async tournamentRanking(): Promise<string[][]> {
    const table = this.page.getByRole('table', { name: 'Wertung in der Saison' });
    await expect(table).toBeVisible();
    return table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => {
        const cells = Array.from(r.querySelectorAll('td'));
        const cup = cells[cells.length - 1]!.cloneNode(true) as HTMLElement;
        cup.querySelectorAll('.sr-only').forEach((s) => s.remove());
        return [cells[0]!.textContent!.trim(), r.querySelector('th bdi')!.textContent!.trim(), (cup.textContent ?? '').trim()];
      }),
    );
  }
}
