import { type ReactElement, type ReactNode, Suspense, use } from 'react';
import {
  matchRoutes,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  type RouteMatch,
  type RouteObject,
  useLocation,
} from 'react-router';
import { RouteErrorBoundary } from './route-error';

/** A match's path as `<Link>` and `useNavigate` see it: encoded the way the router's navigator encodes addresses. */
function encodedPath(encode: ((to: string) => { pathname?: string }) | undefined, path: string): string {
  if (!encode) return path;
  return encode(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname ?? path;
}

/**
 * The elements of the routes matched at the location, each inside the route context that `<Outlet>`, `useParams`
 * and relative links read: what React Router's `useRoutes` draws for a route table at the top of the app, without
 * the data router's error and hydration handling that came with it into every page's first download
 * (docs/decisions/0027-react-router-without-its-unused-parts.md). Errors are RouteErrorBoundary's (below).
 */
export function useMatchedRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const { navigator } = use(NavigationContext);
  const found = matchRoutes(routes, { pathname });
  if (!found) return null;
  const matches: RouteMatch[] = found.map((match) => ({
    ...match,
    pathname: encodedPath(navigator.encodeLocation, match.pathname),
    pathnameBase:
      match.pathnameBase === '/' ? '/' : encodedPath(navigator.encodeLocation, match.pathnameBase),
  }));
  // From the innermost route out: each route's element gets the one inside it as its `<Outlet>`.
  let outlet: ReactElement | null = null;
  for (const [index, { route }] of [...matches.entries()].reverse()) {
    const { Component, element } = route;
    const children = Component ? <Component /> : element ? element : outlet;
    outlet = (
      <RouteContext value={{ outlet, matches: matches.slice(0, index + 1), isDataRoute: false }}>
        {children}
      </RouteContext>
    );
  }
  return outlet;
}

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
  const element = useMatchedRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      {fallback === undefined ? element : <Suspense fallback={fallback}>{element}</Suspense>}
    </RouteErrorBoundary>
  );
}
