import { defineProject } from 'vitest/config';

/** The bench's own checks (the generator's tables and consistency check, the reading of reports), in `npm test`. */
export default defineProject({
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
