import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession, useStaffSession } from '@/lib/session';

/** Every non-public path needs a stored session; without one the visitor goes to `/` (SPEC §2). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to={paths.landing.getHref()} replace />;
  return <Outlet />;
}

/** Login, OTP, forgot and reset pages send a logged-in member to /home (SPEC §2). */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}

/** Every back-office page but the login needs a staff session; without one the visitor goes to /admin/login. */
export function RequireStaff() {
  const session = useStaffSession();
  if (!session) return <Navigate to={paths.staff.login.getHref()} replace />;
  return <Outlet />;
}

/** The staff login sends a signed-in staff member to /admin (a member session does not count). */
export function StaffGuestOnly() {
  const session = useStaffSession();
  if (session) return <Navigate to={paths.staff.root.getHref()} replace />;
  return <Outlet />;
}
