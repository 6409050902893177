// @vitest-environment node
/**
 * The lint rules beside the import zones (docs/architecture.md §2), each planted in a small
 * module placed (virtually) at a path in src/ and seen refused by ESLint itself: the engine's
 * tests and test builders stay pure, files directly under src/ and src/features/ are in a zone,
 * the engine reads no clock and no chance, imports form no cycle, screens build links with
 * the typed route builder, the engine imports by an allow-list and reaches no network, timer,
 * crypto or global object, the sync server imports only the domain of src/, and dates are
 * formatted through src/lib/dates.ts only.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// ESLint with the type-aware project config reads the whole program for its first file: on a busy
// machine that alone has taken over a minute, so a lint here gets a ceiling well above that.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The project's own config, running only `rule`: the others prove nothing for a case (the
 * import-cycle rule above all walks the whole import graph from each file it lints).
 */
const linters = new Map<string, ESLint>();
function linter(rule: string): ESLint {
  let eslint = linters.get(rule);
  if (!eslint) {
    eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === rule });
    linters.set(rule, eslint);
  }
  return eslint;
}

/** The messages of `rule` that ESLint reports for `code` placed at `file` (relative to the repository). */
async function errors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await linter(rule).lintText(code, { filePath: `${root}/${file}` });
  const fatal = (result?.messages ?? []).filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const use = (specifier: string) => `import * as m from '${specifier}';\nexport const x = m;\n`;
const ZONES = 'import-x/no-restricted-paths';

describe("the engine's tests and test builders stay pure", () => {
  const refused = [
    { what: 'a domain test imports a helper of src/lib', file: 'src/domain/probe.test.ts', alias: '@/lib/format', relative: '../lib/format' },
    { what: 'a domain test imports the translations', file: 'src/domain/settlement/probe.test.ts', alias: '@/i18n/engine-error-text', relative: '../../i18n/engine-error-text' },
    { what: 'a domain test imports the state layer', file: 'src/domain/probe.test.ts', alias: '@/state/session-store', relative: '../state/session-store' },
    { what: 'a domain test imports the fake database', file: 'src/domain/tournament/probe.test.ts', alias: '@/testing/db', relative: '../../testing/db' },
    { what: 'a domain test builder imports a helper of src/lib', file: 'src/testing/domain/probe.ts', alias: '@/lib/format', relative: '../../lib/format' },
    { what: 'a domain test builder imports the record factories', file: 'src/testing/domain/probe.ts', alias: '@/testing/factories', relative: '../factories' },
  ];
  it.each(refused)('refused: $what, by alias and by relative path', async ({ file, alias, relative }) => {
    expect(await errors(ZONES, file, use(alias))).toHaveLength(1);
    expect(await errors(ZONES, file, use(relative))).toHaveLength(1);
  });

  it('allowed: a domain test imports the engine and its builders', async () => {
    expect(await errors(ZONES, 'src/domain/probe.test.ts', use('@/testing/domain/session'))).toEqual([]);
    expect(await errors(ZONES, 'src/domain/probe.test.ts', use('../testing/domain/session'))).toEqual([]);
    expect(await errors(ZONES, 'src/domain/settlement/probe.test.ts', use('../rational'))).toEqual([]);
    expect(await errors(ZONES, 'src/testing/domain/probe.ts', use('../../domain/rational'))).toEqual([]);
  });
});

describe('a file directly under src/ or src/features/ is in a zone', () => {
  it('refused: a file directly under src/features imports storage or a feature', async () => {
    expect(await errors(ZONES, 'src/features/probe.ts', use('@/persistence/db'))).toHaveLength(1);
    expect(await errors(ZONES, 'src/features/probe.ts', use('../persistence/db'))).toHaveLength(1);
    expect(await errors(ZONES, 'src/features/probe.tsx', use('./sheet/messages'))).toHaveLength(1);
  });

  it('allowed: a file directly under src/features imports the state layer', async () => {
    expect(await errors(ZONES, 'src/features/probe.ts', use('@/state/sessions'))).toEqual([]);
  });

  it('refused: a file directly under src/ imports any layer', async () => {
    expect(await errors(ZONES, 'src/probe.ts', use('@/domain/rational'))).toHaveLength(1);
    expect(await errors(ZONES, 'src/probe.tsx', use('./persistence/db'))).toHaveLength(1);
  });
});

describe('the engine reads no clock and no chance', () => {
  const planted = [
    { what: 'Math.random()', code: 'export const r = Math.random();\n' },
    { what: 'Date.now()', code: 'export const t = Date.now();\n' },
    { what: 'new Date()', code: 'export const d = new Date();\n' },
    { what: 'performance.now()', code: 'export const t = performance.now();\n' },
    { what: 'crypto.randomUUID()', code: 'export const id = crypto.randomUUID();\n' },
  ];
  it.each(planted)('refused: $what in the domain', async ({ code }) => {
    const found = [
      ...(await errors('no-restricted-properties', 'src/domain/settlement/probe.ts', code)),
      ...(await errors('no-restricted-syntax', 'src/domain/settlement/probe.ts', code)),
    ];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/parameter/);
  });

  it('refused in a domain test too', async () => {
    expect(await errors('no-restricted-properties', 'src/domain/probe.test.ts', 'export const r = Math.random();\n')).toHaveLength(1);
  });

  it('allowed: a date read from its argument, and the clock outside the domain', async () => {
    expect(await errors('no-restricted-syntax', 'src/domain/probe.ts', "export const d = new Date('2026-01-01');\n")).toEqual([]);
    expect(await errors('no-restricted-properties', 'src/state/probe.ts', 'export const t = Date.now();\n')).toEqual([]);
  });
});

