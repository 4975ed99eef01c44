import type { RouteObject } from 'react-router';
import { siteRoute } from './site-routes';
import { staffRoutes } from './staff-routes';

/**
 * The whole route table: the back office (/admin, its own staff guard and layout, app/staff-routes.tsx) beside the
 * portal's pages (app/site-routes.tsx). The server renderer and the tests use it; the browser's table
 * (app/router.tsx) loads the back office's part only on /admin, so a member's first download never carries it.
 */
export const routes: RouteObject[] = [staffRoutes, siteRoute];
