import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
// react-router's package exports always point at its development build (remix-run/react-router#12532,
// #14753): production builds take the production file explicitly (no dev warnings, smaller).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure by contract (ARCHITECTURE.md): importing one constant must not pull every
        // zod schema (and zod) into the first chunk. Everything else keeps its package.json declaration.
        moduleSideEffects: (id) => (id.includes('/packages/domain/') ? false : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
}));
