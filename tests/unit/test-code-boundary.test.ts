/**
 * Test-only code stays out of the app: a production file importing a test builder, a fixture
 * or a test library fails the lint, by alias or by relative path; the engine's test builders
 * (src/testing/domain) import nothing but the engine.
 */
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// ESLint with the type-aware project config reads the whole program for its first file: on a busy
// machine that alone has taken over a minute, so a lint here gets a ceiling well above that.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// The project's own config, running only the rule under test: the others (the import-cycle rule
// above all, which walks the whole import graph from each file) prove nothing here.
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('production code never imports test code', () => {
  it.each([
    ["import { makeStoredSession } from '@/testing/factories';", 'src/features/sessions/example.ts'],
    ["import { resetDatabase } from '../testing/db';", 'src/state/example.ts'],
    ["import { buildHand } from '@/testing/domain';", 'src/domain/settlement/example.ts'],
    ["import { buildHand } from '../../testing/domain/build-hand';", 'src/domain/settlement/example.ts'],
    ["import fc from 'fast-check';", 'src/transfer/example.ts'],
    ["import { it } from 'vitest';", 'src/app/example.tsx'],
    ["import { helper } from './example.test';", 'src/lib/example.ts'],
  ])('%s in %s fails the lint', async (line, file) => {
    const messages = await restrictedImports(`${line}\nexport const used = [typeof ${/import \{?\s*(\w+)/.exec(line)![1]}];\n`, file);
    expect(messages.join('\n')).toMatch(/must not import test (code|libraries)/);
  });

  it('tests, benchmarks and the builders themselves may import it', async () => {
    expect(await restrictedImports("import { makeStoredSession } from '@/testing/factories';\nexport const s = makeStoredSession;\n", 'src/features/sessions/example.test.tsx')).toEqual([]);
    expect(await restrictedImports("import { buildHand } from '@/testing/domain';\nexport const b = buildHand;\n", 'src/domain/settlement/example.test.ts')).toEqual([]);
    expect(await restrictedImports("import { buildHand } from '../src/testing/domain/build-hand';\nexport const b = buildHand;\n", 'bench/example.bench.ts')).toEqual([]);
  });

  it('the domain builders import only the domain', async () => {
    expect(await restrictedImports("import { db } from '@/persistence/db';\nexport const d = db;\n", 'src/testing/domain/example.ts')).not.toEqual([]);
    expect(await restrictedImports("import { PRESETS } from '@/domain/rules/presets';\nexport const p = PRESETS;\n", 'src/testing/domain/example.ts')).toEqual([]);
  });
});
