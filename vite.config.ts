import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { contentSecurityPolicyPlugin } from './scripts/csp';
import { inlineCssPlugin } from './scripts/inline-css';
import { afterFirstPaintPlugin } from './scripts/after-first-paint';

/** `/sync/…` → the sync server (SYNC_PORT, default 5984), `/sync` taken off the path. */
const syncProxy = {
  target: `http://127.0.0.1:${Number(process.env.SYNC_PORT ?? 5984)}`,
  rewrite: (path: string) => path.replace(/^\/sync/, '') || '/',
};

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    tailwindcss(),
    // The entry stylesheet goes into index.html first; the policy then allows it by its hash.
    inlineCssPlugin(),
    // The app's scripts load once the static start screen has been painted. The entry's own
    // imports (React) are preloaded with it, and so is the app's file; the database code is not: a
    // first visit does not load it at all, and main.tsx asks for it only where the database exists.
    afterFirstPaintPlugin((id) => /[\\/]src[\\/]app[\\/]app\.tsx$/.test(id)),
    contentSecurityPolicyPlugin(),
    VitePWA({
      strategies: 'generateSW',
      // The update is offered to the user (see src/app/pwa.ts); never reload mid-hand.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon-48.png', 'favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Königsblock – Tarock-Schreibblock',
        short_name: 'Königsblock',
        description: 'Der Schreibblock für Tarock Königrufen: offline, schnell, rechnet richtig.',
        lang: 'de-AT',
        theme_color: '#14532d',
        background_color: '#0c1410',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]domain[\\/]/.test(id) },
      output: {
        // A start loads three files of its own: React with React's DOM library (and Vite's preload
        // helper, the check whether the database exists, which main.tsx asks first, and the few
        // small storage modules that the app and the database code share), the app with everything
        // the start screen needs, and, only where the database exists, the database code with the
        // start list's live query. main.tsx evaluates them one task each. Every request and every
        // file's evaluation is main-thread work on a slow phone: one file fewer (React's DOM library
        // on its own) took Lighthouse's median blocking time from ~160 to ~55 ms. The small pieces shared
        // with lazy screens (buttons, hooks, dialogs) are part of the app's file; the groups'
        // priorities keep what the app needs out of the database's file (the app never waits for it).
        codeSplitting: {
          groups: [
            {
              name: 'start',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper|[\\/]src[\\/]persistence[\\/](database-presence|storage-errors|evenings-hint|records)\.ts$/,
              priority: 4,
            },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]app\.tsx$/, priority: 3 },
            { name: 'db', test: /[\\/]src[\\/]persistence[\\/](db|repositories[\\/]session-watch)\.ts$/, priority: 2 },
          ],
        },
      },
    },
  },
  // The sync server under the app's own origin, so the policy's connect-src stays 'self'.
  server: { proxy: { '/sync': syncProxy } },
  preview: { port: 4173, strictPort: true, proxy: { '/sync': syncProxy } },
});
