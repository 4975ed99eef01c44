import type { User } from '@kopkar/domain';
import type {
  listMemberApplications,
  listMemberSettlements,
  MemberWithCompany,
} from './members-admin.repository';

type ApplicationsRows = Awaited<ReturnType<typeof listMemberApplications>>;
type SettlementRows = Awaited<ReturnType<typeof listMemberSettlements>>;

/** A member row as the back-office list shows it: no password hash, no file ids. */
export function presentMemberListItem({ member, companyCode, companyName }: MemberWithCompany) {
  return {
    id: member.id,
    nik: member.nik,
    employeeId: member.employeeId,
    name: member.name,
    companyId: member.companyId,
    companyCode,
    companyName,
    email: member.email,
    mobilePhone: member.mobilePhone,
    jobGrade: member.jobGrade,
    isActive: member.isActive,
    resignedAt: member.resignedAt?.toISOString() ?? null,
  };
}

/** The member detail page: the portal's own profile (balances, ceiling, points) plus loans and settlements. */
export function presentMemberDetail(
  row: MemberWithCompany,
  profile: User,
  applicationRows: ApplicationsRows,
  settlementRows: SettlementRows,
) {
  const { member } = row;
  return {
    ...presentMemberListItem(row),
    birthDate: member.birthDate,
    gender: member.gender,
    address: member.address,
    payrollAccountNo: member.payrollAccountNo,
    payrollAccountName: member.payrollAccountName,
    joinDate: member.joinDate,
    repaymentChannel: member.repaymentChannel,
    /** Integer Rupiah. */
    contributionBalance: profile.saldoiuranwajib,
    /** Integer Rupiah, the ceiling as the member sees it now. */
    maxLoan: profile.saldomaxpinjaman,
    points: profile.poin,
    profile,
    applications: applicationRows.map(({ application, agreementNo, agreementStatus }) => ({
      id: application.id,
      approvalNo: application.approvalNo,
      type: application.type,
      status: application.status,
      amount: application.amount,
      tenorMonths: application.tenorMonths,
      instalmentAmount: application.instalmentAmount,
      currentStep: application.currentStep,
      submittedAt: application.submittedAt.toISOString(),
      agreementNo,
      agreementStatus,
    })),
    settlements: settlementRows.map(({ settlement, agreementNo }) => ({
      id: settlement.id,
      agreementNo,
      status: settlement.status,
      plannedDate: settlement.plannedDate,
      total: settlement.total,
      requestedAt: settlement.requestedAt.toISOString(),
    })),
  };
}
