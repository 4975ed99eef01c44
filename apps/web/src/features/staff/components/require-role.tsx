import type { StaffRole } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useStaffSession } from '@/lib/session';

/**
 * A back-office page for the roles its route's `handle` names (app/staff-routes.tsx), like the API: others see a
 * notice, not a 403 later. A page that names no roles is open to none.
 */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const session = useStaffSession();
  const role = session?.staff.role;
  if (role && roles.includes(role)) return children;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert severity="warning">Halaman ini bukan untuk peran Anda.</Alert>
    </Container>
  );
}
