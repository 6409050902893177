/** End of the night (#/s/:id/abrechnung): standings, transfers, CSV and session export. */
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class AbrechnungPage {
  readonly heading: Locator;
  readonly standings: Locator;
  readonly exportCsvButton: Locator;
  readonly exportJsonButton: Locator;
  readonly transfers: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Abrechnung' });
    this.standings = page.getByRole('table');
    this.exportCsvButton = page.getByRole('button', { name: 'CSV exportieren' });
    this.exportJsonButton = page.getByRole('button', { name: 'Abend als Datei sichern' });
    this.transfers = page.getByRole('region', { name: 'Wer zahlt wem' });
  }

  async gotoSession(id: string): Promise<void> {
    await this.page.goto(`/#/s/${encodeURIComponent(id)}/abrechnung`);
    await this.expectReady();
  }

  async expectReady(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.standings).toBeVisible();
  }

  /** The money cell of a player's standings row. */
  money(name: string): Locator {
    return this.standings.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').last();
  }

  async chooseCsvVariant(variant: 'Excel (Deutsch)' | 'International'): Promise<void> {
    const radio = this.page.getByRole('radio', { name: variant });
    await this.page.locator('label').filter({ has: radio }).click();
    await expect(radio).toBeChecked();
  }

  async downloadCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportCsvButton.click();
    return download;
  }
}
