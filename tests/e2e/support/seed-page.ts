/**
 * Seeding a browser profile's storage before the app ever opens, without a
 * test-only page in the production build: Playwright itself serves a small
 * page at `/__seed` on the app's origin (so it writes the app's IndexedDB) via
 * `page.route`, with the seeding script inline. Nothing of it reaches `dist/`.
 *
 *   await seedWithScript(page, readFileSync(…seed-v1.js), 'koenigsblockSeedV1', V1_FIXTURE);
 *
 * The script must define `window[globalName].seed(indexedDB, data)` returning a
 * promise; `data` is the test's own value, handed over as JSON. The page reports
 * `body[data-seed="done"|"error"]` and `#status`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { V1_FIXTURE } from '../../../src/testing/v1-fixture';

export const SEED_PATH = '/__seed';

const here = dirname(fileURLToPath(import.meta.url));

function seedPageHtml(script: string, globalName: string, data: unknown): string {
  // The script is the page's own: "</script" inside it would end the element early.
  const safe = script.replace(/<\/script/gi, '<\\/script');
  // The data as a JavaScript literal: JSON with every "<" escaped cannot end the element either.
  const literal = (JSON.stringify(data) ?? 'undefined').replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Seeding test data</title></head>
<body data-seed="pending"><p id="status" role="status">Working…</p>
<script>${safe}</script>
<script>
(function () {
  var status = document.getElementById('status');
  window[${JSON.stringify(globalName)}].seed(window.indexedDB, ${literal}).then(
    function () { status.textContent = 'Seeded.'; document.body.setAttribute('data-seed', 'done'); },
    function (error) { status.textContent = 'Error: ' + error.message; document.body.setAttribute('data-seed', 'error'); }
  );
})();
</script></body></html>`;
}

/** Opens `/__seed` (served by the test, on the app's origin), runs the script's seed(indexedDB, data) and waits until it is done. */
export async function seedWithScript(page: Page, script: string, globalName: string, data?: unknown): Promise<void> {
  await page.route(`**${SEED_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: seedPageHtml(script, globalName, data) }),
  );
  await page.goto(SEED_PATH);
  await expect(page.locator('body')).toHaveAttribute('data-seed', 'done', { timeout: 20_000 });
  await page.unroute(`**${SEED_PATH}`);
}

/** The first release's database (schema version 1): `V1_FIXTURE`, written by `tests/e2e/support/seed-v1.js`. */
export async function seedVersion1Database(page: Page): Promise<void> {
  await seedWithScript(page, readFileSync(join(here, 'seed-v1.js'), 'utf8'), 'koenigsblockSeedV1', V1_FIXTURE);
}
