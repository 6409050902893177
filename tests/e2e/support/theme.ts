import { expect, type Page } from '@playwright/test';

/**
 * Switches the system's colour scheme on the open page and waits until the page shows it: the
 * `dark` class on <html> (the app follows the system live) and every CSS transition at its end,
 * so a contrast check measures the theme's colours, not a frame between the two.
 * The transitions are finished, not waited for: one inside a subtree the browser does not render
 * (`content-visibility: hidden`, the kept layout of a hidden panel) never advances, so its end
 * never comes by itself. Only the transitions: a screen may hold an endless animation (a spinner).
 */
export async function showTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  });
}
