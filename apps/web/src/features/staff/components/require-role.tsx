import type { StaffRole } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { Outlet, type UIMatch, useMatches } from 'react-router';
import { useStaffSession } from '@/lib/session';

/** A role-guarded group of the route table (app/staff-routes.tsx) names its roles in its `handle`. */
type RoleHandle = { roles: readonly StaffRole[] };

const hasRoles = (match: UIMatch): match is UIMatch<unknown, RoleHandle> =>
  typeof match.handle === 'object' && match.handle !== null && 'roles' in match.handle;

/**
 * Pages for some roles only (ADMIN always passes, like the API): others see a notice, not a 403 later. The roles
 * come from the nearest matched route's `handle`, so the route table stays plain route objects.
 */
export function RequireRole() {
  const session = useStaffSession();
  const roles = useMatches().findLast(hasRoles)?.handle.roles ?? [];
  const role = session?.staff.role;
  if (role && (role === 'ADMIN' || roles.includes(role))) return <Outlet />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert severity="warning">Halaman ini bukan untuk peran Anda.</Alert>
    </Container>
  );
}
