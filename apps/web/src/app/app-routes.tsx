import { Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppSkeleton } from './app-skeleton';
import { RouteErrorBoundary } from './route-error';

/**
 * The route table drawn for the current location, inside whichever router gives it (the browser's in main.tsx, the
 * server's static one in ssr/entry-server.tsx, a memory router in tests): the shape of the layout while the first
 * page's code loads, and RouteError when a page fails.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<AppSkeleton />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
