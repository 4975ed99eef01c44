import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * Loads the code of the lazy routes that match `pathname` and puts it on the route objects, so the router starts
 * initialised and renders those pages at once: hydrating HTML the server rendered must not show the skeleton first
 * (that first render would not match the HTML).
 */
export async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrating` when the page came rendered from the server (main.tsx). */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) await loadMatchedRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}
