import type { User } from '@kopkar/domain';
import type { MemberRow } from '../../db/schema/index';

export type MemberFigures = { contributionBalance: number; maxLoan: number; points: number };

/** Builds the docs/product/data.md User field by field (plus the temporary-password flag the portal acts on): no password hash. */
export function presentUser(member: MemberRow, figures: MemberFigures): User {
  return {
    id: member.id,
    NIK: member.nik,
    name: member.name,
    image: member.avatarFileId ? `/api/v1/files/avatar/${member.id}?v=${member.avatarFileId}` : null,
    email: member.email,
    mobilephoneno: member.mobilePhone,
    companyID: member.companyId,
    EmployeeID: member.employeeId,
    birthdate: member.birthDate,
    gender: member.gender,
    payroll: member.payrollAccountNo,
    address: member.address,
    saldoiuranwajib: figures.contributionBalance,
    saldomaxpinjaman: figures.maxLoan,
    poin: Math.max(0, figures.points),
    joindate: member.joinDate,
    mustChangePassword: member.mustChangePassword,
  };
}
