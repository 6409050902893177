/** Backup and restore (#/backup): export everything or one evening, import through the file picker. */
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './app';

export type ImportFile = string | { name: string; mimeType: string; buffer: Buffer };

export class BackupPage {
  readonly heading: Locator;
  readonly exportAllButton: Locator;
  readonly fileInput: Locator;
  readonly preview: Locator;
  readonly errors: Locator;
  readonly done: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sicherung' });
    this.exportAllButton = page.getByRole('button', { name: 'Alles sichern' });
    this.fileInput = page.getByLabel('Datei zum Importieren wählen');
    this.preview = page.getByRole('region', { name: 'Vorschau' });
    this.errors = page.getByRole('alert').filter({ hasText: 'Import nicht möglich – es wurde nichts geändert.' });
    this.done = page.getByRole('status').filter({ hasText: /^Importiert\b/ });
    this.cancelButton = this.preview.getByRole('button', { name: 'Abbrechen' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/backup');
    await expect(this.heading).toBeVisible();
    await expect(this.exportAllButton).toBeEnabled();
  }

  /** The per-evening export button ("Donnerstagsrunde (20.11.2026) exportieren"). */
  exportOneButton(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( \\(.*\\))? exportieren$`) });
  }

  async downloadAll(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportAllButton.click();
    const file = await download;
    await expect(this.page.getByRole('status').filter({ hasText: `Datei gespeichert: ${file.suggestedFilename()}` })).toBeVisible();
    return file;
  }

  async downloadSession(name: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportOneButton(name).click();
    return download;
  }

  async chooseFile(file: ImportFile): Promise<void> {
    await this.fileInput.setInputFiles(file);
  }

  /**
   * Chooses a file of `size` blank bytes that is built inside the page, as the file picker would
   * hand it over, so a large file costs no transfer through the browser protocol.
   */
  async chooseFileMadeInPage(name: string, size: number): Promise<void> {
    await this.fileInput.evaluate(
      (input: HTMLInputElement, { name, size }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(size).fill(32)], name, { type: 'application/json' }));
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      },
      { name, size },
    );
  }

  /** Chooses a file, expects the preview, and imports what it offers. */
  async importFile(file: ImportFile, expectedCount: number): Promise<void> {
    await this.chooseFile(file);
    await expect(this.preview).toBeVisible();
    const button = this.preview.getByRole('button', { name: `Importieren (${expectedCount})` });
    await button.click();
    await expect(this.done).toBeVisible();
  }

  previewSession(name: string): Locator {
    return this.preview.getByRole('listitem').filter({ hasText: name });
  }
}
