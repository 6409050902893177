/**
 * axe-core (WCAG 2 A and AA) on the open screen, run in the page itself. The engine is put into
 * a document once and kept there: a screen scanned light and dark (and a walk that scans several
 * states of one page) reads the 500 kB script once, where a fresh builder per scan reads it twice
 * (once more in a blank page of its own, to merge the results of the page's frames; the app has no
 * frames to merge).
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

const WCAG_A_AA = ['wcag2a', 'wcag2aa'];

/** The violations of the WCAG 2 A and AA rules on the page as it is now (every impact). */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    WCAG_A_AA,
  );
}

/** The serious and critical violations only, one line each: the rule and where. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
