/**
 * Touch targets of at least 44 × 44 px (table-ux: the scorekeeper taps with one
 * thumb) on the rule-set editor — every control of every section opened — and on
 * the screen that corrects a running evening (with the evening's own tariffs open). A control inside a <label> counts
 * with its label, which is what the thumb hits. On the start screen at 390 px the
 * footer's two buttons keep their text on one line.
 */
import { expect, test, type Page } from '@playwright/test';
import { NewSessionPage } from './pages/new-session-page';
import { RuleSetsPage } from './pages/rule-sets-page';
import { SheetPage } from './pages/sheet-page';

interface Target {
  what: string;
  width: number;
  height: number;
}

/** Every visible control in the screen's main part and its bars, with the box the thumb can hit. */
async function touchTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const out: { what: string; width: number; height: number }[] = [];
    const controls = document.querySelectorAll<HTMLElement>('header a, header button, main a, main button, main input, main select, main textarea, footer button, footer a');
    for (const el of controls) {
      const label = el.closest('label');
      const box = (label ?? el).getBoundingClientRect();
      const style = getComputedStyle(label ?? el);
      const hidden = box.width === 0 || box.height === 0 || style.visibility === 'hidden' || el.closest('[hidden]');
      if (hidden) continue;
      const name = el.getAttribute('aria-label') ?? (label?.textContent || el.textContent || el.getAttribute('name') || el.tagName).trim().slice(0, 40);
      out.push({ what: `${el.tagName.toLowerCase()} "${name}"`, width: Math.round(box.width), height: Math.round(box.height) });
    }
    return out;
  });
}

function tooSmall(targets: Target[]): string[] {
  return targets.filter((x) => x.width < 44 || x.height < 44).map((x) => `${x.what}: ${x.width}×${x.height}`);
}

test('rule-set editor: every control is a touch target of at least 44 px', async ({ page }) => {
  const rules = new RuleSetsPage(page);
  await page.goto('/#/rules/new');
  await expect(rules.newEditorHeading).toBeVisible();
  // Open every part of the form: the Pagatkassa and double rounds bring their own controls.
  for (const name of ['Pagatkassa', 'Doppelrunden']) {
    const toggle = page.getByRole('switch', { name, exact: true });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  await page.getByRole('checkbox', { name: 'Zwiccolo anbieten' }).check();
  const targets = await touchTargets(page);
  expect(targets.length, 'controls found').toBeGreaterThan(60);
  expect(tooSmall(targets)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/rule-set-editor-targets.png', fullPage: true });
});

test('correcting an evening: every control is a touch target of at least 44 px', async ({ page }) => {
  const form = new NewSessionPage(page);
  const sheet = new SheetPage(page);
  await form.goto();
  await form.create({ players: ['Anna', 'Bernd', 'Clara', 'Dieter'], name: 'Ziele' });
  await sheet.menuButton.click();
  await page.getByRole('menuitem', { name: 'Abend bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abend bearbeiten' })).toBeVisible();
  await page.getByRole('switch', { name: 'Pagatkassa', exact: true }).click();
  // The evening's own tariffs and switches open in place, with the rule-set editor's sections.
  await page.getByRole('button', { name: 'Tarife und Schalter anpassen' }).click();
  await expect(page.getByRole('textbox', { name: 'Tarif Dreier', exact: true })).toBeVisible();
  const targets = await touchTargets(page);
  expect(targets.length, 'controls found').toBeGreaterThan(60);
  expect(tooSmall(targets)).toEqual([]);
});

/** The footer's links on the start screen: their box, and on how many lines their text is set. */
async function footerLinks(page: Page): Promise<{ text: string; height: number; lines: number; overflows: boolean }[]> {
  return page.locator('footer a').evaluateAll((links) =>
    links.map((link) => {
      // One line: every line box of the text (not the icon) sits at the same height.
      const middles = new Set<number>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) if (r.width > 0 && r.height > 0) middles.add(Math.round((r.top + r.bottom) / 2));
      }
      return {
        text: (link.textContent ?? '').trim(),
        height: Math.round(link.getBoundingClientRect().height),
        lines: middles.size,
        overflows: link.scrollWidth > link.clientWidth + 1,
      };
    }),
  );
}

const FOOTER_LINKS = { de: ['Turnierrunde', 'Neuer Abend'], en: ['Tournament round', 'New evening'] } as const;

for (const lang of ['de', 'en'] as const) {
  test(`start screen at 390 px (${lang}): the footer's two buttons each stay on one line and at least 44 px high`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('koenigsblock.settings', JSON.stringify({ lang: l, theme: 'system' })), lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/');
    await expect(page.getByRole('link', { name: FOOTER_LINKS[lang][1] })).toBeVisible();
    // Measured once the screen is laid out (the static start screen hands over to React meanwhile):
    // each text on exactly one line, nothing cut off, at least 44 px high.
    await expect
      .poll(async () => (await footerLinks(page)).map((l) => ({ text: l.text, lines: l.lines, overflows: l.overflows, tall: l.height >= 44 })))
      .toEqual(FOOTER_LINKS[lang].map((text) => ({ text, lines: 1, overflows: false, tall: true })));
    // Both are the big footer buttons of one row: the same height.
    const [first, second] = await footerLinks(page);
    expect(first!.height).toBe(second!.height);
  });
}
