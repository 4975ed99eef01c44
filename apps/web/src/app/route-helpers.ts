import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { StaffPageHandle } from '@/features/staff/lib/nav-items';

/** The index page of its parent (`/`, `/admin`), given to `page` instead of a path. */
export const index = { index: true } as const;

/**
 * A route's component from its own chunk, loaded on the first visit. `load` imports the module and names the
 * component, or imports several and joins their parts into one page (a feature never imports another).
 */
export function lazyComponent(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return () => load().then((Component) => ({ Component }));
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
  const lazy = lazyComponent(load);
  const own = handle ? { handle, lazy } : { lazy };
  return typeof at === 'string' ? { path: at, ...own } : { index: true, ...own };
}
