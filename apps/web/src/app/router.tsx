import { useEffect } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { siteRoute } from './site-routes';

const isBackOfficePath = (pathname: string) =>
  matchPath({ path: paths.staff.root.path, end: false }, pathname) !== null;

/** Opened by an in-app link while the back office's routes are not loaded: the page loads again with them. */
function LoadBackOffice() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * The browser's route table for a page opened at `pathname`: the portal's pages (app/site-routes.tsx) and the back
 * office's part, its routes (app/staff-routes.tsx) on /admin, elsewhere a stand-in that reloads into them. Few
 * visitors of a member page ever open /admin; its route table (every back-office page's loader) is not part of their
 * first download (docs/conventions.md rule 20).
 */
export async function createRouteTable(pathname: string): Promise<RouteObject[]> {
  const backOffice: RouteObject = isBackOfficePath(pathname)
    ? (await import('./staff-routes')).staffRoutes
    : { path: `${paths.staff.root.path}/*`, Component: LoadBackOffice };
  return [backOffice, siteRoute];
}
