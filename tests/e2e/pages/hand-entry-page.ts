/**
 * Entering or editing one hand (#/s/:id/hand, #/s/:id/hand/:n). `enterHand`
 * taps through the form in the table's order — game, declarer, partner,
 * result, Kontra, extras — and only taps what is not already selected, so a
 * plain hand costs exactly the taps a scorekeeper would spend.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type KontraLevel = 'ohne' | 'Kontra' | 'Re' | 'Sub';

export interface PraemieInput {
  /** Display name: 'Pagat', 'Uhu', 'Trull', 'Vier Könige', 'König Ultimo', 'Mondfang' … */
  name: string;
  side?: 'Spieler' | 'Gegner';
  announced?: boolean;
  made?: boolean;
  kontra?: KontraLevel;
  /** For birds: who held it. */
  holder?: string;
}

export interface ValatInput {
  side?: 'Spieler' | 'Gegner';
  announced?: boolean;
  made?: boolean;
}

export interface TrischakenInput {
  /** Card points as "P/B" for every active player except the last one (completed by the app). */
  points: Record<string, string>;
  tricks: Record<string, number>;
  kontra?: string[];
}

export interface HandInput {
  /** Display name of the game, e.g. 'Rufer', 'Dreier', 'Bettler'. */
  game: string;
  declarer?: string;
  /** A player's name or 'allein'. */
  partner?: string;
  result?: 'gewonnen' | 'verloren';
  /** Declarer side's card points "P/B", entered with the keypad instead of won/lost. */
  points?: string;
  kontra?: KontraLevel;
  /** Negative games: each opponent's own Kontra. */
  kontraBy?: Record<string, KontraLevel>;
  praemien?: PraemieInput[];
  valat?: ValatInput;
  renonce?: string;
  conceded?: boolean;
  trischaken?: TrischakenInput;
}

