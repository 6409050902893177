// @vitest-environment node
/**
 * Docs that stay true: every file or folder the documentation names (in `code` spans and in
 * links of README.md, docs/*.md and every README.md under src/) exists. A path is read the way
 * a reader would: from the repository root, from src/ (`features/…`, `@/…`), from the document's
 * own folder, or, as the tables of architecture.md write them, relative to the folder named
 * just before (`settlement/money.ts` under `src/domain/`): then some file of that name and
 * folder must exist. A bare file name (`hand-calc.ts`) must be some file's name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dev-dist', 'test-results', 'playwright-report', 'coverage']);

/** Every file and folder of the repository, as paths relative to its root ('/'-separated; folders end with '/'). */
function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const rel = relative(root, path).split('\\').join('/');
    if (entry.isDirectory()) {
      out.push(`${rel}/`);
      walk(path, out);
    } else {
      out.push(rel);
    }
  }
  return out;
}

const ALL = walk(root, []);
const docs = ALL.filter((p) => p === 'README.md' || /^docs\/[^/]+\.md$/.test(p) || (p.startsWith('src/') && p.endsWith('/README.md')));

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|ya?ml|png|svg|webmanifest|csv|txt)$/;
/** Names that are examples in the prose, not files of this repository. */
const EXAMPLES = new Set(['x.ts', 'x.test.ts', 'koenigsblock-2026-11-20-donnerstagsrunde.json']);
/** The packages the project uses are named by their package name (`chart.js`), not a path. */
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const PACKAGES = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
/** Paths of things the tools make, not of the repository. */
const MADE = /^(node_modules|test-results|dist|playwright-report|coverage|dev-dist|build|\.sync-data)\//;

/** The paths a document names: `code` spans that look like a path, and link targets. */
function namedPaths(text: string): string[] {
  const withoutFences = text.replace(/^```[\s\S]*?^```/gm, '');
  const found: string[] = [];
  for (const [, span] of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    const token = span!.trim();
    if (/[\s*<>{}…|:?]/.test(token) || token.startsWith('/') || token.startsWith('#') || token.startsWith('-')) continue;
    if (EXAMPLES.has(token) || PACKAGES.has(token) || /^\.[a-z]+$/.test(token)) continue;
    if (EXTENSIONS.test(token) || (token.endsWith('/') && token.length > 1) || token.startsWith('@/')) found.push(token);
  }
  for (const [, target] of withoutFences.matchAll(/\]\(([^)\s]+)\)/g)) {
    const path = target!.replace(/#.*$/, '');
    if (path === '' || /^[a-z]+:/i.test(path)) continue;
    found.push(`./${path}`);
  }
  return found.filter((p) => !MADE.test(p));
}

function exists(path: string): boolean {
  const full = join(root, path);
  if (!existsSync(full)) return false;
  return path.endsWith('/') ? statSync(full).isDirectory() : true;
}

/** Does `token`, named in `doc`, point at something in the repository? */
function resolves(doc: string, token: string): boolean {
  if (token.startsWith('./')) return exists(join(dirname(doc), token.slice(2)).split('\\').join('/') + (token.endsWith('/') ? '/' : ''));
  if (token.startsWith('@/')) {
    const base = `src/${token.slice(2)}`;
    return ['', '.ts', '.tsx', '/index.ts'].some((ext) => exists(base + ext));
  }
  const candidates = [token, `src/${token}`, `${dirname(doc)}/${token}`];
  if (candidates.some(exists)) return true;
  // A path relative to a folder named nearby: some file (or folder) of the repository ends with it.
  return ALL.some((p) => p.endsWith(`/${token}`));
}

describe('every path the documentation names exists', () => {
  it('finds the documents', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'src/domain/README.md']));
  });

  const missingIn = (doc: string, text: string) => [...new Set(namedPaths(text))].filter((token) => !resolves(doc, token));

  it('reports a planted path that does not exist, in every spelling', () => {
    const planted = [
      'The text is in `features/tournament/error-text.ts`, see `src/domain/gone.ts`,',
      '`@/domain/gone`, `settlement/gone.ts`, `gone-file.ts`, the folder `src/gone/` and [the guide](gone.md).',
      'Present: `features/qr-transfer/error-text.ts`, `@/domain/index`, `settlement/money.ts`, `rational.ts`, [the map](../src/domain/README.md).',
    ].join('\n');
    expect(missingIn('docs/architecture.md', planted)).toEqual([
      'features/tournament/error-text.ts', 'src/domain/gone.ts', '@/domain/gone', 'settlement/gone.ts', 'gone-file.ts', 'src/gone/', './gone.md',
    ]);
  });

  it.each(docs)('%s', (doc) => {
    expect(missingIn(doc, readFileSync(join(root, doc), 'utf8'))).toEqual([]);
  });
});
