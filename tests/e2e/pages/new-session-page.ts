/** Start an evening (#/new): names in seating order, first dealer, preset, stake, name. */
import { expect, type Locator, type Page } from '@playwright/test';

export type PresetName =
  | 'Hausregeln' | 'Tarockcup' | 'EROTAS' | 'Baden' | 'Wiki-Tariftabelle'
  | 'Oberösterreich 4/2023' | 'Tirol' | 'Wiener Tarockcup';

export interface NewEvening {
  players: string[];
  /** Who deals the first hand (default: the first player). */
  firstDealer?: string;
  preset?: PresetName;
  stakeCents?: number;
  name?: string;
  /** ISO date; default today. */
  date?: string;
}

export class NewSessionPage {
  readonly heading: Locator;
  readonly startButton: Locator;
  readonly stake: Locator;
  readonly name: Locator;
  readonly date: Locator;
  readonly errorSummary: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Neuer Abend' });
    this.startButton = page.getByRole('button', { name: 'Abend beginnen' });
    this.stake = page.getByRole('textbox', { name: 'Cent pro Punkt' });
    this.name = page.getByRole('textbox', { name: 'Name des Abends (freiwillig)' });
    this.date = page.getByLabel('Datum', { exact: true });
    this.errorSummary = page.getByRole('alert').filter({ hasText: 'Bitte noch korrigieren' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/new');
    await expect(this.heading).toBeVisible();
  }

  nameField(seat: number): Locator {
    // With a <datalist> of known names the field is a combobox.
    return this.page.getByRole('combobox', { name: `Spieler ${seat + 1}`, exact: true });
  }

  /** 4 or 5 players: a segmented radio group whose inputs are visually hidden, so the label is tapped. */
  async setPlayerCount(count: 4 | 5): Promise<void> {
    const radio = this.page.getByRole('radio', { name: `${count} Spieler`, exact: true });
    await this.page.locator('label').filter({ has: radio }).click();
    await expect(radio).toBeChecked();
  }

  async fillNames(names: string[]): Promise<void> {
    for (const [seat, name] of names.entries()) await this.nameField(seat).fill(name);
  }

  /** A chip of a player seen on an earlier evening ("Anna eintragen"). */
  recentPlayer(name: string): Locator {
    return this.page.getByRole('button', { name: `${name} eintragen` });
  }

  async moveUp(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `${name} einen Platz nach oben` }).click();
  }

  async moveDown(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `${name} einen Platz nach unten` }).click();
  }

  dealerRadio(name: string): Locator {
    return this.page.getByRole('group', { name: 'Wer gibt zuerst?' }).getByRole('radio', { name, exact: true });
  }

  /** The dealer chips are labels around visually hidden radios: the chip is what gets tapped. */
  async chooseFirstDealer(name: string): Promise<void> {
    const chip = this.page
      .getByRole('group', { name: 'Wer gibt zuerst?' })
      .locator('label')
      .filter({ has: this.page.getByRole('radio', { name, exact: true }) });
    await chip.click();
    await expect(this.dealerRadio(name)).toBeChecked();
  }

  presetRadio(preset: PresetName): Locator {
    return this.page.getByRole('group', { name: 'Regeln' }).getByRole('radio', { name: new RegExp(`^${preset}\\b`) });
  }

  async choosePreset(preset: PresetName): Promise<void> {
    await this.presetRadio(preset).check();
    await expect(this.presetRadio(preset)).toBeChecked();
  }

  /** Values of the name fields in seating order. */
  async seating(count: number): Promise<string[]> {
    const values: string[] = [];
    for (let seat = 0; seat < count; seat++) values.push(await this.nameField(seat).inputValue());
    return values;
  }

  async start(): Promise<void> {
    await this.startButton.click();
  }

  /** Fills the whole form and starts the evening; ends on its sheet. */
  async create(evening: NewEvening): Promise<void> {
    await this.setPlayerCount(evening.players.length === 5 ? 5 : 4);
    await this.fillNames(evening.players);
    if (evening.firstDealer) await this.chooseFirstDealer(evening.firstDealer);
    if (evening.preset) await this.choosePreset(evening.preset);
    if (evening.stakeCents !== undefined) await this.stake.fill(String(evening.stakeCents));
    if (evening.name) await this.name.fill(evening.name);
    if (evening.date) await this.date.fill(evening.date);
    await this.start();
    await expect(this.page).toHaveURL(/#\/s\/[^/]+$/);
    await expect(this.page.getByRole('button', { name: '+ Spiel' })).toBeEnabled();
  }
}
