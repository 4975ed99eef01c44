import { type DehydratedState, type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How long after the page loaded the data the server rendered it with counts as fresh: the browser does not read
 * again at once what arrived with the HTML (each read would re-render the page while it is being hydrated).
 */
export const SERVER_DATA_FRESH_MS = 30_000;

/**
 * The staleTime of queries that set none: 0 (read again whenever a page mounts), except for a query still holding
 * the data the server rendered the page with, fresh until SERVER_DATA_FRESH_MS after `loadedAt` (the browser's
 * clock, so a phone whose clock is off does not keep it longer). A refetch or an invalidation ends it.
 */
function serverDataStaleTime(serverState: DehydratedState | undefined, loadedAt: number) {
  const fromServer = new Map(
    serverState?.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  return (query: Query) =>
    fromServer.get(query.queryHash) === query.state.dataUpdatedAt
      ? loadedAt + SERVER_DATA_FRESH_MS - query.state.dataUpdatedAt
      : 0;
}

/**
 * Client errors (4xx) are answers, not hiccups: only network and server failures are retried, once. `serverState`
 * is the data a page came rendered with (main.tsx).
 */
export function createQueryClient(serverState?: DehydratedState, loadedAt = Date.now()): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: serverDataStaleTime(serverState, loadedAt),
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.code >= 400 && error.code < 500),
      },
      mutations: { retry: false },
    },
  });
}
