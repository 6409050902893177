import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Import zones (the layer table of docs/architecture.md §1, which
 * tests/unit/architecture-claims.test.ts compares with this list and with the code). Each layer lists what it may import
 * from src/; anything else in src/ is refused, by the `@/` alias and by a
 * relative path alike (the rule resolves both to a file). Imports of packages
 * are not affected. Test files are exempt (they arrange stored data and render
 * whole screens); the domain's tests stay pure by the rule further down.
 */
export const LAYERS = {
  domain: { may: [], why: 'the domain is the pure engine and imports nothing outside src/domain' },
  lib: { may: ['domain'], why: 'src/lib holds plain helpers below the data layers' },
  persistence: { may: ['domain'], why: 'the persistence layer sits on the domain only' },
  transfer: { may: ['domain', 'lib', 'persistence/records.ts'], why: 'the transfer layer reads and writes files; of the persistence layer it may use the record types only' },
  state: { may: ['domain', 'lib', 'persistence', 'transfer'], why: 'the state layer coordinates the domain, storage and files' },
  i18n: { may: ['domain', 'lib', 'state'], why: 'translations may not reach features, the app shell, files or storage' },
  components: { may: ['domain', 'lib', 'i18n'], why: 'shared components may not reach features, the app shell, state or storage' },
  cli: { may: ['domain', 'transfer'], why: 'the commands run the pure engine and the file writers' },
  app: { may: ['lib', 'i18n', 'components', 'state', 'persistence', 'features'], why: 'the app shell puts screens together; it reaches the engine and files through them, and may not import the commands or test helpers' },
};
export const FEATURE_MAY = ['domain', 'lib', 'i18n', 'components', 'state', 'transfer'];

const layerZone = (layer, { may, why }) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [`./${layer}`, ...may.map((m) => `./${m}`)],
  message: `${why} (allowed: ${[layer, ...may].join(', ')}).`,
});

const features = readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureZone = (feature) => ({
  target: `./src/features/${feature}`,
  from: './src',
  except: [`./features/${feature}`, ...FEATURE_MAY.map((m) => `./${m}`)],
  message: `a feature reaches data through src/state only and imports no other feature and not the app shell (allowed: its own folder, ${FEATURE_MAY.join(', ')}).`,
});

export const IMPORT_ZONES = [
  ...Object.entries(LAYERS).map(([layer, spec]) => layerZone(layer, spec)),
  ...features.map(featureZone),
  {
    // A file directly under src/features belongs to no feature: it gets a feature's rights and reaches no feature.
    target: './src/features/*.{ts,tsx}',
    from: './src',
    except: FEATURE_MAY.map((m) => `./${m}`),
    message: `a file directly under src/features belongs to no feature; it may import only ${FEATURE_MAY.join(', ')} (move it into a feature's folder or a shared one).`,
  },
  {
    // A file directly under src/ belongs to no layer, so it may not lean on any.
    target: './src/*.{ts,tsx}',
    from: './src',
    message: 'a file directly under src/ belongs to no layer; move it into the folder of its layer (docs/architecture.md §1).',
  },
];

/**
 * The engine's tests and the engine's test builders stay pure like the engine: they import
 * src/domain and src/testing/domain only, by alias and by relative path alike.
 */
export const DOMAIN_TEST_ZONES = [
  {
    target: ['./src/domain/**/*.test.ts', './src/testing/domain/**/*.ts'],
    from: './src',
    except: ['./domain', './testing/domain'],
    message: 'the engine\'s tests and test builders import only src/domain and src/testing/domain.',
  },
];

/** The sync server may import of src/ the domain only. */
export const SERVER_ZONES = [
  { target: './server', from: './src', except: ['./domain'], message: 'the sync server imports of src/ only the domain (the engine\'s checks).' },
];

/** Formatting a date or time anywhere but src/lib/dates.ts. */
const INLINE_DATE = 'Format dates and times with src/lib/dates.ts (formatDate, formatWeekdayDate, formatTime, formatClock), not inline.';
const DATE_FORMATTING = [
  { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]", message: INLINE_DATE },
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: INLINE_DATE },
  { selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: INLINE_DATE },
];

/** The engine is deterministic: time and chance come in as parameters (seeded-random.ts). */
const DOMAIN_CLOCK_AND_CHANCE = {
  'no-restricted-properties': ['error',
    { object: 'Math', property: 'random', message: 'The domain takes chance as a parameter (seeded-random.ts), never Math.random.' },
    { object: 'Date', property: 'now', message: 'The domain takes the time as a parameter, never Date.now.' },
    { object: 'performance', property: 'now', message: 'The domain takes the time as a parameter, never performance.now.' },
    { object: 'crypto', property: 'getRandomValues', message: 'The domain takes chance as a parameter (seeded-random.ts).' },
    { object: 'crypto', property: 'randomUUID', message: 'The domain takes chance as a parameter (seeded-random.ts).' },
  ],
  'no-restricted-syntax': ['error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The domain takes the time as a parameter, never new Date().' },
    { selector: "CallExpression[callee.name='Date']", message: 'The domain takes the time as a parameter, never Date().' },
  ],
};

