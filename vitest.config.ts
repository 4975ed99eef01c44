import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/page-weight', 'apps/api', 'apps/web', 'bench', 'deploy'],
  },
});
