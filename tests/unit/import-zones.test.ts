// @vitest-environment node
/**
 * The import zones of docs/architecture.md §2, checked through ESLint itself:
 * each case lints a small module placed (virtually) at a path in src/ and says
 * whether the layer rule refuses its import. Every refusal is checked by the
 * `@/` alias and by a relative path, since a zone must not be escapable by
 * spelling the path differently.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// ESLint with the type-aware project config reads the whole program for its first file: on a busy
// machine that alone has taken over a minute, so a lint here gets a ceiling well above that.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  // The project's own config, running only the rule under test: the others (the import-cycle
  // rule above all, which walks the whole import graph from each file) prove nothing here.
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' });
});

/** The zone messages ESLint reports for `code` placed at `file` (relative to the repository). */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const use = (specifier: string) => `import * as m from '${specifier}';\nexport const x = m;\n`;

interface Case {
  what: string;
  file: string;
  alias: string;
  relative: string;
}

const refused: Case[] = [
  { what: 'a feature imports the persistence layer (a repository)', file: 'src/features/sheet/probe.ts', alias: '@/persistence/repositories/sessions-repository', relative: '../../persistence/repositories/sessions-repository' },
  { what: 'a feature imports the database', file: 'src/features/stats/probe.tsx', alias: '@/persistence/db', relative: '../../persistence/db' },
  { what: 'a feature imports the live hooks of the persistence layer', file: 'src/features/new-session/probe.ts', alias: '@/persistence/repositories/hooks', relative: '../../persistence/repositories/hooks' },
  { what: 'a feature imports another feature', file: 'src/features/tournament/probe.ts', alias: '@/features/hand-entry/messages', relative: '../hand-entry/messages' },
  { what: 'a feature imports the app shell', file: 'src/features/sheet/probe.tsx', alias: '@/app/app', relative: '../../app/app' },
  { what: 'a file deeper inside a feature imports another feature', file: 'src/features/sheet/parts/probe.ts', alias: '@/features/stats/messages', relative: '../../stats/messages' },
  { what: 'a feature imports the commands', file: 'src/features/sheet/probe.ts', alias: '@/cli/run-settle', relative: '../../cli/run-settle' },
  { what: 'the domain imports the persistence layer', file: 'src/domain/probe.ts', alias: '@/persistence/db', relative: '../persistence/db' },
  { what: 'the domain imports the state layer', file: 'src/domain/settlement/probe.ts', alias: '@/state/session-store', relative: '../../state/session-store' },
  { what: 'the persistence layer imports the state layer', file: 'src/persistence/probe.ts', alias: '@/state/session-store', relative: '../state/session-store' },
  { what: 'the state layer imports a feature', file: 'src/state/probe.ts', alias: '@/features/sheet/messages', relative: '../features/sheet/messages' },
  { what: 'a shared helper imports the state layer', file: 'src/lib/probe.ts', alias: '@/state/settings-store', relative: '../state/settings-store' },
  { what: 'a shared component imports the state layer', file: 'src/components/ui/probe.tsx', alias: '@/state/session-store', relative: '../../state/session-store' },
  { what: 'a shared component imports a feature', file: 'src/components/ui/probe.tsx', alias: '@/features/sheet/messages', relative: '../../features/sheet/messages' },
  { what: 'the translations import the persistence layer', file: 'src/i18n/probe.ts', alias: '@/persistence/db', relative: '../persistence/db' },
  { what: 'the transfer layer imports the database', file: 'src/transfer/probe.ts', alias: '@/persistence/db', relative: '../persistence/db' },
  { what: 'the commands import the persistence layer', file: 'src/cli/probe.ts', alias: '@/persistence/db', relative: '../persistence/db' },
  { what: 'the app shell imports test helpers', file: 'src/app/probe.ts', alias: '@/testing/db', relative: '../testing/db' },
];

const allowed: Case[] = [
  { what: 'a feature imports the state layer', file: 'src/features/sheet/probe.ts', alias: '@/state/sessions', relative: '../../state/sessions' },
  { what: 'a feature imports the router', file: 'src/features/sheet/probe.ts', alias: '@/lib/router', relative: '../../lib/router' },
  { what: 'a feature imports its own files', file: 'src/features/sheet/probe.ts', alias: '@/features/sheet/messages', relative: './messages' },
  { what: 'a feature imports the domain, translations, components and files', file: 'src/features/sheet/probe.ts', alias: '@/transfer/export-csv', relative: '../../components/ui/button' },
  { what: 'the transfer layer imports the record types', file: 'src/transfer/probe.ts', alias: '@/persistence/records', relative: '../persistence/records' },
  { what: 'the state layer imports the persistence layer', file: 'src/state/probe.ts', alias: '@/persistence/db', relative: '../persistence/db' },
  { what: 'the app shell imports a feature and the persistence layer', file: 'src/app/probe.tsx', alias: '@/features/sheet/sheet-screen', relative: '../persistence/db' },
  { what: "a feature's test arranges stored data", file: 'src/features/sheet/probe.test.tsx', alias: '@/persistence/db', relative: '../../testing/db' },
];

describe('import zones', () => {
  describe.each(refused)('refused: $what', ({ file, alias, relative }) => {
    it(`by alias (${alias})`, async () => {
      expect(await zoneErrors(file, use(alias))).toHaveLength(1);
    });
    it(`by relative path (${relative})`, async () => {
      expect(await zoneErrors(file, use(relative))).toHaveLength(1);
    });
  });

  describe.each(allowed)('allowed: $what', ({ file, alias, relative }) => {
    it(`by alias (${alias})`, async () => {
      expect(await zoneErrors(file, use(alias))).toEqual([]);
    });
    it(`by relative path (${relative})`, async () => {
      expect(await zoneErrors(file, use(relative))).toEqual([]);
    });
  });

  it('names the rule in its message', async () => {
    const [message] = await zoneErrors('src/features/sheet/probe.ts', use('@/persistence/db'));
    expect(message).toMatch(/reaches data through src\/state only/);
  });
});
