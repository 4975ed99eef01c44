import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

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
