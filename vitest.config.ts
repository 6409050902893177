import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
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
    // One test file per core. Vitest's own default leaves a core to its main process (one worker on
    // a two-core machine), which only collects results: the second core stood idle.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // The online tests' embedded sync servers close their connections when a test file ends. A
    // replication cancelled just before may still have a request in flight, and PouchDB leaves that
    // request's rejection unhandled. Only that one rejection — a server on this machine hanging up —
    // is not reported; every other unhandled error still fails the run.
    onUnhandledError(error): boolean | void {
      const text = `${error.name ?? ''} ${error.message ?? ''}`;
      if (/FetchError/.test(text) && /socket hang up|ECONNRESET/.test(text) && /http:\/\/127\.0\.0\.1:\d+\/kb-/.test(text)) return false;
    },
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
          // Worker threads, not child processes: a file's happy-dom, testing library and fake
          // database are set up faster in a thread (about a third less set-up, import and
          // environment time per file on two cores). These files start no server and no process;
          // the Node project's do (the sync servers' tests), and stay in child processes.
          pool: 'threads',
          include: inBrowser,
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
    ],
  },
});
