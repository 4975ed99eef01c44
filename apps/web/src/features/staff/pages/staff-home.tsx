import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/lib/session';
import { getHomeHrefFor } from '../lib/nav-items';

/** `/admin` and unknown back-office paths: the role's first menu entry. */
export function StaffHome() {
  const session = useStaffSession();
  return <Navigate to={session ? getHomeHrefFor(session.staff.role) : paths.staff.login.getHref()} replace />;
}
