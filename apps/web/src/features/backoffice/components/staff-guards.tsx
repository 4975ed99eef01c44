import type { StaffRole } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/lib/session';

/** Every back-office page but the login needs a staff session; without one the visitor goes to /admin/login. */
export function RequireStaff() {
  const session = useStaffSession();
  if (!session) return <Navigate to={paths.staff.login.getHref()} replace />;
  return <Outlet />;
}

/** The staff login sends a signed-in staff member to /admin. */
export function StaffGuestOnly() {
  const session = useStaffSession();
  if (session) return <Navigate to={paths.staff.root.getHref()} replace />;
  return <Outlet />;
}

/** A page for some roles only (ADMIN always passes, like the API): others see a notice, not a 403 later. */
export function RequireRole({ roles }: { roles: readonly StaffRole[] }) {
  const session = useStaffSession();
  const role = session?.staff.role;
  if (role && (role === 'ADMIN' || roles.includes(role))) return <Outlet />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert severity="warning">Halaman ini bukan untuk peran Anda.</Alert>
    </Container>
  );
}
