import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontFallbackDefine } from './font-fallback.config.ts';
import { pwaOptions } from './pwa.config.ts';
import { hoistTransitiveImports } from './vite-plugins/hoist-transitive-imports.ts';
import { pureReactRouter } from './vite-plugins/pure-react-router.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
// react-router's package exports always point at its development build (remix-run/react-router#12532,
// #14753): production builds take the production file explicitly (no dev warnings, smaller).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Writes a .br and a .gz beside every text file of the build, once, so the server sends them as they are
 * (@fastify/static `preCompressed`) instead of 3× the bytes uncompressed or compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kopkar-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !/\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(entry.name)) continue;
          const file = join(entry.parentPath, entry.name);
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

/**
 * The Plus Jakarta Sans files main.tsx imports are otherwise found only once the CSS is parsed and text is drawn,
 * after the first render: the swap then moved the page (Lighthouse CLS 0.385 on /about, the footer). Preloading
 * them from index.html starts them with the HTML, so they are there when React first paints.
 */
function preloadFonts(): Plugin {
  return {
    name: 'kopkar-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => /plus-jakarta-sans-latin-\d+-normal-[\w-]+\.woff2$/.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Plugins that only make sense for the browser's build (the service worker, compressed copies, font preloads). */
function clientOnly(plugins: Plugin[]): Plugin[] {
  for (const plugin of plugins) plugin.applyToEnvironment = (environment) => environment.name === 'client';
  return plugins;
}

// WEB_OUT_DIR lets concurrent e2e runs build into their own folder (served through WEB_DIST_DIR).
const outDir = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    ...clientOnly([...VitePWA(pwaOptions), precompress(), preloadFonts()]),
    hoistTransitiveImports(),
    pureReactRouter(),
  ],
  define: fontFallbackDefine,
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // `vite build` builds the browser's app, then the server renderer of the public pages (ADR 0006).
  builder: {},
  environments: {
    ssr: {
      // One self-contained file: the API imports it from wherever WEB_DIST_DIR points, with no node_modules there.
      resolve: { noExternal: true },
      define: { ...fontFallbackDefine, 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        // A dot folder: @fastify/static never serves it (apps/api/src/plugins/spa.ts).
        outDir: join(outDir, '.server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: fileURLToPath(new URL('./src/ssr/entry-server.tsx', import.meta.url)),
          output: { entryFileNames: 'entry-server.js', codeSplitting: false },
        },
      },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // No preload helper: a lazy chunk names the chunks it needs in its own imports (vite-plugins/
    // hoist-transitive-imports.ts). The helper's table of every chunk's dependencies was 3.8 kB gzip of the shell,
    // and it added one <link rel="modulepreload"> per chunk while the page started (docs/decisions/0026).
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure by contract (docs/architecture.md): importing one constant must not pull every
        // zod schema (and zod) into the first chunk. Everything else keeps its package.json declaration.
        moduleSideEffects: (id) => (id.includes('/packages/domain/') ? false : undefined),
      },
      output: {
        // Every module the entry imports statically (React, the router, MUI core and emotion, the app shell) in
        // one chunk, the entry itself. Left alone, rolldown cut them into ~20 small chunks shared with the lazy
        // routes, each a further request on the critical path. `$initial` never captures what only a lazy route
        // imports (zod, react-hook-form, tiptap stay with their pages). Measured in bench/README.md.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
    // The shell is ~530 kB before compression (168 kB gzip) by design; the budget that counts is bench's initial-js.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
}));
