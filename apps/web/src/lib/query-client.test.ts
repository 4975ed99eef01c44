import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, SERVER_DATA_FRESH_MS } from './query-client';

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

describe('data the page came rendered with', () => {
  const loadedAt = 1_000_000;
  const serverState = {
    mutations: [],
    queries: [{ queryHash: '["me"]', queryKey: ['me'], state: { dataUpdatedAt: loadedAt - 2_000 } }],
  } as never;

  function staleTimeOf(queryHash: string, dataUpdatedAt: number, state?: unknown): number {
    const staleTime = createQueryClient(state as never, loadedAt).getDefaultOptions().queries?.staleTime;
    if (typeof staleTime !== 'function') throw new Error('the default staleTime is not a function');
    return Number(staleTime({ queryHash, state: { dataUpdatedAt } } as never));
  }

  it('stays fresh until SERVER_DATA_FRESH_MS after the page loaded, by the browser’s clock', () => {
    expect(loadedAt - 2_000 + staleTimeOf('["me"]', loadedAt - 2_000, serverState)).toBe(
      loadedAt + SERVER_DATA_FRESH_MS,
    );
  });

  it('is read again as usual once refetched, for any other query, and in a page the server did not render', () => {
    expect(staleTimeOf('["me"]', loadedAt + 5_000, serverState)).toBe(0);
    expect(staleTimeOf('["savings"]', loadedAt - 2_000, serverState)).toBe(0);
    expect(staleTimeOf('["me"]', loadedAt - 2_000)).toBe(0);
  });
});
