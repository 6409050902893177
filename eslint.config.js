import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Test-only code (builders, fixtures, test libraries) never reaches the app: only tests,
// src/testing, the benchmarks and the browser tests may import it.
const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/testing/**', 'tests/**', 'bench/**'];
const testCodePatterns = [
  { group: ['@/testing', '@/testing/*', '**/testing', '**/testing/*', '**/*.test', '**/*.test.*'], message: 'Production code must not import test code (src/testing, *.test).' },
  { group: ['vitest', 'vitest/*', '@testing-library/*', 'fast-check', 'fake-indexeddb', 'fake-indexeddb/*', '@playwright/test'], message: 'Production code must not import test libraries.' },
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
    // The engine is pure: no framework, storage or browser APIs (house style §1); its tests too.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: domainPatterns }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB'],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [...domainPatterns, ...testCodePatterns] }] },
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
