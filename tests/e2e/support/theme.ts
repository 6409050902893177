import { expect, type Page } from '@playwright/test';

/**
 * Switches the system's colour scheme on the open page and waits until the page shows it: the
 * `dark` class on <html> (the app follows the system live) and every CSS transition finished,
 * so a contrast check measures the theme's colours, not a frame between the two.
 */
export async function showTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
  // Only the transitions: a screen may hold an endless animation (a spinner), whose end never comes.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
}
