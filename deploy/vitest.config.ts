import { defineProject } from 'vitest/config';

/** The deployment recipe run for real: nginx in front of two API processes (deploy.test.ts), in `npm test`. */
export default defineProject({
  test: {
    name: 'deploy',
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