describe('imports form no cycle', () => {
  it('refused: the exact numbers import the statistics, which import the exact numbers', async () => {
    // Linted as src/domain/rational.ts: stats.ts imports that very file, so the import closes a cycle.
    const code = "import { runningTotals } from './stats/stats';\nexport const x = runningTotals;\n";
    expect(await errors('import-x/no-cycle', 'src/domain/rational.ts', code)).toHaveLength(1);
  });

  it('allowed: an import of a module that does not lead back', async () => {
    expect(await errors('import-x/no-cycle', 'src/domain/rational.ts', "import { GAMES } from './rules/games';\nexport const x = GAMES;\n")).toEqual([]);
  });
});

describe('screens build links with the typed route builder', () => {
  const planted = [
    { what: 'a link written as a string', file: 'src/features/sheet/probe.tsx', code: 'export const a = <a href="#/settings">x</a>;\n' },
    { what: 'a link written as a template', file: 'src/features/tournament/probe.tsx', code: 'export const f = (id: string) => `#/t/${id}/standings`;\n' },
    { what: 'a back link of the app shell', file: 'src/app/probe.tsx', code: "export const back = { href: '#/', label: 'x' };\n" },
    { what: 'a link in a shared component', file: 'src/components/ui/probe.tsx', code: "export const href = '#/backup';\n" },
  ];
  it.each(planted)('refused: $what', async ({ file, code }) => {
    const found = await errors('no-restricted-syntax', file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/routePath/);
  });

  it('allowed: routePath, and a test that sets the hash', async () => {
    const typed = "import { routePath } from '@/lib/router';\nexport const a = <a href={routePath({ name: 'settings' })}>x</a>;\n";
    expect(await errors('no-restricted-syntax', 'src/features/sheet/probe.tsx', typed)).toEqual([]);
    expect(await errors('no-restricted-syntax', 'src/features/sheet/probe.test.tsx', "export const route = '#/settings';\n")).toEqual([]);
  });
});

describe('the engine imports by an allow-list and reaches no platform service', () => {
  const IMPORTS = 'no-restricted-imports';
  it.each(['node:fs', 'fflate', 'qr', 'pouchdb-core', 'node:crypto'])('refused: the domain imports %s', async (pkg) => {
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.ts', use(pkg))).toHaveLength(1);
  });

  it('allowed: the engine itself and the allowed packages; a domain test its test libraries and fixture files', async () => {
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.ts', use('@noble/hashes/hmac.js'))).toEqual([]);
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.ts', use('../rational'))).toEqual([]);
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.ts', use('@/domain/rational'))).toEqual([]);
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.test.ts', use('node:fs'))).toEqual([]);
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.test.ts', use('fast-check'))).toEqual([]);
    expect(await errors(IMPORTS, 'src/domain/tournament/probe.test.ts', use('fflate'))).toHaveLength(1);
  });

  const planted = [
    { what: 'fetch', code: "export const r = fetch('/x');\n" },
    { what: 'a timer', code: 'export const t = setTimeout(() => undefined, 1);\n' },
    { what: 'crypto', code: 'export const b = crypto.subtle;\n' },
    { what: 'globalThis', code: 'export const g = globalThis;\n' },
  ];
  it.each(planted)('refused: $what in the domain', async ({ code }) => {
    expect(await errors('no-restricted-globals', 'src/domain/online/probe.ts', code)).toHaveLength(1);
  });

  it('refused: Date() read as a string in the domain', async () => {
    expect(await errors('no-restricted-syntax', 'src/domain/probe.ts', 'export const d = Date();\n')).toHaveLength(1);
  });
});

describe('the sync server imports of src/ only the domain', () => {
  it('refused: the server imports the state layer or storage', async () => {
    expect(await errors(ZONES, 'server/probe.ts', use('../src/state/result'))).toHaveLength(1);
    expect(await errors(ZONES, 'server/probe.ts', use('../src/persistence/db'))).toHaveLength(1);
  });

  it('allowed: the server imports the domain', async () => {
    expect(await errors(ZONES, 'server/probe.ts', use('../src/domain/online/documents'))).toEqual([]);
  });
});

describe('dates are formatted through src/lib/dates.ts only', () => {
  const planted = [
    { what: 'toLocaleDateString in a screen', file: 'src/features/season/probe.tsx', code: "export const s = new Date(0).toLocaleDateString('de-AT');\n" },
    { what: 'toLocaleTimeString in the state layer', file: 'src/state/probe.ts', code: "export const s = new Date(0).toLocaleTimeString('de-AT');\n" },
    { what: 'an Intl.DateTimeFormat in a shared component', file: 'src/components/ui/probe.tsx', code: "export const f = new Intl.DateTimeFormat('de-AT');\n" },
  ];
  it.each(planted)('refused: $what', async ({ file, code }) => {
    const found = await errors('no-restricted-syntax', file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/dates\.ts/);
  });

  it('allowed: src/lib/dates.ts itself, and a screen calling it', async () => {
    expect(await errors('no-restricted-syntax', 'src/lib/dates.ts', "export const f = new Intl.DateTimeFormat('de-AT');\n")).toEqual([]);
    expect(await errors('no-restricted-syntax', 'src/features/season/probe.tsx', "import { formatDate } from '@/lib/dates';\nexport const s = formatDate('2026-11-20', 'de');\n")).toEqual([]);
  });
});