/** Screens build links with the typed route builder (routePath in src/lib/router.ts), never by hand. */
const HAND_WRITTEN_ROUTE = 'Build links with routePath from src/lib/router.ts, not a hand-written "#/…" string.';
const ROUTE_STRINGS = {
  'no-restricted-syntax': ['error',
    { selector: 'Literal[value=/^#\\//]', message: HAND_WRITTEN_ROUTE },
    { selector: 'TemplateLiteral[quasis.0.value.raw=/^#\\//]', message: HAND_WRITTEN_ROUTE },
    ...DATE_FORMATTING,
  ],
};

// Test-only code (builders, fixtures, test libraries) never reaches the app: only tests,
// src/testing, the benchmarks and the browser tests may import it.
const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/testing/**', 'tests/**', 'bench/**'];
const testCodePatterns = [
  { group: ['@/testing', '@/testing/*', '**/testing', '**/testing/*', '**/*.test', '**/*.test.*'], message: 'Production code must not import test code (src/testing, *.test).' },
  { group: ['vitest', 'vitest/*', '@testing-library/*', 'fast-check', 'fake-indexeddb', 'fake-indexeddb/*', '@playwright/test'], message: 'Production code must not import test libraries.' },
];
/**
 * The engine imports by an allow-list, not a deny-list: itself (relative or `@/domain/…`) and
 * the packages named here; its tests besides their test libraries and the file reading of fixtures.
 */
export const DOMAIN_PACKAGES = ['@noble/hashes'];
export const DOMAIN_TEST_PACKAGES = ['vitest', 'fast-check', 'node:fs', 'node:path', 'node:url'];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const allowOnly = (packages, extra = []) => ({
  regex: `^(?!\\.|@/domain(?:/|$)|${[...extra, ...packages].map((p) => `${escape(p)}(?:/|$)`).join('|')})`,
  message: `src/domain imports only itself and the allowed packages (${packages.join(', ')}); a new package is added to DOMAIN_PACKAGES in eslint.config.js with a reason.`,
});
const domainAllowList = allowOnly(DOMAIN_PACKAGES);
const domainTestAllowList = allowOnly([...DOMAIN_PACKAGES, ...DOMAIN_TEST_PACKAGES], ['@/testing/domain']);
/** What the engine never reaches: the network, timers, the platform's crypto, the global object. */
const DOMAIN_GLOBALS = [
  'window', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'navigator',
  'fetch', 'XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate',
  'queueMicrotask', 'requestAnimationFrame', 'crypto', 'globalThis',
];
const domainPatterns = [
  { group: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'zustand', 'chart.js', 'papaparse'], message: 'src/domain must stay framework-free.' },
  { group: ['@/persistence/*', '@/state/*', '@/features/*', '@/app/*', '@/transfer/*', '@/components/*'], message: 'src/domain must not import outer layers.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'dev-dist', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: testCodePatterns }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: IMPORT_ZONES }],
    },
  },
  {
    files: ['src/domain/**/*.test.ts', 'src/testing/domain/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: DOMAIN_TEST_ZONES }],
    },
  },
  {
    // The sync server runs the engine's checks and nothing else of the app: of src/ it imports the domain only.
    files: ['server/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: SERVER_ZONES }],
    },
  },
  {
    // Dates and times are shown through src/lib/dates.ts only, so every screen words them alike
    // (the screens' folders have the rule with their route rule, below).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/lib/dates.ts', 'src/domain/**', 'src/features/**', 'src/app/**', 'src/components/**'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_FORMATTING] },
  },
  {
    // No import cycles in the app: a layer's files form a tree, so each can be read (and loaded) on its own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    // The rule follows only files it can parse: the TypeScript sources.
    settings: { 'import-x/extensions': ['.ts', '.tsx'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: ROUTE_STRINGS,
  },
  {
    // The engine is pure: no framework, storage or browser APIs (house style §1); its tests too.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...domainPatterns, domainTestAllowList] }],
      'no-restricted-globals': ['error', ...DOMAIN_GLOBALS],
      ...DOMAIN_CLOCK_AND_CHANCE,
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [...domainPatterns, ...testCodePatterns, domainAllowList] }] },
  },
  {
    // The engine's test builders import nothing but the engine, so domain tests stay free of the outer layers.
    files: ['src/testing/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'zustand', 'chart.js', 'papaparse'], message: 'The domain builders must stay framework-free.' },
          { group: ['@/persistence/*', '@/state/*', '@/features/*', '@/app/*', '@/transfer/*', '@/components/*', '@/lib/*', '@/i18n/*', '@/testing/*', '!@/testing/domain', '!@/testing/domain/*'], message: 'The domain builders import only src/domain.' },
        ],
      }],
    },
  },
);
