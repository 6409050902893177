/** Statistics: one evening (#/s/:id/stats, with the running-totals chart) or all (#/stats). */
import { expect, type Locator, type Page } from '@playwright/test';

export class StatsPage {
  readonly chart: Locator;
  readonly chartTableToggle: Locator;
  /** The chart's text alternative: the running totals as a table behind a disclosure. */
  readonly chartTable: Locator;

  constructor(readonly page: Page) {
    this.chart = page.getByRole('img', { name: /^Verlauf der Stände über \d+ Spiele\./ });
    this.chartTableToggle = page.getByText('Verlauf als Tabelle');
    this.chartTable = page.locator('details').filter({ has: this.chartTableToggle }).getByRole('table');
  }

  async gotoAll(): Promise<void> {
    await this.page.goto('/#/stats');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Statistik – alle Abende' })).toBeVisible();
  }

  async gotoSession(id: string): Promise<void> {
    await this.page.goto(`/#/s/${encodeURIComponent(id)}/stats`);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Statistik/ })).toBeVisible();
  }

  /** The final running totals from the chart's table, in column order. */
  async finalTotals(): Promise<string[]> {
    if (!(await this.chartTable.isVisible())) await this.chartTableToggle.click();
    await expect(this.chartTable).toBeVisible();
    return this.chartTable.getByRole('row').last().getByRole('cell').allTextContents();
  }

  /** Waits until chart.js has drawn something on the canvas (it is loaded on demand). */
  async expectChartDrawn(): Promise<void> {
    await expect(this.chart).toBeVisible();
    await expect
      .poll(
        () =>
          this.chart.evaluate((canvas) => {
            const c = canvas as HTMLCanvasElement;
            const ctx = c.getContext('2d');
            if (!ctx || c.width === 0 || c.height === 0) return 0;
            const data = ctx.getImageData(0, 0, c.width, c.height).data;
            let painted = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
            return painted;
          }),
        { message: 'the chart canvas has pixels drawn' },
      )
      .toBeGreaterThan(1000);
  }
}
