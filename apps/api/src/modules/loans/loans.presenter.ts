import {
  type ApprovalData,
  type ApprovalHistoryItem,
  computeLoanBalance,
  type LoanBalance,
  type LoanBalanceReply,
  type LoanHistoryItem,
  type LoanStatusSummary,
  OFFER_STATUS_CODES,
  type OfferStatusCode,
  sumLoanBalances,
  toJakartaDate,
} from '@kopkar/domain';
import type { agreements, applications, approvalHistory, members } from '../../db/schema';
import { contentImagePath } from '../content/content-image-path';
import type { RunningLoan } from './loans.repository';

type ApplicationRow = typeof applications.$inferSelect;

/** The stored offer state as the reply's enum (the column's check allows only these). */
const readOfferStatus = (value: string | null): OfferStatusCode | null =>
  OFFER_STATUS_CODES.find((code) => code === value) ?? null;
type AgreementRow = typeof agreements.$inferSelect;

export function presentHistoryItem(
  row: { application: ApplicationRow; agreementNo: string | null; imageFileId: number | null },
  member: { nik: string; companyId: number },
): LoanHistoryItem {
  const a = row.application;
  return {
    id: a.id,
    ApprovalNo: a.approvalNo,
    Status: a.status,
    JenisPengajuan: a.type,
    AgreementNo: row.agreementNo,
    NIK: member.nik,
    FinancePurpose: a.financePurpose,
    LoanAmount: a.amount,
    Tenor: a.tenorMonths,
    EffectiveRate: Number(a.effectiveRate),
    InstallmentAmount: a.instalmentAmount,
    SubmitDate: toJakartaDate(a.submittedAt),
    ImagesPath: contentImagePath(row.imageFileId),
    HC_Checklist: a.hcChecklist === null ? null : a.hcChecklist ? 1 : 0,
    HC_Recommendations:
      a.hcRecommendation === 'YES' || a.hcRecommendation === 'NO' ? a.hcRecommendation : null,
    Notes_HCRecommendation: a.hcNote,
    OfferedAmount: a.offeredAmount,
    OfferedTenor: a.offeredTenorMonths,
    OfferedInstallmentAmount: a.offeredInstalmentAmount,
    OfferStatus: readOfferStatus(a.offerStatus),
    RejectReason: a.rejectReason,
    CompanyID: member.companyId,
  };
}

/** A loan balance (domain, principal only) under the contract's names, for the home page and the schedule page. */
export function presentLoanBalance(balance: LoanBalance): LoanBalanceReply {
  return {
    LoanAmount: balance.amount,
    Terbayarkan: balance.principalPaid,
    SisaSaldo: balance.principalRemaining,
  };
}

export function presentStatusSummary(
  running: readonly RunningLoan[],
  inProcess: { application: ApplicationRow; imageFileId: number | null } | undefined,
): LoanStatusSummary {
  const a = inProcess?.application;
  return {
    ...presentLoanBalance(sumLoanBalances(running.map((loan) => computeLoanBalance(loan.amount, loan.rows)))),
    Status: a?.status ?? '0',
    FinancePurpose: a?.financePurpose ?? null,
    ImagesPath: inProcess ? contentImagePath(inProcess.imageFileId) : null,
    Tenor: a?.tenorMonths ?? null,
    InstallmentAmount: a?.instalmentAmount ?? null,
    ProcessAmount: a?.amount ?? null,
    ApplicationId: a?.id ?? null,
    ApprovalNo: a?.approvalNo ?? null,
    JenisPengajuan: a?.type ?? null,
  };
}

export function presentDecision(row: typeof approvalHistory.$inferSelect): ApprovalHistoryItem {
  return {
    step: row.stepNo,
    jobtitle: row.jobTitle ?? '',
    Approvalby: row.decidedByName,
    ApprovalStatus: row.status,
    Notes: row.notes,
    DecidedAt: row.decidedAt.toISOString(),
  };
}

/** The funding figures before there is an agreement: an approved application's estimate. */
export type DisbursementEstimate = { TotalPencairan: number; FeeAdmin: number; pta: number };

export function presentApprovalData(
  application: ApplicationRow,
  agreement: AgreementRow | null,
  member: typeof members.$inferSelect,
  estimate: DisbursementEstimate | null = null,
): ApprovalData {
  return {
    id: application.id,
    ApprovalNo: application.approvalNo,
    Status: application.status,
    LoanAmount: application.amount,
    Tenor: application.tenorMonths,
    InstallmentAmount: application.instalmentAmount,
    payrollaccountno: member.payrollAccountNo,
    payrollname: member.payrollAccountName,
    OfferedAmount: application.offeredAmount,
    OfferedTenor: application.offeredTenorMonths,
    OfferedInstallmentAmount: application.offeredInstalmentAmount,
    OfferStatus: readOfferStatus(application.offerStatus),
    AgreementNo: agreement?.agreementNo ?? null,
    TotalPencairan: agreement?.totalDisbursed ?? estimate?.TotalPencairan ?? null,
    FeeAdmin: agreement?.adminFee ?? estimate?.FeeAdmin ?? null,
    sisapokok: agreement?.replacedPrincipal ?? null,
    sisabunga: agreement?.replacedInterest ?? null,
    pta: agreement?.ptaFee ?? estimate?.pta ?? null,
    TglPencairan: agreement?.fundingDate ?? null,
    TglPotongan: agreement?.firstDeductionDate ?? null,
  };
}
