import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/lib/session';
import { getHomeHrefFor, type StaffNavItem } from '../lib/nav-items';

/** `/admin` and unknown back-office paths: the role's first entry of the menu (`navItems`, app/staff-routes.tsx). */
export function StaffHome({ navItems }: { navItems: readonly StaffNavItem[] }) {
  const session = useStaffSession();
  const href = session ? getHomeHrefFor(navItems, session.staff.role) : paths.staff.login.getHref();
  return <Navigate to={href} replace />;
}
