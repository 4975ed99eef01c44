import { useEffect } from 'react';
import { createBrowserRouter, matchPath, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { siteRoute } from './site-routes';

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

const isBackOfficePath = (pathname: string) =>
  matchPath({ path: paths.staff.root.path, end: false }, pathname) !== null;

/** Opened by an in-app link while the back office's routes are not loaded: the page loads again with them. */
function LoadBackOffice() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * The back office's part of the table: its routes (app/staff-routes.tsx) on /admin, elsewhere a stand-in that
 * reloads into them. Few visitors of a member page ever open /admin; its route table (every back-office page's
 * loader) is not part of their first download (docs/conventions.md rule 20).
 */
async function loadBackOfficeRoute(pathname: string): Promise<RouteObject> {
  if (isBackOfficePath(pathname)) return (await import('./staff-routes')).staffRoutes;
  return { path: `${paths.staff.root.path}/*`, Component: LoadBackOffice };
}

/** The browser's router; `hydrating` when the page came rendered from the server (main.tsx). */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const { pathname } = window.location;
  const table = [await loadBackOfficeRoute(pathname), siteRoute];
  if (hydrating) await loadMatchedRoutes(table, pathname);
  return createBrowserRouter(table);
}
