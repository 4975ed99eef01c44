import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Outlet, useMatches } from 'react-router';
import { useStaffSession } from '@/lib/session';
import { readStaffPageHandle } from '../lib/nav-items';

/**
 * The back office's pages for the roles each names in its route's `handle` (app/staff-routes.tsx), like the API:
 * others see a notice, not a 403 later. A page that names no roles is open to none.
 */
export function RequireRole() {
  const session = useStaffSession();
  const roles = useMatches()
    .map((match) => readStaffPageHandle(match.handle))
    .findLast((handle) => handle !== null)?.roles;
  const role = session?.staff.role;
  if (role && roles?.includes(role)) return <Outlet />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert severity="warning">Halaman ini bukan untuk peran Anda.</Alert>
    </Container>
  );
}
