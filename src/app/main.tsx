import { StrictMode, startTransition } from 'react';
import { databaseExists } from '@/persistence/database-presence';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Lets the phone paint and answer a tap between two start-up steps: each step's code is
 * evaluated in its own short task instead of all of it in one long one.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The static start screen of index.html is already on screen. React, the database code (where
 * there is a database) and the app are evaluated one after the other (React's and the app's files
 * were preloaded together, see scripts/after-first-paint.ts), then React's first render runs as a
 * transition, in short slices, and replaces the static screen when it is complete.
 */
async function start(container: HTMLElement): Promise<void> {
  // Whether the database exists is asked first, while React's code loads: the first render then
  // knows it. A first visit shows its welcome without the database code (Dexie) and without a
  // database; a returning device starts loading the database code as soon as it knows (the file
  // is evaluated on arrival, in a task of its own).
  const databaseCode = databaseExists().then((exists) => (exists ? import('@/persistence/db') : null));
  const { createRoot } = await import('react-dom/client');
  await yieldToBrowser();
  if (await databaseCode) await yieldToBrowser();
  const { App } = await import('./app');
  await yieldToBrowser();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const started = start(root).catch((e: unknown) => {
  // A file of the app could not be loaded (an update half-installed, a lost connection before
  // the first install): say so instead of leaving a start screen that does nothing.
  console.error('Königsblock could not start.', e);
  const de = document.documentElement.lang !== 'en';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'm-4 rounded-xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100';
  message.textContent = de
    ? 'Königsblock konnte nicht starten. Bitte die Seite neu laden.'
    : 'Königsblock could not start. Please reload the page.';
  root.replaceChildren(message);
});

// The service worker's registration (workbox-window) is not needed to show the start screen: it
// loads once the start is done and the browser is idle. (The scripts are inserted after the first
// paint, when the page has usually loaded already: "on load" would be in the middle of the start.)
function registerServiceWorker(): void {
  import('./pwa')
    .then((m) => m.registerPwa())
    .catch((e: unknown) => console.warn('Service worker registration could not load; the app still works online.', e));
}
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}
void started.then(() => whenIdle(registerServiceWorker));
