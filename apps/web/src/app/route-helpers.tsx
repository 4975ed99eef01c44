import { type ComponentType, lazy, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { StaffPageHandle } from '@/features/staff/lib/nav-items';

/** The index page of its parent (`/`, `/admin`), given to `page` instead of a path. */
export const index = { index: true } as const;

/** A route's component whose code is its own chunk: `preload` fetches that chunk before the component is drawn. */
export type LazyPage = ComponentType & { preload: () => Promise<void>; isLoaded: () => boolean };

/**
 * A route's component from its own chunk, loaded on the first visit. `load` imports the module and names the
 * component, or imports several and joins their parts into one page (a feature never imports another).
 *
 * Drawn after `preload`, it is the page itself at once: main.tsx and ssr/entry-server.tsx preload the matched routes
 * before a hydration and a server render, so both draw the same HTML, and app/browser-router.tsx preloads them before
 * every navigation. Drawn before its chunk has arrived (a page the browser renders itself, a test's memory router),
 * it suspends (React.lazy) and the Suspense boundary of app/app-routes.tsx shows the skeleton.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchChunk = () => {
    loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => fetchChunk().then((Component) => ({ default: Component })));
  function Page() {
    // Chosen once per mount: a page that started suspended keeps its element type, so it is never remounted.
    const [Shown] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Shown />;
  }
  return Object.assign(Page, {
    preload: () => fetchChunk().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}

const isLazyPage = (component: unknown): component is LazyPage =>
  typeof component === 'function' && 'preload' in component;

const matchedLazyPages = (table: RouteObject[], pathname: string): LazyPage[] =>
  (matchRoutes(table, pathname) ?? []).flatMap(({ route }) =>
    isLazyPage(route.Component) ? [route.Component] : [],
  );

/** Fetches the chunks of every lazy route `pathname` matches in `table`, in parallel. */
export async function preloadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(matchedLazyPages(table, pathname).map((page) => page.preload()));
}

/** Whether every lazy route `pathname` matches in `table` has its code already. */
export function areMatchedRoutesLoaded(table: RouteObject[], pathname: string): boolean {
  return matchedLazyPages(table, pathname).every((page) => page.isLoaded());
}

/**
 * One page of a route table, member or staff alike: its path (or `index`), its lazy component, and for a staff page
 * the `handle` naming once who may open it and its menu label (features/staff/lib/nav-items.ts reads both).
 */
export function page(
  at: string | typeof index,
  load: () => Promise<ComponentType>,
  handle?: StaffPageHandle,
): RouteObject {
  const own = { Component: lazyPage(load), ...(handle ? { handle } : {}) };
  return typeof at === 'string' ? { path: at, ...own } : { index: true, ...own };
}
