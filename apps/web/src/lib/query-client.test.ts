import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

const failure = (code: number) => new ApiError({ code, message: 'x', data: null });

/** The default retry rule of every query, as TanStack Query calls it: (failures so far, error). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('the retry rule is not a function');
  return Boolean(retry(failureCount, error as Error));
}

describe('query retry rule', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i: the answer would be the same', (code) => {
    expect(shouldRetry(0, failure(code))).toBe(false);
  });

  it.each([
    ['a server failure', failure(500)],
    ['no reply at all', failure(0)],
    ['an unexpected error', new Error('boom')],
  ])('retries %s once', (_reason, error) => {
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(false);
  });
});
