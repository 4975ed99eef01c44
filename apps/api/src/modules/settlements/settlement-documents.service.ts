import { ErrorCode, toJakartaDate } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getPublicSettings } from '../settings/settings.service';
import { scheduleToCsv, scheduleToPdf, settlementLetterPdf } from './settlement-documents';
import { getAmortisationReport, ownAgreement } from './settlements.service';

/** The schedule of the member's own loan as a download: CSV or PDF. */
export async function exportSchedule(
  db: Database,
  member: MemberRow,
  agreementNo: string,
  format: 'csv' | 'pdf',
) {
  const report = await getAmortisationReport(db, member, agreementNo);
  if (format === 'csv') return { mime: 'text/csv; charset=utf-8', body: scheduleToCsv(report) };
  const { coopName } = await getPublicSettings(db);
  return { mime: 'application/pdf', body: await scheduleToPdf(report, coopName) };
}

/** The settlement letter, once the member's loan is finished (settled early or paid off by payroll). */
export async function buildSettlementLetter(
  db: Database,
  member: MemberRow,
  agreementNo: string,
): Promise<Buffer> {
  const found = await ownAgreement(db, member, agreementNo);
  if (found.agreement.status !== 'FIN') {
    throw new AppError(ErrorCode.CONFLICT, 'Surat keterangan lunas tersedia setelah pinjaman lunas');
  }
  const { coopName, address } = await getPublicSettings(db);
  return settlementLetterPdf({
    coopName,
    coopAddress: address,
    memberName: found.memberName,
    nik: found.memberNik,
    agreementNo: found.agreement.agreementNo,
    amount: found.agreement.amount,
    settledOn: toJakartaDate(found.agreement.finishedAt ?? new Date()),
  });
}
