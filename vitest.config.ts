import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { testFiles } from './scripts/test-environment';

/**
 * Two projects: a test file runs in Node (which starts much faster) unless it renders, stores or
 * reaches the browser; then in happy-dom with fake-indexeddb. Which one is decided by the file's
 * content (`scripts/test-environment.ts`, checked by `tests/unit/test-environments.test.ts`), so a
 * new test lands in the right one without a list to keep. Both reset shared state between tests
 * in their setup file.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const files = testFiles(root);
const inNode = files.filter((f) => f.environment === 'node').map((f) => f.path);
const inBrowser = files.filter((f) => f.environment === 'happy-dom').map((f) => f.path);

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'virtual:pwa-register': fileURLToPath(new URL('./src/testing/pwa-register.ts', import.meta.url)),
    },
  },
  plugins: [react()],
  test: {
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: inNode,
          setupFiles: ['./src/testing/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: inBrowser,
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
