import {
  buildAmortisationSchedule,
  computeFirstDeductionDate,
  computeFunding,
  computeSettlementQuote,
  DEFAULT_ADMIN_FEE_PERCENT,
  DEFAULT_CUTOFF_DAY,
  DEFAULT_PTA_PERCENT,
  ErrorCode,
  type FundingRequest,
  formatRupiah,
  fundingPosting,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { AgreementRow, ApplicationRow, StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import {
  closeAgreementBySettlement,
  findAgreementOfApplication,
  insertAgreement,
  insertRows,
  listRows,
  listRunningAgreements,
  lockAgreement,
  setAgreementNo,
} from '../agreements/agreements.service';
import { lockApplication, updateApplication } from '../applications/applications.service';
import { nextLoanStatus } from '../applications/loan-status-change';
import { postEntry } from '../ledger/ledger.service';
import { findApplicationWithAgreement } from '../loans/loan-lookup.service';
import { findMemberById } from '../members/members.service';
import { notifyMember } from '../notifications/notifications.service';
import { getNumberSetting } from '../settings/settings.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { listApproved } from './funding.repository';
import { presentPayee, refuseUnpayable } from './funding-payee';

async function readFundingSettings(db: Database) {
  // Sequential: also read inside the funding transaction, whose connection takes one query at a time.
  const adminFeePercent = await getNumberSetting(db, 'funding.adminFeePercent', DEFAULT_ADMIN_FEE_PERCENT);
  const ptaPercent = await getNumberSetting(db, 'funding.ptaPercent', DEFAULT_PTA_PERCENT);
  const cutoffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  return { adminFeePercent, ptaPercent, cutoffDay };
}

/**
 * What is still owed on a running loan if it were closed on the funding date: principal plus the running interest
 * per day, the same rule as an early settlement (docs/decisions/0018-settlement-interest-per-day.md).
 */
async function quoteOf(db: Database, agreement: AgreementRow, fundingDate: string) {
  const rows = await listRows(db, agreement.id);
  const quote = computeSettlementQuote(rows, agreement.amount, agreement.fundingDate, fundingDate);
  return {
    id: agreement.id,
    AgreementNo: agreement.agreementNo,
    sisapokok: quote.sisapinjaman,
    sisabunga: quote.sisabunga,
    interestLines: quote.interestLines,
  };
}

/**
 * What an approved (APV) application would disburse if funded today with no running loan replaced (Rupiah):
 * the admin fee and PTA of the current settings off the amount, or null when they would exceed it. The member's
 * approved page shows it as an estimate; FINANCE fixes the real figures at funding.
 */
export async function estimateDisbursement(db: Database, amount: number) {
  const settings = await readFundingSettings(db);
  try {
    const { FeeAdmin, pta, TotalPencairan } = computeFunding({
      amount,
      adminFeePercent: settings.adminFeePercent,
      ptaPercent: settings.ptaPercent,
    });
    return { FeeAdmin, pta, TotalPencairan };
  } catch {
    // Settings whose fees exceed the amount leave nothing to estimate; FINANCE sees the error at funding.
    return null;
  }
}

export async function listFundingQueue(db: Database) {
  return (await listApproved(db)).map((row) => ({
    id: row.application.id,
    ApprovalNo: row.application.approvalNo,
    memberName: row.memberName,
    NIK: row.memberNik,
    FinancePurpose: row.application.financePurpose,
    LoanAmount: row.application.amount,
    Tenor: row.application.tenorMonths,
    InstallmentAmount: row.application.instalmentAmount,
    ApprovedAt: row.application.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * The disbursement FINANCE is about to confirm: fees, PTA, the replaced loan's remaining principal and
 * interest, TotalPencairan, the first deduction date — and the member's running loans to choose from.
 */
export async function previewFunding(db: Database, application: ApplicationRow, request: FundingRequest) {
  const member = await findMemberById(db, application.memberId);
  if (!member) throw notFound('Anggota tidak ditemukan');
  const settings = await readFundingSettings(db);
  const running = [];
  for (const agreement of await listRunningAgreements(db, application.memberId)) {
    running.push(await quoteOf(db, agreement, request.fundingDate));
  }
  const replaced = request.replaceAgreementId
    ? running.find((loan) => loan.id === request.replaceAgreementId)
    : undefined;
  if (request.replaceAgreementId && !replaced) {
    throw new AppError(
      ErrorCode.VALIDATION,
      'Pinjaman yang diganti harus pinjaman berjalan milik anggota ini',
    );
  }
  let breakdown: ReturnType<typeof computeFunding>;
  try {
    breakdown = computeFunding({
      amount: application.amount,
      adminFeePercent: settings.adminFeePercent,
      ptaPercent: settings.ptaPercent,
      replacedLoan: replaced,
    });
  } catch {
    throw new AppError(ErrorCode.VALIDATION, 'Jumlah pinjaman tidak mencukupi untuk potongan pencairan');
  }
  return {
    payee: presentPayee(member, application),
    ...breakdown,
    LoanAmount: application.amount,
    Tenor: application.tenorMonths,
    InstallmentAmount: application.instalmentAmount,
    TglPencairan: request.fundingDate,
    TglPotongan: computeFirstDeductionDate(request.fundingDate, settings.cutoffDay),
    runningLoans: running,
    replaceAgreementId: replaced?.id ?? null,
    replacedInterestLines: replaced?.interestLines ?? [],
  };
}

export async function previewFundingById(db: Database, applicationId: number, request: FundingRequest) {
  const application = (await findApplicationWithAgreement(db, applicationId))?.application;
  if (!application) throw notFound('Pengajuan tidak ditemukan');
  if (application.status !== 'APV')
    throw new AppError(ErrorCode.CONFLICT, 'Hanya pengajuan yang sudah disetujui yang dapat dicairkan');
  return previewFunding(db, application, request);
}

/**
 * Funds an APV application (docs/product/loans.md#funding) in one transaction under the application lock: the agreement
 * with its number and schedule, the replaced loan closed (FIN), the application FUN, the member notified (FUN).
 * An application already funded is never funded again: the reply is its existing agreement. The member's own
 * staff account never funds it (four eyes, 403); a member without a payroll account on record is not funded (409),
 * since the money goes only to that account.
 */
export async function fundApplication(
  db: Database,
  staff: StaffRow,
  applicationId: number,
  request: FundingRequest,
) {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) throw notFound('Pengajuan tidak ditemukan');
    await refuseOwnDecision(tx, staff.id, 'application', application.memberId);
    if (application.status === 'FUN') {
      const existing = await findAgreementOfApplication(tx, application.id);
      if (existing) return { agreement: existing, isNew: false };
    }
    if (application.status !== 'APV')
      throw new AppError(ErrorCode.CONFLICT, 'Hanya pengajuan yang sudah disetujui yang dapat dicairkan');
    const member = await findMemberById(tx, application.memberId);
    if (!member) throw notFound('Anggota tidak ditemukan');
    refuseUnpayable(member);
    if (request.replaceAgreementId) await lockAgreement(tx, request.replaceAgreementId);
    const figures = await previewFunding(tx, application, request);

    const inserted = await insertAgreement(tx, {
      agreementNo: `PENDING-${crypto.randomUUID()}`,
      applicationId: application.id,
      memberId: member.id,
      amount: application.amount,
      tenorMonths: application.tenorMonths,
      effectiveRate: application.effectiveRate,
      instalmentAmount: application.instalmentAmount,
      fundingDate: figures.TglPencairan,
      firstDeductionDate: figures.TglPotongan,
      adminFee: figures.FeeAdmin,
      ptaFee: figures.pta,
      replacedAgreementId: figures.replaceAgreementId,
      replacedPrincipal: figures.sisapokok,
      replacedInterest: figures.sisabunga,
      totalDisbursed: figures.TotalPencairan,
      fundedByStaffId: staff.id,
    });
    const agreementNo = `PK${figures.TglPencairan.slice(0, 7).replace('-', '')}-${String(inserted.id).padStart(5, '0')}`;
    await setAgreementNo(tx, inserted.id, agreementNo);
    const schedule = buildAmortisationSchedule({
      principal: application.amount,
      effectiveRatePercent: Number(application.effectiveRate),
      tenorMonths: application.tenorMonths,
      firstDueDate: figures.TglPotongan,
    });
    await insertRows(
      tx,
      schedule.map((row) => ({
        agreementId: inserted.id,
        seq: row.seq,
        dueDate: row.dueDate,
        principal: row.principal,
        interest: row.interest,
        instalment: row.instalment,
        outstanding: row.outstanding,
      })),
    );
    if (figures.replaceAgreementId) {
      const replaced = await lockAgreement(tx, figures.replaceAgreementId);
      if (replaced)
        await closeAgreementBySettlement(tx, replaced, {
          paidDate: figures.TglPencairan,
          interestLines: figures.replacedInterestLines,
          settlementId: null,
        });
    }
    await updateApplication(tx, application.id, { status: nextLoanStatus(application.status, 'FUND') });
    await postEntry(tx, {
      date: figures.TglPencairan,
      description: `Pencairan pinjaman ${agreementNo}`,
      source: 'funding',
      sourceId: agreementNo,
      eventKey: `funding:${agreementNo}`,
      actor: `staff:${staff.id}`,
      lines: fundingPosting({ amount: application.amount, ...figures }),
    });
    await notifyMember(tx, member, {
      header: 'FUN',
      description: `Pinjaman ${application.financePurpose} ${agreementNo} telah dicairkan sebesar ${formatRupiah(figures.TotalPencairan)} ke rekening payroll Anda. Dana masuk dalam 48 jam. Potongan pertama ${figures.TglPotongan.split('-').reverse().join('-')}.`,
      applicationId: application.id,
    });
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'fund-application',
      entity: 'application',
      entityId: application.id,
      before: { status: 'APV' },
      after: {
        status: 'FUN',
        agreementNo,
        ...figures,
        payee: undefined,
        runningLoans: undefined,
        payrollAccountNo: member.payrollAccountNo,
        payrollAccountName: member.payrollAccountName,
      },
    });
    return { agreement: { ...inserted, agreementNo }, isNew: true };
  });
}
