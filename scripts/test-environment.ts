/**
 * Which environment a unit test file runs in, decided by its content: pure tests run in Node
 * (it starts much faster), the browser-like one (happy-dom with fake-indexeddb and the reset of
 * every store) only for a test that renders, stores or reaches the browser. A file says so
 * itself with a first-line `// @vitest-environment node` or `happy-dom`; otherwise:
 *
 * - happy-dom: a `.tsx` test (it renders); a test in src/persistence or src/state (they store),
 *   or in src/testing outside src/testing/domain; a test importing a testing library, the fake
 *   database, the app shell, the shared components, the persistence or state layer, or the test
 *   kit's database, render or store helpers (by alias or relative path; a type-only import does
 *   not count); a test touching `window`, `document`, `localStorage`, `sessionStorage`,
 *   `indexedDB` or `navigator` (asking `typeof document` does not count);
 * - Node: every other test.
 *
 * Used by vitest.config.ts (the two projects) and checked by tests/unit/test-environments.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type TestEnvironment = 'node' | 'happy-dom';

const DOCBLOCK = /^\s*(?:\/\/|\/\*+|\*)\s*@vitest-environment\s+(node|happy-dom)\b/;
const BROWSER_FOLDER = /^src\/(?:persistence|state)\/|^src\/testing\/(?!domain\/)/;
const BROWSER_PART = '(?:app|components|persistence|state|testing/(?:db|render|v1-database|zustand-reset|setup))(?:/|$)';
const BROWSER_MODULE = new RegExp(`^(?:@testing-library/|fake-indexeddb|@/${BROWSER_PART}|(?:\\.\\.?/)+(?:[\\w-]+/)*?${BROWSER_PART})`);
const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/gm;
const BROWSER_GLOBAL = /(?<![.\w$])(?<!typeof\s+)(?:window|document|localStorage|sessionStorage|indexedDB|navigator)\b(?!\s*:)/;

/** Source without comments, so that a word in a comment decides nothing. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The environment of the test file at `path` (relative to the repository, '/'-separated) with this source. */
export function testEnvironment(path: string, source: string): TestEnvironment {
  const declared = DOCBLOCK.exec(source.split('\n', 1)[0] ?? '');
  if (declared) return declared[1] as TestEnvironment;
  if (path.endsWith('.tsx') || BROWSER_FOLDER.test(path)) return 'happy-dom';
  const body = code(source);
  for (const m of body.matchAll(IMPORT)) {
    const typeOnly = m[2] !== undefined;
    const specifier = m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
    if (!typeOnly && BROWSER_MODULE.test(specifier)) return 'happy-dom';
  }
  // A word inside a string decides nothing either (the strings go, the imports were read above).
  const withoutStrings = body.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
  return BROWSER_GLOBAL.test(withoutStrings) ? 'happy-dom' : 'node';
}

const TEST_FILE = /\.test\.tsx?$/;
const SKIP = new Set(['node_modules', 'dist', '.git']);

/** Every unit test file under `dirs` (relative to `root`), with its environment. */
export function testFiles(root: string, dirs: readonly string[] = ['src', 'server', 'tests/unit']): { path: string; environment: TestEnvironment }[] {
  const out: { path: string; environment: TestEnvironment }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEST_FILE.test(entry.name)) {
        const path = relative(root, full).split('\\').join('/');
        out.push({ path, environment: testEnvironment(path, readFileSync(full, 'utf8')) });
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
