// @vitest-environment node
/**
 * Each unit test file runs in the environment it needs (scripts/test-environment.ts): Node for
 * pure tests, happy-dom only where a test renders, stores or reaches the browser. This test
 * plants the cases the rule decides, checks that the two Vitest projects hold every test file
 * exactly once, in its environment, and that a file's own `@vitest-environment` line disagrees
 * with its content only where the list below says why.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testEnvironment, testFiles } from '../../scripts/test-environment';
import config from '../../vitest.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Files whose first line overrides what their content says, and why. */
const OVERRIDES: Record<string, string> = {
  'src/i18n/engine-error-text.test.ts': 'it builds StorageError values, a plain class of the persistence layer that needs no browser',
  'src/state/online/errors.node.test.ts': 'the sync errors are plain values: no browser needed',
  'src/state/online/pending-count.node.test.ts': 'PouchDB over HTTP against the embedded server, with the desk\'s store in memory and on fake-indexeddb: no screen is rendered',
  'src/state/online/send-now.node.test.ts': 'PouchDB over HTTP against the embedded server, as Node runs it',
  'src/state/online/server-watch.node.test.ts': 'PouchDB over HTTP against the embedded server, as Node runs it',
  'src/state/online/store-port.dexie.node.test.ts': "the desk's Dexie store on fake-indexeddb in Node, beside the sync's PouchDB: no screen is rendered",
  'src/state/online/store-port.memory.node.test.ts': 'the store port in memory, run by the same suite as the Dexie store: no browser needed',
  'src/state/online/sync-merge.node.test.ts': "the sync's agreed state on PouchDB's memory adapter, as Node runs it: no browser needed",
  'src/state/online/sync-support.node.test.ts': "PouchDB's own database options and changes feed, and the embedded sync server's feed, as Node runs them: no browser needed",
  'src/state/online/table-phone.node.test.ts': 'PouchDB over HTTP against the embedded server, as Node runs it',
  'src/state/online/tournament-sync.node.test.ts': 'PouchDB over HTTP against the embedded server, as Node runs it',
  'src/state/result.node.test.ts': "the result helpers are plain values and the stores are read as source text and types: no browser needed",
};

describe('the environment is decided by the content', () => {
  const cases: { what: string; path: string; source: string; expected: 'node' | 'happy-dom' }[] = [
    { what: 'an engine test', path: 'src/domain/x.test.ts', source: "import { rat } from './rational';\n", expected: 'node' },
    { what: 'a form model test of a feature', path: 'src/features/sheet/x.test.ts', source: "import { rowFacts } from './row-facts';\n", expected: 'node' },
    { what: 'a test of pure test factories', path: 'src/transfer/x.test.ts', source: "import { makeTournament } from '@/testing/tournament-factories';\n", expected: 'node' },
    { what: 'a type-only import of the record types', path: 'src/transfer/x.test.ts', source: "import type { StoredSession } from '@/persistence/records';\n", expected: 'node' },
    { what: 'the browser named in a comment or a string', path: 'src/cli/x.test.ts', source: "// the window of the terminal\nit('the document of §4', () => {});\n", expected: 'node' },
    { what: 'asking whether there is a document', path: 'src/features/x.test.ts', source: "expect(typeof document).toBe('undefined');\n", expected: 'node' },
    { what: 'a component test', path: 'src/features/sheet/x.test.tsx', source: "import { render } from '@testing-library/react';\n", expected: 'happy-dom' },
    { what: 'a repository test', path: 'src/persistence/repositories/x.test.ts', source: "import { listSessions } from './sessions-repository';\n", expected: 'happy-dom' },
    { what: 'a store test', path: 'src/state/x.test.ts', source: "import { useSessionStore } from './session-store';\n", expected: 'happy-dom' },
    { what: 'a test reaching the state layer by alias', path: 'src/transfer/x.test.ts', source: "import { importSessions } from '@/state/sessions';\n", expected: 'happy-dom' },
    { what: 'a test reaching the persistence layer by relative path', path: 'src/transfer/x.test.ts', source: "import { db } from '../persistence/db';\n", expected: 'happy-dom' },
    { what: 'a test of the fake database', path: 'src/lib/x.test.ts', source: "import { freshDb } from '@/testing/db';\n", expected: 'happy-dom' },
    { what: 'a test touching local storage', path: 'src/lib/x.test.ts', source: "localStorage.setItem('a', 'b');\n", expected: 'happy-dom' },
    { what: 'a test handing the document on', path: 'src/transfer/x.test.ts', source: 'share({ navigator: nav, document });\n', expected: 'happy-dom' },
    { what: 'a first-line request for the browser', path: 'src/domain/x.test.ts', source: "// @vitest-environment happy-dom\nimport { rat } from './rational';\n", expected: 'happy-dom' },
    { what: 'a first-line request for Node', path: 'src/state/x.test.ts', source: "// @vitest-environment node\nimport { x } from './x';\n", expected: 'node' },
  ];
  it.each(cases)('$what: $expected', ({ path, source, expected }) => {
    expect(testEnvironment(path, source)).toBe(expected);
  });
});

describe('the test files of this repository', () => {
  const files = testFiles(root);

  it('the two projects hold every test file exactly once, in its environment', () => {
    const projects = (config.test?.projects ?? []) as { test: { environment: string; include: string[] } }[];
    const node = projects.find((p) => p.test.environment === 'node')!.test.include;
    const dom = projects.find((p) => p.test.environment === 'happy-dom')!.test.include;
    expect([...node, ...dom].sort()).toEqual(files.map((f) => f.path).sort());
    for (const f of files) expect(f.environment === 'node' ? node : dom, f.path).toContain(f.path);
  });

  it('pure tests are the rule: the engine, the commands and the file formats run in Node', () => {
    const inBrowser = files.filter((f) => f.environment === 'happy-dom').map((f) => f.path);
    expect(inBrowser.filter((p) => /^src\/(domain|cli|testing\/domain)\//.test(p))).toEqual([]);
    expect(files.filter((f) => f.environment === 'node').length).toBeGreaterThan(inBrowser.length);
  });

  it("a file's own first line agrees with its content, but for the listed overrides", () => {
    const disagreeing = files
      .filter((f) => {
        const [first = '', ...rest] = readFileSync(`${root}/${f.path}`, 'utf8').split('\n');
        return first.includes('@vitest-environment') && testEnvironment(f.path, rest.join('\n')) !== f.environment;
      })
      .map((f) => f.path);
    expect(disagreeing.sort()).toEqual(Object.keys(OVERRIDES).sort());
  });
});
