import { ErrorCode, toJakartaDate } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { issueDocument } from '../documents/issued-documents.service';
import { getPublicSettings } from '../settings/settings.service';
import { scheduleToCsv, scheduleToPdf, settlementLetterPdf } from './settlement-documents';
import { findPaidSettlement } from './settlements.repository';
import { getAmortisationReport, ownAgreement } from './settlements.service';

/**
 * The schedule of the member's own loan as a download: CSV (data for a spreadsheet) or PDF (an issued document
 * with a number and verification code, issued again only when a row changed, e.g. after a payroll posting).
 */
export async function exportSchedule(
  db: Database,
  member: MemberRow,
  agreementNo: string,
  format: 'csv' | 'pdf',
  publicUrl: string,
) {
  const report = await getAmortisationReport(db, member, agreementNo);
  if (format === 'csv') return { mime: 'text/csv; charset=utf-8', body: scheduleToCsv(report) };
  const issued = await issueDocument(db, publicUrl, {
    kind: 'loan-schedule',
    member,
    subject: `agreement:${report.header.AgreementNo}`,
    content: { header: report.header, list: report.list },
    figures: {
      agreementNo: report.header.AgreementNo,
      loanAmount: report.header.LoanAmount,
      tenor: report.header.Tenor,
      paidInstalments: report.list.filter((row) => row.PaidDate !== null).length,
      outstandingPrincipal: report.Saldo.SisaSaldo,
    },
  });
  const { coopName, address } = await getPublicSettings(db);
  const body = await scheduleToPdf(report, { coopName, coopAddress: address }, issued);
  return { mime: 'application/pdf', body };
}

/** The settlement letter, once the member's loan is finished (settled early or paid off by payroll). */
export async function buildSettlementLetter(
  db: Database,
  member: MemberRow,
  agreementNo: string,
  publicUrl: string,
): Promise<Buffer> {
  const found = await ownAgreement(db, member, agreementNo);
  if (found.agreement.status !== 'FIN') {
    throw new AppError(ErrorCode.CONFLICT, 'Surat keterangan lunas tersedia setelah pinjaman lunas');
  }
  const paid = await findPaidSettlement(db, found.agreement.id);
  const letter = {
    memberName: found.memberName,
    nik: found.memberNik,
    agreementNo: found.agreement.agreementNo,
    amount: found.agreement.amount,
    settledOn: toJakartaDate(found.agreement.finishedAt ?? new Date()),
    settlement: paid
      ? {
          total: paid.total,
          principal: paid.outstandingPrincipal,
          interest: paid.interest,
          interestLines: paid.interestLines,
        }
      : null,
  };
  const issued = await issueDocument(db, publicUrl, {
    kind: 'settlement-letter',
    member: { id: member.id, name: letter.memberName },
    subject: `agreement:${letter.agreementNo}`,
    content: letter,
    figures: { agreementNo: letter.agreementNo, loanAmount: letter.amount, settledOn: letter.settledOn },
  });
  const { coopName, address } = await getPublicSettings(db);
  return settlementLetterPdf({ letterhead: { coopName, coopAddress: address }, issued, ...letter });
}
