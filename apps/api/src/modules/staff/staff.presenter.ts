import type { StaffProfile, StaffRole } from '@kopkar/domain';
import type { StaffRow } from '../../db/schema/index';

export function presentStaff(row: StaffRow): StaffProfile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role as StaffRole,
    jobTitle: row.jobTitle,
    companyId: row.companyId,
  };
}
