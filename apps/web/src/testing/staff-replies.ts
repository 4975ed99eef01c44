import type { StaffRole } from '@kopkar/domain';
import { setStaffSession } from '@/lib/session';

/** An API reply in the portal's envelope, as fetch returns it. */
export const envelopeReply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const STAFF = {
  ADMIN: { id: 1, username: 'admin', name: 'Admin Koperasi' },
  FINANCE: { id: 6, username: 'finance', name: 'Yuliana Putri' },
} as const;

/** Signs a demo staff member of the role into the back office's session (the token is never checked in tests). */
export function signInTestStaff(role: keyof typeof STAFF & StaffRole) {
  setStaffSession({
    access_token: 'staff-token',
    staff: { ...STAFF[role], role, jobTitle: null, companyId: null },
  });
}
