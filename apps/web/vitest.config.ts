import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { fontFallbackDefine } from './font-fallback.config.ts';

export default defineProject({
  plugins: [react()],
  define: fontFallbackDefine,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    testTimeout: 30_000,
  },
});
