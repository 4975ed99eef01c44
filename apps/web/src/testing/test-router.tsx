import type { ReactNode } from 'react';
import { type InitialEntry, type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppSkeleton } from '@/app/app-skeleton';

/**
 * The app's route table in a memory router, as main.tsx draws a page the server did not render: `element` to render, `location`
 * the location it is at now (after any redirect or navigation).
 */
export function createTestRouter(routes: RouteObject[], initialEntries: InitialEntry[]) {
  let current: Location | undefined;
  function TrackLocation() {
    current = useLocation();
    return null;
  }
  const element: ReactNode = (
    <MemoryRouter initialEntries={initialEntries}>
      <TrackLocation />
      <AppRoutes routes={routes} fallback={<AppSkeleton />} />
    </MemoryRouter>
  );
  return {
    element,
    get location(): Location {
      if (!current) throw new Error('The test router has not rendered yet');
      return current;
    },
  };
}
