import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useFormerSession, useSession, useStaffSession } from '@/lib/session';

/**
 * Every non-public path needs a stored session; without one the visitor goes to `/` (docs/product/screens.md), a former member
 * to their archive, the only page they may use (docs/decisions/0017-former-member-access.md).
 */
export function RequireSession() {
  const session = useSession();
  const former = useFormerSession();
  if (session) return <Outlet />;
  const target = former ? paths.archive.getHref() : paths.landing.getHref();
  return <Navigate to={target} replace />;
}

/** Login, OTP, forgot and reset pages send a logged-in member to /home (docs/product/screens.md), a former member to /arsip. */
export function GuestOnly() {
  const session = useSession();
  const former = useFormerSession();
  if (session) return <Navigate to={paths.home.getHref()} replace />;
  if (former) return <Navigate to={paths.archive.getHref()} replace />;
  return <Outlet />;
}

/** /arsip needs a former member's session; anyone else goes to the login. */
export function RequireFormerSession() {
  const former = useFormerSession();
  if (!former) return <Navigate to={paths.login.getHref()} replace />;
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