export class HandEntryPage {
  readonly saveButton: Locator;
  readonly preview: Locator;
  readonly extras: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Speichern', exact: true });
    this.preview = page.getByRole('region', { name: 'Vorschau' });
    this.extras = page.getByRole('group', { name: 'Zusätze' });
  }

  group(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  option(group: string, name: string): Locator {
    return this.group(group).getByRole('button', { name, exact: true });
  }

  /** Taps an option of a group unless it is already selected. */
  async choose(group: string | Locator, name: string): Promise<void> {
    const button = (typeof group === 'string' ? this.group(group) : group).getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** Picking a game folds the grid into a "Spiel ändern: …" button. */
  async chooseGame(game: string): Promise<void> {
    const change = this.page.getByRole('button', { name: `Spiel ändern: ${game}` });
    if (await change.isVisible()) return;
    await this.option('Spiel', game).click();
    await expect(this.page.getByRole('button', { name: `Spiel ändern: ${game}` })).toBeVisible();
  }

  /** Types card points on the keypad dialog: digits, Blatt, Übernehmen. */
  async typePoints(dialogTitle: string | RegExp, points: string): Promise<void> {
    const match = /^(\d{1,2})(?:\/([012]))?$/.exec(points);
    if (!match) throw new Error(`card points must look like "35/2", got ${points}`);
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    for (const digit of match[1]!) await dialog.getByRole('button', { name: digit, exact: true }).click();
    const blatt = dialog.getByRole('button', { name: `Blatt ${match[2] ?? '0'}` });
    if ((await blatt.getAttribute('aria-pressed')) !== 'true') await blatt.click();
    await expect(dialog.getByRole('status', { name: 'Punkte' })).toHaveText(`${match[1]}/${match[2] ?? '0'}`);
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * A Trischaken player's points as a table says them: the digits, then the Blatt, which
   * takes the value at once ("23", "Blatt 1") — three taps, no "Übernehmen".
   */
  async typeTrischakenPoints(name: string, points: string): Promise<void> {
    const match = /^(\d{1,2})(?:\/([012]))?$/.exec(points);
    if (!match) throw new Error(`card points must look like "35/2", got ${points}`);
    const dialog = this.page.getByRole('dialog', { name: `Punkte: ${name}` });
    await expect(dialog).toBeVisible();
    for (const digit of match[1]!) await dialog.getByRole('button', { name: digit, exact: true }).click();
    await expect(dialog.getByRole('status', { name: 'Punkte' })).toHaveText(new RegExp(`^${match[1]}/`));
    await dialog.getByRole('button', { name: `Blatt ${match[2] ?? '0'}` }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('button', { name: `Punkte ${name}`, exact: true })).toHaveText(`${match[1]}/${match[2] ?? '0'}`);
  }

  async openExtra(name: 'Prämien' | 'Valat' | 'Mehr'): Promise<void> {
    const button = this.extras.getByRole('button', { name: new RegExp(`^${name}`) });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  /** The settings card of a Prämie that is switched on. */
  praemieCard(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async addPraemie(p: PraemieInput): Promise<void> {
    await this.openExtra('Prämien');
    await this.choose('Prämien', p.name);
    const card = this.praemieCard(p.name);
    await expect(card).toBeVisible();
    if (p.side) await this.choose(card.getByRole('group', { name: `${p.name}: Seite` }), p.side);
    if (p.announced !== undefined) {
      await this.choose(card.getByRole('group', { name: `${p.name}: angesagt?` }), p.announced ? 'angesagt' : 'still');
    }
    if (p.made !== undefined) await this.choose(card.getByRole('group', { name: `${p.name}: Ausgang` }), p.made ? 'gemacht' : 'verloren');
    if (p.kontra) await this.choose(card.getByRole('group', { name: `${p.name}: Kontra` }), p.kontra);
    if (p.holder) await this.choose(card.getByRole('group', { name: `${p.name}: Wer hatte ihn?` }), p.holder);
  }

  async setValat(v: ValatInput): Promise<void> {
    await this.openExtra('Valat');
    await this.page.getByRole('button', { name: 'Valat eintragen' }).click();
    if (v.side) await this.choose('Valat: Seite', v.side);
    if (v.announced !== undefined) await this.choose('Valat: angesagt?', v.announced ? 'angesagt' : 'still');
    if (v.made !== undefined && v.announced) await this.choose('Valat: Ausgang', v.made ? 'gemacht' : 'verloren');
  }

  async enterTrischaken(t: TrischakenInput): Promise<void> {
    for (const [name, points] of Object.entries(t.points)) {
      // The keypad opens by itself for the first player and moves on after each entry.
      const keypad = this.page.getByRole('dialog', { name: `Punkte: ${name}` });
      const opened = await keypad.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
      if (!opened) {
        await expect(this.page.getByRole('dialog')).toHaveCount(0);
        await this.page.getByRole('button', { name: `Punkte ${name}`, exact: true }).click();
      }
      await this.typeTrischakenPoints(name, points);
    }
    // Tricks are optional (rules.md §7) and sit behind a switch.
    const tricksToggle = this.page.getByRole('button', { name: 'Stiche eintragen' });
    if (Object.keys(t.tricks ?? {}).length > 0 && (await tricksToggle.getAttribute('aria-expanded')) !== 'true') await tricksToggle.click();
    for (const [name, tricks] of Object.entries(t.tricks ?? {})) {
      if (tricks === 0) {
        await this.page.getByRole('button', { name: `Weniger Stiche: ${name}` }).click();
      } else {
        for (let i = 0; i < tricks; i++) await this.page.getByRole('button', { name: `Mehr Stiche: ${name}` }).click();
      }
      await expect(this.page.getByRole('status', { name: `Stiche ${name}`, exact: true })).toHaveText(String(tricks));
    }
    for (const name of t.kontra ?? []) {
      const button = this.page.getByRole('button', { name: `Kontra ${name}`, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
  }

  /** Fills the form for one hand (does not save). */
  async fillHand(hand: HandInput): Promise<void> {
    await this.chooseGame(hand.game);
    if (hand.declarer) await this.choose('Spieler', hand.declarer);
    if (hand.partner) await this.choose('Partner', hand.partner);
    if (hand.result) await this.choose('Ergebnis', hand.result);
    if (hand.points) {
      await this.option('Ergebnis', 'Punkte').click();
      await this.typePoints(/^Punkte: /, hand.points);
      await expect(this.group('Ergebnis').getByRole('button', { name: `Punkte: ${hand.points}` })).toHaveAttribute('aria-pressed', 'true');
    }
    if (hand.kontra) await this.choose('Kontra', hand.kontra);
    for (const [name, level] of Object.entries(hand.kontraBy ?? {})) await this.choose(`Kontra ${name}`, level);
    if (hand.trischaken) await this.enterTrischaken(hand.trischaken);
    for (const p of hand.praemien ?? []) await this.addPraemie(p);
    if (hand.valat) await this.setValat(hand.valat);
    if (hand.renonce || hand.conceded) {
      await this.openExtra('Mehr');
      if (hand.renonce) await this.choose('Renonce: wer?', hand.renonce);
      if (hand.conceded) {
        const toggle = this.page.getByRole('switch', { name: /^Geschleift/ });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
      }
    }
  }

  /** Taps Speichern and waits for the sheet. */
  async save(): Promise<void> {
    await expect(this.saveButton).toBeEnabled();
    await this.saveButton.click();
    await expect(this.page).toHaveURL(/#\/s\/[^/]+$/);
  }

  async enterHand(hand: HandInput): Promise<void> {
    await this.fillHand(hand);
    await this.save();
  }
}
