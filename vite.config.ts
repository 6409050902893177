import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { contentSecurityPolicyPlugin } from './scripts/csp';
import { inlineCssPlugin } from './scripts/inline-css';
import { afterFirstPaintPlugin } from './scripts/after-first-paint';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    tailwindcss(),
    // The entry stylesheet goes into index.html first; the policy then allows it by its hash.
    inlineCssPlugin(),
    // The app's scripts load once the static start screen has been painted; what main.tsx
    // imports to start (React, the database, the app) is preloaded, the service worker's helper not.
    afterFirstPaintPlugin((id) => /[\\/]src[\\/]app[\\/]app\.tsx$|[\\/]src[\\/]persistence[\\/]db\.ts$|[\\/]react-dom[\\/]client\.js$/.test(id)),
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
        // The start-up loads five files instead of fifteen: React (with Vite's preload helper, which
        // the entry needs anyway), React's DOM library, the database code and the app with everything
        // the start screen needs. main.tsx evaluates them one task each. Every request and every
        // file's evaluation is main-thread work on a slow phone; the small pieces shared with lazy
        // screens (buttons, hooks, dialogs) are part of the app's file now instead of ten of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]|vite[\\/]preload-helper/, priority: 4 },
            { name: 'client', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'db', test: /[\\/]src[\\/]persistence[\\/](db|database-presence)\.ts$/, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]app\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
