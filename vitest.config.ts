import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

/**
 * Two projects: the pure code (the engine, the transfer formats, the commands, the test
 * builders, repository-wide checks) runs in Node, which starts much faster than a browser-like
 * environment; screens, stores and storage run in happy-dom with fake-indexeddb. Both reset
 * shared state between tests in their setup file.
 */
const PURE = [
  'src/domain/**/*.test.ts',
  'src/cli/**/*.test.ts',
  // Transfer formats; import-json (the database) and share-file (the browser's sharing) need the browser-like one.
  'src/transfer/export-*.test.ts',
  'src/transfer/standings-csv.test.ts',
  'src/transfer/qr/**/*.test.ts',
  'src/testing/domain/**/*.test.ts',
  'src/lib/format.test.ts',
  'src/lib/tarock-names.test.ts',
  'tests/unit/**/*.test.ts',
  // The sync server and its provisioning (Node only).
  'server/**/*.test.ts',
  // The online sync against the embedded server: PouchDB over HTTP in Node.
  'src/state/online/*.node.test.ts',
];

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
          include: PURE,
          setupFiles: ['./src/testing/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...PURE, '**/node_modules/**'],
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
