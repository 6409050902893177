/**
 * The director's screens (#/t…): setup, registration, the draw draft, table
 * results, standings, exports and import. Stored tournaments are read with raw
 * IndexedDB calls, independent of the app's code.
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { DB_NAME, escapeRegExp } from './app';

export interface StoredTournamentFile {
  id: string;
  name: string;
  players: { id: string; name: string; withdrawnAfter?: number }[];
  rounds: { tables: { table: number; players: string[]; firstDealer?: number; result?: { totals?: number[]; hands?: unknown[] } }[] }[];
  lots?: string[];
  [key: string]: unknown;
}

export interface StandingsLine {
  place: string;
  name: string;
  rounds: string[];
  total: string;
  cup: string;
}

export class TournamentPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/#/t');
    await expect(this.heading('Turniere')).toBeVisible();
  }

  /** The entry of a tournament in the list (by the name it shows). */
  listEntry(name: string | RegExp): Locator {
    return this.page.getByRole('list', { name: 'Turniere' }).getByRole('listitem').filter({ hasText: name });
  }

  async create(setup: { name: string; date: string }): Promise<string> {
    await this.page.goto('/#/t/new');
    await expect(this.heading('Neues Turnier')).toBeVisible();
    await this.page.getByRole('textbox', { name: 'Name des Turniers' }).fill(setup.name);
    await this.page.getByLabel('Datum').fill(setup.date);
    await this.page.getByRole('button', { name: 'Turnier anlegen' }).click();
    await expect(this.heading(setup.name)).toBeVisible();
    const match = /#\/t\/([^/]+)$/.exec(this.page.url());
    return decodeURIComponent(match![1]!);
  }

  async pasteNames(names: string[]): Promise<void> {
    await this.page.getByLabel('Liste einfügen (ein Name pro Zeile)').fill(names.join('\n'));
    await this.page.getByRole('button', { name: 'Alle hinzufügen' }).click();
  }

  playersList(): Locator {
    return this.page.getByRole('list', { name: 'Spieler' }).getByRole('listitem');
  }

  async addOne(name: string, note = ''): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Spieler hinzufügen' });
    await form.getByRole('combobox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Zusatz (Ort, Verein)' }).fill(note);
  }

  async submitOne(): Promise<void> {
    await this.page.getByRole('form', { name: 'Spieler hinzufügen' }).getByRole('button', { name: 'Hinzufügen' }).click();
  }

  async openDraw(round: number): Promise<void> {
    await this.page.getByRole('link', { name: new RegExp(`^(Runde ${round} auslosen|Entwurf für Runde ${round} ansehen)$`) }).click();
    await expect(this.heading(`Auslosung Runde ${round}`)).toBeVisible();
  }

  async draw(method: 'random' | 'standings'): Promise<void> {
    const label = method === 'random' ? 'Zufällig' : 'Nach Wertung';
    const radio = this.page.getByRole('radio', { name: label, exact: true });
    await this.page.locator('label').filter({ has: radio }).click();
    await expect(radio).toBeChecked();
    await this.page.getByRole('button', { name: /^(Auslosen|Neu auslosen)$/ }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Entwurf' })).toBeVisible();
  }

  /** The draft's tables as shown: table number → player names in seat order. */
  async draftTables(): Promise<Map<number, string[]>> {
    const groups = this.page.getByRole('group', { name: /^Tisch \d+$/ });
    const out = new Map<number, string[]>();
    for (const group of await groups.all()) {
      const label = (await group.getAttribute('aria-label'))!;
      const names = await group.getByRole('button').evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/ zum Tauschen wählen$/, '')));
      out.set(Number(label.replace('Tisch ', '')), names);
    }
    return out;
  }

  draftPlayer(name: string): Locator {
    return this.page.getByRole('button', { name: `${name} zum Tauschen wählen`, exact: true });
  }

  repeatedPairsLine(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Wiederbegegnung/ });
  }

  async publish(round: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(this.heading(`Runde ${round}`)).toBeVisible();
  }

  async openTable(table: number): Promise<void> {
    await this.page.getByRole('link', { name: new RegExp(`^Tisch ${table}: `) }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(`· Tisch ${table}$`) })).toBeVisible();
  }

  /** Types a table's totals: the amount, and the ± toggle for a negative one. */
  async typeTotals(names: string[], totals: number[]): Promise<void> {
    for (const [i, name] of names.entries()) {
      const value = totals[i]!;
      await this.page.getByRole('textbox', { name: `Punkte ${name}`, exact: true }).fill(value === 0 ? '' : String(Math.abs(value)).replace('.', ','));
      const sign = this.page.getByRole('button', { name: `Vorzeichen ${name}`, exact: true });
      const negative = (await sign.getAttribute('aria-pressed')) === 'true';
      if (negative !== value < 0) await sign.click();
      await expect(sign).toHaveAttribute('aria-pressed', String(value < 0));
    }
  }

  sumStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Summe / });
  }

  async saveResult(): Promise<void> {
    await this.page.getByRole('button', { name: 'Ergebnis speichern' }).click();
  }

  async backToRound(round: number): Promise<void> {
    await this.page.getByRole('link', { name: 'Zurück' }).click();
    await expect(this.heading(`Runde ${round}`)).toBeVisible();
  }

  async gotoTournament(id: string, rest = ''): Promise<void> {
    await this.page.goto(`/#/t/${encodeURIComponent(id)}${rest}`);
  }

  /** Every line of the standings table as shown. */
  async standings(): Promise<StandingsLine[]> {
    const table = this.page.getByRole('table', { name: 'Wertung' });
    await expect(table).toBeVisible();
    return table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => {
        const cells = Array.from(r.children).map((c) => (c.textContent ?? '').trim());
        const hasCup = (r.closest('table')?.querySelectorAll('thead th').length ?? 0) > 0 && (r.closest('table')!.querySelector('thead th:last-child')!.textContent ?? '') === 'Cuppunkte';
        const cup = hasCup ? cells.pop()! : '';
        const total = cells.pop()!;
        const [place, name, ...rounds] = cells;
        return { place: place!, name: name!.replace(/ \(per Los\)$/, ''), rounds, total, cup };
      }),
    );
  }

  /**
   * Downloads the file of an export button. `tableKeys`: the answer to the question the tournament
   * file and the tournament's backup of a tournament with table keys ask first.
   */
  async download(buttonName: string, tableKeys?: 'mit' | 'ohne'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: buttonName }).first().click();
    if (tableKeys) await this.page.getByRole('dialog', { name: 'Tischschlüssel mitgeben?' }).getByRole('button', { name: tableKeys === 'mit' ? 'Mit Tischschlüsseln' : 'Ohne Tischschlüssel' }).click();
    return download;
  }

  confirmDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  link(name: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}$`) });
  }
}

/** The stored tournaments, read with raw IndexedDB calls. */
export async function readStoredTournaments(page: Page): Promise<StoredTournamentFile[]> {
  return page.evaluate(
    (name) =>
      new Promise<StoredTournamentFile[]>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const idb = request.result;
          // Never leave the connection open on a failure: it would block the app's own upgrade.
          if (!idb.objectStoreNames.contains('tournaments')) {
            idb.close();
            reject(new Error(`${name} has no tournaments store (the app has not opened it yet)`));
            return;
          }
          const get = idb.transaction('tournaments', 'readonly').objectStore('tournaments').getAll();
          get.onsuccess = () => {
            idb.close();
            resolve((get.result as { data: StoredTournamentFile }[]).map((r) => r.data));
          };
          get.onerror = () => {
            idb.close();
            reject(new Error(String(get.error)));
          };
        };
      }),
    DB_NAME,
  );
}
