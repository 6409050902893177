import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The static start screen of index.html is already on screen: React's first render is a
// transition, so it is done in short slices that leave the phone free to respond to a tap
// instead of one long task, and it replaces the static screen when it is complete.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker's registration (workbox-window) is not needed to show the start screen: it
// loads once the page has loaded, outside the first-load JavaScript.
function registerServiceWorker(): void {
  import('./pwa')
    .then((m) => m.registerPwa())
    .catch((e: unknown) => console.warn('Service worker registration could not load; the app still works online.', e));
}
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
