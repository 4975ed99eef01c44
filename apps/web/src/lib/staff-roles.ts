import type { StaffRole } from '@kopkar/domain';

const ROLE_LABELS: Record<StaffRole, string> = {
  ADMIN: 'Administrator',
  HC: 'Human Capital',
  APPROVER: 'Approver',
  FINANCE: 'Finance',
  EDITOR: 'Editor',
};

/** The Indonesian-facing name of a role. */
export function describeStaffRole(role: StaffRole): string {
  return ROLE_LABELS[role];
}
