/** The live score sheet (#/s/:id): totals header, one row per hand, row detail, menu. */
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './app';

export class SheetPage {
  readonly addHandButton: Locator;
  readonly undoButton: Locator;
  readonly totalsRow: Locator;
  readonly rowsList: Locator;
  readonly rows: Locator;
  readonly emptyText: Locator;
  readonly nextDealerLine: Locator;
  readonly menuButton: Locator;
  readonly detail: Locator;
  /** "Spiel 7 gelöscht – Rückgängig": this tab's last change. */
  readonly undoBar: Locator;

  constructor(readonly page: Page) {
    this.addHandButton = page.getByRole('button', { name: '+ Spiel' });
    // "Letzte Änderung rückgängig" or, with a change to undo, "Letzte Änderung rückgängig: Spiel 7 gelöscht".
    this.undoButton = page.getByRole('button', { name: /^Letzte Änderung rückgängig/ });
    this.totalsRow = page.getByRole('row', { name: 'Stand' });
    this.rowsList = page.getByRole('list', { name: 'Blatt' });
    this.rows = this.rowsList.getByRole('listitem');
    this.emptyText = page.getByText('Noch kein Spiel eingetragen.');
    this.nextDealerLine = page.getByText(/^Nächstes Spiel: .+ gibt, .+ ist Vorhand$/);
    this.menuButton = page.getByRole('button', { name: 'Menü' });
    this.detail = page.getByRole('dialog', { name: /^Spiel \d+:/ });
    this.undoBar = page.getByRole('status', { name: 'Letzte Änderung' });
  }

  /** The sheet's id from the current URL (#/s/:id). */
  sessionId(): string {
    const match = /#\/s\/([^/]+)/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`not on a sheet: ${this.page.url()}`);
    return decodeURIComponent(match[1]);
  }

  async gotoSession(id: string): Promise<void> {
    await this.page.goto(`/#/s/${encodeURIComponent(id)}`);
    await this.expectReady();
  }

  async expectReady(): Promise<void> {
    await expect(this.addHandButton).toBeEnabled();
    await expect(this.totalsRow).toBeVisible();
  }

  /** A player's running total in the sticky header. */
  total(name: string): Locator {
    return this.totalsRow.getByLabel(new RegExp(`^${escapeRegExp(name)}: `));
  }

  /** Player names of the header in seating order (from the totals' labels). */
  async columnNames(): Promise<string[]> {
    const labels = await this.totalsRow.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    return labels.filter((l) => /: /.test(l) && !/ Kontra \(bar\): /.test(l) && !l.startsWith('Pagatkassa:')).map((l) => l.slice(0, l.lastIndexOf(': ')));
  }

  async expectTotals(names: string[], expected: string[]): Promise<void> {
    expect(expected).toHaveLength(names.length);
    for (const [i, name] of names.entries()) {
      await expect(this.total(name), `total of ${name}`).toHaveText(expected[i]!);
    }
  }

  async readTotals(names: string[]): Promise<string[]> {
    const out: string[] = [];
    for (const name of names) out.push(((await this.total(name).textContent()) ?? '').trim());
    return out;
  }

  /** The header column of a player (name, dealer/Vorhand marks, total). */
  column(name: string): Locator {
    return this.totalsRow.locator(':scope > div').filter({ has: this.page.getByTitle(name, { exact: true }) });
  }

  /** The dealer of the next hand carries the "G" mark in the header. */
  async expectNextDealer(dealer: string, vorhand: string): Promise<void> {
    await expect(this.nextDealerLine).toHaveText(`Nächstes Spiel: ${dealer} gibt, ${vorhand} ist Vorhand`);
    await expect(this.column(dealer).getByTitle('gibt als Nächster')).toBeVisible();
    await expect(this.column(vorhand).getByTitle('Vorhand im nächsten Spiel')).toBeVisible();
  }

  /** The tappable row of hand n (1-based, as shown). */
  row(n: number): Locator {
    return this.rowsList.getByRole('button', { name: new RegExp(`^Spiel ${n}: `) });
  }

  async expectRowCount(n: number): Promise<void> {
    if (n === 0) await expect(this.emptyText).toBeVisible();
    else await expect(this.rows).toHaveCount(n);
  }

  async openHand(n: number): Promise<void> {
    await this.row(n).click();
    await expect(this.detail).toBeVisible();
    await expect(this.detail.getByRole('heading', { name: new RegExp(`^Spiel ${n}:`) })).toBeVisible();
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByRole('button', { name: 'Schließen' }).click();
    await expect(this.detail).toBeHidden();
  }

  /** Row detail → Bearbeiten: ends on the edit screen of that hand. */
  async editHand(n: number): Promise<void> {
    await this.openHand(n);
    await this.detail.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: `Spiel ${n} bearbeiten` })).toBeVisible();
  }

  /** Row detail → Löschen (no confirmation: the undo bar offers it back). */
  async deleteHand(n: number): Promise<void> {
    const before = await this.rows.count();
    await this.openHand(n);
    await this.detail.getByRole('button', { name: 'Löschen' }).click();
    await this.expectRowCount(before - 1);
    await expect(this.undoBar).toContainText(`Spiel ${n} gelöscht`);
  }

  /** Row detail → Streichen. */
  async strikeHand(n: number): Promise<void> {
    await this.openHand(n);
    await this.detail.getByRole('button', { name: 'Streichen' }).click();
    await expect(this.detail).toBeHidden();
    await expect(this.undoBar).toContainText(`Spiel ${n} gestrichen`);
  }

  async openMenuItem(name: 'Abrechnung' | 'Statistik' | 'Alle Abende' | 'Letzte Runde ansagen'): Promise<void> {
    await this.menuButton.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async addHand(): Promise<void> {
    await this.addHandButton.click();
    await expect(this.page.getByRole('heading', { level: 1, name: /^Spiel \d+$/ })).toBeVisible();
  }
}
