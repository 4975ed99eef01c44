import { type ReactNode, Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './route-error';

/**
 * The route table drawn for the current location, inside whichever router gives it (the browser's in main.tsx, the
 * server's static one in ssr/entry-server.tsx, a memory router in tests), with RouteError when a page fails.
 *
 * `fallback` is what shows while the first page's code loads, for a page the browser renders itself. A page hydrating
 * the server's HTML gets none: its code is loaded before (main.tsx), and a Suspense boundary would let React hydrate
 * the page apart from the frame, after `<html data-hydrated>` already said the page was interactive.
 */
export function AppRoutes({ routes, fallback }: { routes: RouteObject[]; fallback?: ReactNode }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      {fallback === undefined ? element : <Suspense fallback={fallback}>{element}</Suspense>}
    </RouteErrorBoundary>
  );
}
