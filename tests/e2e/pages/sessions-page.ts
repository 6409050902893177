/** The start screen (#/): the evenings, "Neuer Abend", links to rules, statistics, backup, settings. */
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './app';

export class SessionsPage {
  readonly heading: Locator;
  readonly newEveningLink: Locator;
  readonly list: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Königsblock' });
    this.newEveningLink = page.getByRole('link', { name: 'Neuer Abend' });
    this.list = page.getByRole('list', { name: 'Abende' });
    this.emptyState = page.getByText('Noch kein Abend', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/');
    await expect(this.heading).toBeVisible();
  }

  /** The link that resumes an evening (its text starts with the evening's name). */
  sessionLink(name: string): Locator {
    return this.list.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
  }

  async expectSessions(names: string[]): Promise<void> {
    for (const name of names) await expect(this.sessionLink(name)).toBeVisible();
    await expect(this.list.getByRole('listitem')).toHaveCount(names.length);
  }

  async openSession(name: string): Promise<void> {
    await this.sessionLink(name).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async startNewEvening(): Promise<void> {
    await this.newEveningLink.click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Neuer Abend' })).toBeVisible();
  }

  async deleteSession(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Aktionen für ${name}` }).click();
    const card = this.list.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) }) });
    await card.getByRole('button', { name: 'Löschen' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Abend löschen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(this.sessionLink(name)).toHaveCount(0);
  }
}
