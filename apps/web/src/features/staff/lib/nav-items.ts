import type { StaffRole } from '@kopkar/domain';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/**
 * What a back-office page declares once, on its route's `handle` (app/staff-routes.tsx): the roles that may open
 * it, listed in full (ADMIN too), and its menu label when it has a menu entry. The role guard (RequireRole) and
 * the menu both read it.
 */
export type StaffPageHandle = { roles: readonly StaffRole[]; nav?: string };

export type StaffNavItem = { label: string; href: string; roles: readonly StaffRole[] };

/** The handle of a staff page, or null for a route that declares none. */
export function readStaffPageHandle(handle: unknown): StaffPageHandle | null {
  if (typeof handle !== 'object' || handle === null || !('roles' in handle)) return null;
  return handle as StaffPageHandle;
}

/** The side navigation, derived from the route table: every page with a menu label, in the table's order. */
export function listStaffNavItems(routes: readonly RouteObject[]): StaffNavItem[] {
  return routes.flatMap((route) => {
    const handle = readStaffPageHandle(route.handle);
    const own =
      handle?.nav && route.path ? [{ label: handle.nav, href: route.path, roles: handle.roles }] : [];
    return [...own, ...listStaffNavItems(route.children ?? [])];
  });
}

/** The menu entries a role sees, in menu order. */
export function listNavItemsFor(items: readonly StaffNavItem[], role: StaffRole): StaffNavItem[] {
  return items.filter((item) => item.roles.includes(role));
}

/** Where `/admin` lands for a role: its first menu entry. */
export function getHomeHrefFor(items: readonly StaffNavItem[], role: StaffRole): string {
  return listNavItemsFor(items, role)[0]?.href ?? paths.staff.login.getHref();
}
