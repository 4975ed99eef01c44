import type { StaffAccount, StaffRole } from '@kopkar/domain';
import type { StaffRow } from '../../db/schema/index';

/** A staff account field by field: the password hash never leaves the server. */
export function presentStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    jobTitle: row.jobTitle,
    companyId: row.companyId,
    memberId: row.memberId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
