import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Install the portal as an app: a web app manifest, icons and a service worker for the app shell.
 * The worker precaches only the shell (index.html, the entry chunk and its CSS, fonts, icons); page chunks are
 * cached as they are used (hashed names never change). API replies are never cached: member data stays fresh
 * and private. The app registers the worker itself once the page has loaded and the browser is idle
 * (app/service-worker.ts): installing it never competes with a first visit, and no inline script is needed
 * (script-src 'self'). Page navigations go to the network, since public pages come rendered from the server with
 * current content (ADR 0006); only when the network fails does the precached shell answer. The brand name is data (settings), so the manifest uses
 * the neutral portal name the static index.html also carries.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['icons/apple-touch-icon.png', 'icons/icon.svg', 'push-handler.js'],
  manifest: {
    name: 'Portal Anggota Koperasi',
    short_name: 'Koperasi',
    description: 'Portal anggota koperasi karyawan: pinjaman, pelunasan, poin dan informasi anggota.',
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#F5F7FA',
    theme_color: '#0F5E9C',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/index-*.{js,css}', 'assets/*.woff2', 'icons/*.png'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // The push and notificationclick handlers (reminders): a plain script in public/.
    importScripts: ['/push-handler.js'],
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'app-chunks',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
};
