/**
 * "Ergebnisse von anderswo" (#/saison/:id/results): a results list from a file, a pasted table
 * or typed from paper, its preview, the doubts to settle and the store.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class SeasonResultsPage {
  constructor(readonly page: Page) {}

  /** From the season's overview. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Ergebnisse von anderswo hinzufügen' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ergebnisse von anderswo' })).toBeVisible();
    await expect(this.page.getByRole('radio', { name: 'Datei' })).toBeChecked();
  }

  async pickFile(path: string): Promise<void> {
    await this.page.locator('input[type=file][aria-label="Datei wählen (CSV, TSV, Ergebnisliste)"]').setInputFiles(path);
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  preview(): Locator {
    return this.page.getByRole('table', { name: 'Vorschau – noch nichts gespeichert' });
  }

  /** The preview's rows: place, name with its match, total, Cuppunkte. */
  async previewRows(): Promise<string[][]> {
    return this.preview().locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.children).map((c) => (c.textContent ?? '').trim())));
  }

  doubt(names: string): Locator {
    return this.page.getByRole('listitem', { name: names });
  }

  storeButton(): Locator {
    return this.page.getByRole('button', { name: /^(In die Saison übernehmen|Neue Fassung prüfen und übernehmen)$/ });
  }
}
