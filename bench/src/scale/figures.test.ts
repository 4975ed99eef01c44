import { describe, expect, it } from 'vitest';
import { loadFigureOf } from './figures';

describe('reading an autocannon result', () => {
  it('gives the mean req/s rounded, p50 and p99, and counts failures and non-2xx replies as errors', () => {
    const result = {
      requests: { average: 1234.56 },
      latency: { p50: 7, p99: 48 },
      errors: 2,
      non2xx: 3,
    } as Parameters<typeof loadFigureOf>[0];
    expect(loadFigureOf(result, '1.10, 0.90, 0.80')).toEqual({
      rps: 1235,
      p50: 7,
      p99: 48,
      errors: 5,
      load: '1.10, 0.90, 0.80',
    });
  });
});
