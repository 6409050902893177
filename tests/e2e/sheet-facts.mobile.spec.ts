/**
 * The sheet tells what happened, and names stay whole, on a 390 px phone:
 * rows show Kontra, Valat, Prämien, Schleifen, Renonce, Bei, the note mark
 * and the dealer at a 4-table, and stay a line pair; the legend explains the
 * marks; five 16-character names that differ only at their end are shown in
 * full on the hand form's buttons, in the sheet's header and in the
 * Abrechnung (no ellipsis, nothing overflowing its box).
 */
import { expect, test, type Page } from '@playwright/test';
import { ruferWon } from '../../src/testing/domain/hands';
import { makeSession, type SessionOptions } from '../../src/testing/domain/session';
import { readStoredSession } from './pages/app';
import { AbrechnungPage } from './pages/abrechnung-page';
import { BackupPage } from './pages/backup-page';
import { HandEntryPage } from './pages/hand-entry-page';
import { SheetPage } from './pages/sheet-page';

const LONG_NAMES = ['Maximilian Bär A', 'Maximilian Bär B', 'Maximilian Bär C', 'Maximilian Bär D', 'Maximilian Bär E'];

function sessionFile(name: string, body: SessionOptions) {
  return {
    name: `${name}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(makeSession({ name, stakeCents: undefined, ...body }))),
  };
}

const EVERY_FACT = sessionFile('Alles drin', {
  players: ['Anna', 'Bernd', 'Clara', 'Dieter'],
  rules: { preset: 'erotas', overrides: { vorfleck: true } },
  hands: [
    ruferWon(1, 3),
    {
      game: 'dreier', declarer: 2, result: 'won', kontra: 2, vorfleck: true, valat: { side: 'declarer', announced: true, made: true },
      praemien: [
        { id: 'pagat', side: 'declarer', announced: true, made: true, by: 2, kontra: 1 },
        { id: 'trull', side: 'opponents', announced: false, made: true },
      ],
      note: 'Karten neu gemischt',
    },
    { game: 'rufer', declarer: 3, conceded: true, partner: null },
    { game: 'piccolo', declarer: 0, result: 'won', kontraBy: { '1': 1 }, bei: [{ declarer: 1, game: 'piccolo', result: 'lost', kontraBy: { '2': 2 } }] },
    { game: 'rufer', declarer: 1, partner: 2, renonce: { by: 3 } },
  ],
});

const LONG_NAMES_FILE = sessionFile('Lange Namen', {
  players: LONG_NAMES,
  rules: 'erotas',
  hands: [
    ruferWon(1, 3),
    { game: 'dreier', declarer: 2, result: 'won', kontra: 1, praemien: [{ id: 'trull', side: 'opponents', announced: false, made: true }] },
    { game: 'bettler', declarer: 3, result: 'lost', kontraBy: { '4': 1 } },
    { game: 'rufer', declarer: 4, partner: 0, renonce: { by: 1 } },
  ],
});

interface NameCheck {
  shown: string[];
  problems: string[];
}

/**
 * Every player name on screen (the shared name component), with what is wrong
 * with it: overflowing its own box, wider than the button / cell / list item
 * it sits in, or inside something that clips it or cuts it off with an ellipsis.
 */
async function checkNames(page: Page, scope = 'body'): Promise<NameCheck> {
  return page.evaluate((selector) => {
    const out: NameCheck = { shown: [], problems: [] };
    const root = document.querySelector(selector);
    if (!root) return out;
    for (const el of root.querySelectorAll<HTMLElement>('[data-player-name]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const text = el.textContent ?? '';
      out.shown.push(text);
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) out.problems.push(`${text}: overflows its own box`);
      // No word of the name is broken across two lines ("Maximilia / n").
      const node = el.firstChild;
      if (node && node.nodeType === Node.TEXT_NODE) {
        let at = 0;
        for (const word of text.split(' ')) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const tops = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
          if (tops.size > 1) out.problems.push(`${text}: "${word}" broken across lines`);
          at += word.length + 1;
        }
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const ar = a.getBoundingClientRect();
        const outside = r.left < ar.left - 1 || r.right > ar.right + 1 || r.top < ar.top - 1 || r.bottom > ar.bottom + 1;
        if (style.textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth) out.problems.push(`${text}: cut off with an ellipsis`);
        if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && outside) {
          out.problems.push(`${text}: clipped by ${a.tagName.toLowerCase()}`);
          break;
        }
        if (a.matches('button, th, td, label, li, [role="cell"]')) {
          if (outside) out.problems.push(`${text}: outside its ${a.tagName.toLowerCase()}`);
          break;
        }
      }
    }
    return out;
  }, scope);
}

async function expectNamesWhole(page: Page, names: string[], scope = 'body', screenshot?: string): Promise<void> {
  if (screenshot) await page.screenshot({ path: `test-results/screens/${screenshot}.png`, fullPage: true });
  const check = await checkNames(page, scope);
  expect(check.problems, 'names cut off or overflowing').toEqual([]);
  for (const name of names) expect(check.shown, `${name} shown whole`).toContain(name);
}

test.describe('the sheet tells what happened', () => {
  test('rows show every fact as a line pair; the legend explains the marks', async ({ page }) => {
    const backup = new BackupPage(page);
    await backup.goto();
    await backup.importFile(EVERY_FACT, 1);
    const stored = await readStoredSession(page, 'Alles drin');
    const sheet = new SheetPage(page);
    await sheet.gotoSession(stored.id);
    await sheet.expectRowCount(5);

    const marks = async (n: number) => sheet.row(n).locator('[data-mark]').allTextContents();
    expect(await marks(1)).toEqual(['G', 'S', 'P']);
    expect(await marks(2)).toEqual(['✎', 'Re', 'Vf', 'Val!+', 'Pg!+K', 'G:Tru+', 'G', 'S']);
    expect(await marks(3)).toEqual(['Schl', 'G', 'S']);
    expect(await marks(4)).toEqual(['B:P−', 'S', 'B', 'K', 'Re', 'G']);
    expect(await marks(5)).toEqual(['G', 'S', 'P', 'R']);

    // One line pair: a row with marks is no taller than a row without (the marks share the game's column).
    const heights = await sheet.rows.evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
    const plain = heights[0]!;
    test.info().annotations.push({ type: 'row heights (px)', description: heights.join(', ') });
    console.log(`row heights at 390 px (px): ${heights.join(', ')}`);
    for (const [i, h] of heights.entries()) expect(h, `row ${i + 1} height`).toBeLessThanOrEqual(plain + 14);
    // Nothing in a row spills over its neighbour's column.
    const overflowing = await sheet.rowsList.evaluate((list) =>
      [...list.querySelectorAll<HTMLElement>('button > span')].filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
    );
    expect(overflowing).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/sheet-row-facts.png' });

    await sheet.menuButton.click();
    await page.getByRole('menuitem', { name: 'Abkürzungen' }).click();
    const legend = page.getByRole('dialog', { name: 'Abkürzungen auf dem Blatt' });
    await expect(legend).toBeVisible();
    for (const [abbr, meaning] of <[string, string][]>[['Re', 'Re, Rekontra (×4)'], ['Val', 'Valat (alle 12 Stiche)'], ['G:', 'der Gegner (ohne: des Spielers)'], ['Schl', 'geschleift (gerufener König im Talon)'], ['R', 'Renonce (Regelverstoß)'], ['✎', 'mit Notiz (Zeile antippen)']]) {
      await expect(legend.getByRole('term').filter({ hasText: new RegExp(`^${abbr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first()).toBeVisible();
      await expect(legend.getByRole('definition').filter({ hasText: meaning }).first()).toBeAttached();
    }
    await page.screenshot({ path: 'test-results/screens/sheet-legend.png' });
    await legend.getByRole('button', { name: 'Schließen' }).click();
    await expect(legend).toBeHidden();
  });

  test('five 16-character names that differ only at the end stay whole on buttons, in the header, rows and Abrechnung', async ({ page }) => {
    const backup = new BackupPage(page);
    await backup.goto();
    await backup.importFile(LONG_NAMES_FILE, 1);
    const stored = await readStoredSession(page, 'Lange Namen');
    const sheet = new SheetPage(page);
    await sheet.gotoSession(stored.id);
    await sheet.expectRowCount(4);

    await test.step('the sheet header', async () => {
      expect(await sheet.columnNames()).toEqual(LONG_NAMES);
      await expectNamesWhole(page, LONG_NAMES, '[role="table"]', 'names-sheet');
    });

    await test.step('the rows: no name cut short; each row names its players whole', async () => {
      expect(await sheet.rowsList.locator('[data-player-name]').count()).toBe(0);
      for (const text of await sheet.rowsList.locator('button').allInnerTexts()) expect(text).not.toMatch(/Maxim/);
      await expect(sheet.row(1)).toHaveAccessibleName(/^Spiel 1: Rufer, Maximilian Bär B mit Maximilian Bär D\. /);
      await expect(sheet.row(4)).toHaveAccessibleName(/^Spiel 4: Rufer, Maximilian Bär E mit Maximilian Bär A, Renonce Maximilian Bär B\. /);
      await sheet.openHand(4);
      await expectNamesWhole(page, LONG_NAMES, 'dialog[open]', 'names-row-detail');
      await sheet.closeDetail();
    });

    const entry = new HandEntryPage(page);
    await test.step('the hand form: declarer, partner, Renonce and Prämie holder buttons', async () => {
      await sheet.addHand();
      await entry.chooseGame('Solorufer');
      // Dealer of hand 5 is seat 4 (Maximilian Bär E), who sits out.
      const active = LONG_NAMES.slice(0, 4);
      await expect(entry.option('Spieler', 'Maximilian Bär B')).toBeVisible();
      await expectNamesWhole(page, active, 'body', 'names-hand-declarer');
      await page.getByRole('button', { name: /^Spiel ändern: / }).click();
      await entry.chooseGame('Rufer');
      await expect(entry.option('Partner', 'Maximilian Bär D')).toBeVisible();
      await expectNamesWhole(page, LONG_NAMES.slice(1, 4), 'body', 'names-hand-partner');
      await entry.openExtra('Mehr');
      await expect(page.getByRole('group', { name: 'Renonce: wer?' })).toBeVisible();
      await expectNamesWhole(page, active, 'body', 'names-hand-renonce');
      // The extras open as a sheet in the bottom bar, over the form: close it to get back to the partner.
      await entry.extras.getByRole('button', { name: /^Mehr/ }).click();
      await entry.choose('Partner', 'Maximilian Bär D');
      await entry.openExtra('Prämien');
      await entry.choose('Prämien', 'Pagat');
      await expect(entry.praemieCard('Pagat').getByRole('group', { name: 'Pagat: Wer hatte ihn?' })).toBeVisible();
      await expectNamesWhole(page, ['Maximilian Bär A', 'Maximilian Bär D'], '[aria-label="Pagat"]', 'names-hand-praemie-holder');
    });

    await test.step('the hand form: each opponent\'s Kontra and the Bei declarer', async () => {
      await page.getByRole('button', { name: /^Spiel ändern: / }).click();
      await entry.chooseGame('Piccolo');
      await entry.choose('Spieler', 'Maximilian Bär C');
      await expect(page.getByRole('group', { name: /Maximilian Bär D/ }).first()).toBeVisible();
      await expectNamesWhole(page, ['Maximilian Bär A', 'Maximilian Bär B', 'Maximilian Bär D'], 'body', 'names-hand-kontra');
      await page.getByRole('button', { name: 'Bei-Spiel hinzufügen' }).click();
      await expect(page.getByRole('group', { name: 'Bei-Spiel 1: Spieler' })).toBeVisible();
      await expectNamesWhole(page, ['Maximilian Bär A', 'Maximilian Bär B', 'Maximilian Bär D'], 'body', 'names-hand-bei');
    });

    await test.step('the Abrechnung', async () => {
      const abrechnung = new AbrechnungPage(page);
      await abrechnung.gotoSession(stored.id);
      await expectNamesWhole(page, LONG_NAMES, 'body', 'names-abrechnung');
    });
  });
});
