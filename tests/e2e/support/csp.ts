/**
 * Collects Content-Security-Policy violations of a page (the policy is in the
 * built index.html): a browser test calls `expectNoCspViolations` at its end.
 */
import { expect, type Page } from '@playwright/test';

export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  (page as unknown as { __cspConsole: string[] }).__cspConsole = fromConsole;
}

export async function expectNoCspViolations(page: Page): Promise<void> {
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  const fromConsole = (page as unknown as { __cspConsole?: string[] }).__cspConsole ?? [];
  expect([...violations, ...fromConsole]).toEqual([]);
  // The policy really is in force on this page.
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
}
