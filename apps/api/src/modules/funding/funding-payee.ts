import type { FundingPayee } from '@kopkar/domain';
import { ErrorCode } from '@kopkar/domain';
import type { ApplicationRow, MemberRow } from '../../db/schema/index';
import { AppError } from '../../errors';

type Payee = Pick<MemberRow, 'name' | 'nik' | 'payrollAccountNo' | 'payrollAccountName'>;

/** Why this member cannot be paid (no payroll account on record), or null: the money goes only to that account. */
export function fundingBlockedReason(member: Payee): string | null {
  if (member.payrollAccountNo?.trim()) return null;
  return `Pencairan tidak dapat dilakukan: rekening payroll ${member.name} (NIK ${member.nik}) belum tercatat. Lengkapi rekening payroll anggota lebih dulu.`;
}

/** The payee FINANCE confirms beside the amount: member, payroll account, application. */
export function presentPayee(member: Payee, application: ApplicationRow): FundingPayee {
  return {
    memberName: member.name,
    NIK: member.nik,
    ApprovalNo: application.approvalNo,
    FinancePurpose: application.financePurpose,
    payrollAccountNo: member.payrollAccountNo,
    payrollAccountName: member.payrollAccountName,
    blockedReason: fundingBlockedReason(member),
  };
}

/** Refuses (409) to fund a member whose payroll account is not on record. */
export function refuseUnpayable(member: Payee): void {
  const reason = fundingBlockedReason(member);
  if (reason) throw new AppError(ErrorCode.CONFLICT, reason);
}
