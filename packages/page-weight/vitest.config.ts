import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'page-weight', include: ['src/**/*.test.ts'], environment: 'node' },
});
