// @vitest-environment node
/**
 * The architecture document's claims about who imports what, checked against the code.
 * docs/architecture.md §1 keeps a table between two markers (`layer-imports`): each layer
 * and what it imports from `src/`. This test reads that table and the real import graph of
 * the production files (found by TypeScript's own pre-processor, type-only and lazy imports
 * included) and fails when
 *  - a file imports across layers where the table does not say it may;
 *  - the table names an import no file makes (a claim that went stale);
 *  - the table and ESLint's zones (eslint.config.js) differ, so "ESLint refuses everything
 *    else" stays true.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

/** The zones eslint.config.js builds its import rules from. */
interface EslintZones {
  LAYERS: Record<string, { may: string[] }>;
  FEATURE_MAY: string[];
  SERVER_ZONES: { except: string[] }[];
}
const { LAYERS, FEATURE_MAY, SERVER_ZONES } = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as EslintZones;

/** The table between the markers: layer → what it imports (layers, or files of a layer). */
function readLayerTable(markdown: string): Map<string, string[]> {
  const block = /<!-- layer-imports:begin -->([\s\S]*?)<!-- layer-imports:end -->/.exec(markdown);
  if (!block) throw new Error('docs/architecture.md has no layer-imports table');
  const table = new Map<string, string[]>();
  for (const line of block[1]!.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells.length < 2 || /^-+$/.test(cells[0]!) || cells[0] === 'layer') continue;
    const layer = (/`([^`]+)`/.exec(cells[0]!)?.[1] ?? cells[0]!).replace(/\/$/, '');
    const imports = [...cells[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, ''));
    table.set(layer, imports);
  }
  return table;
}

/** The production source files below `dir` (no tests, no test-only code). */
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(src, 'testing')) sources(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

/** `src/`-relative path of what a specifier names, or undefined for a package or a file outside src/. */
function target(file: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  let path: string;
  if (bare.startsWith('@/')) path = join(src, bare.slice(2));
  else if (bare.startsWith('.')) path = resolve(dirname(file), bare);
  else return undefined;
  const rel = relative(src, path).split('\\').join('/');
  return rel.startsWith('..') ? undefined : rel;
}

/** The layer a file belongs to: the first folder below src/, a feature by its own folder. */
function layerOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '(src root)';
}

interface Edge { from: string; file: string; to: string }

function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

/** The specifiers a file imports values from (an `import type` or all-type import names no code that runs). */
function valueImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes = clause !== undefined && (clause.isTypeOnly
        || (clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly)));
      if (!allTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import from one layer into another (or into src/ from server/). */
function crossLayerImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sources(src)) {
    const rel = relative(src, file).split('\\').join('/');
    const from = layerOf(rel);
    for (const spec of importsOf(file)) {
      const to = target(file, spec);
      if (to !== undefined && layerOf(to) !== from) edges.push({ from, file: rel, to });
    }
  }
  for (const file of sources(join(root, 'server'))) {
    for (const spec of importsOf(file)) {
      const to = target(file, spec);
      if (to !== undefined) edges.push({ from: 'server', file: relative(root, file), to });
    }
  }
  return edges;
}

/** The table's row for a layer (every feature folder has the row `features/<name>`). */
const rowKey = (layer: string) => (layer.startsWith('features/') ? 'features/<name>' : layer);
const allows = (entry: string, to: string) => to === entry || to.startsWith(`${entry}/`) || to === entry.replace(/\.tsx?$/, '');

const table = readLayerTable(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
const edges = crossLayerImports();

describe('docs/architecture.md: the layer table against the code', () => {
  it('names every layer that has files in src/, and the sync server', () => {
    const layers = new Set(sources(src).map((f) => rowKey(layerOf(relative(src, f)))));
    layers.delete('features/*');
    expect([...layers].filter((l) => !table.has(l))).toEqual([]);
    expect(table.has('server')).toBe(true);
  });

  it('allows every import the production code makes', () => {
    const refused = edges
      .filter(({ from, to }) => !(table.get(rowKey(from)) ?? []).some((entry) => allows(entry, to)))
      .map(({ file, to }) => `${file} imports ${to}`);
    expect(refused).toEqual([]);
  });

  it('names no import that no file makes', () => {
    const unused: string[] = [];
    for (const [layer, entries] of table) {
      for (const entry of entries) {
        const used = edges.some(({ from, to }) => rowKey(from) === layer && allows(entry, to));
        if (!used) unused.push(`${layer} → ${entry}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('says what ESLint enforces', () => {
    const fromEslint = new Map<string, string[]>(Object.entries(LAYERS).map(([layer, spec]) => [layer, [...spec.may]]));
    fromEslint.set('features/<name>', [...FEATURE_MAY]);
    fromEslint.set('server', SERVER_ZONES[0]!.except.map((e) => e.replace(/^\.\//, '')));
    const sorted = (m: Map<string, string[]>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]).sort());
    expect(sorted(table)).toEqual(sorted(fromEslint));
  });

  it('lets only the repositories reach the database\'s tables; the app shell only opens it', () => {
    // §2: "only src/persistence/repositories/ read or write the database's tables … the app shell opens the database at start".
    const reaching = sources(src)
      .filter((file) => /db['"]/.test(readFileSync(file, 'utf8')) && valueImportsOf(file).some((spec) => target(file, spec) === 'persistence/db'))
      .map((file) => relative(src, file).split('\\').join('/'))
      .filter((rel) => !rel.startsWith('persistence/repositories/'));
    expect(reaching.sort()).toEqual(['app/app.tsx', 'app/main.tsx']);
  });

  it('reads the table the way it is written', () => {
    const sample = [
      '<!-- layer-imports:begin -->', '| layer | imports from `src/` |', '|---|---|',
      '| `domain` | — |', '| `transfer` | `domain`, `persistence/records.ts` (types) |', '<!-- layer-imports:end -->',
    ].join('\n');
    expect(Object.fromEntries(readLayerTable(sample))).toEqual({ domain: [], transfer: ['domain', 'persistence/records.ts'] });
    expect(allows('persistence/records.ts', 'persistence/records')).toBe(true);
    expect(allows('persistence/records.ts', 'persistence/db')).toBe(false);
    expect(allows('state', 'state/online/online')).toBe(true);
    expect(allows('state', 'stats/x')).toBe(false);
  });
});
