/** Custom rule sets (#/rules, #/rules/:id) and the settings screen (#/settings). */
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './app';

export class RuleSetsPage {
  readonly heading: Locator;
  readonly newRuleSetLink: Locator;
  readonly editorHeading: Locator;
  readonly newEditorHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Regelsätze' });
    this.newRuleSetLink = page.getByRole('link', { name: 'Neuer Regelsatz' });
    this.editorHeading = page.getByRole('heading', { level: 1, name: 'Regelsatz bearbeiten' });
    this.newEditorHeading = page.getByRole('heading', { level: 1, name: 'Neuer Regelsatz' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/rules');
    await expect(this.heading).toBeVisible();
  }

  ruleSetLink(name: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
  }

  async openRuleSet(name: string): Promise<void> {
    await this.ruleSetLink(name).click();
    await expect(this.editorHeading).toBeVisible();
  }

  async startNew(): Promise<void> {
    await this.newRuleSetLink.click();
    await expect(this.newEditorHeading).toBeVisible();
  }
}

export class SettingsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Einstellungen' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/settings');
    await expect(this.heading).toBeVisible();
  }
}
