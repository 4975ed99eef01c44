import { type ClearanceLoan, ErrorCode } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { issueDocument } from '../documents/issued-documents.service';
import { getPublicSettings } from '../settings/settings.service';
import { type ClosingStatement, closingStatementPdf } from './closing-statement-pdf';
import { findApprovedOfMember, type ResignationRow } from './resignations.repository';

type RefundedSavings = ClosingStatement['savings'];

/** The statement's content from the approved request, in a fixed key order (the register's fingerprint). */
function statementOf(member: MemberRow, row: ResignationRow): ClosingStatement {
  const loans = (row.settledLoans ?? []) as ClearanceLoan[];
  const loansTotal = loans.reduce((sum, loan) => sum + loan.settlementAmount, 0);
  const payout = row.payoutAmount ?? 0;
  const savings = (row.refundedSavings ?? null) as RefundedSavings;
  return {
    memberName: member.name,
    nik: member.nik,
    leftOn: row.payoutDate ?? '',
    savings,
    savingsTotal: payout + loansTotal,
    loans,
    loansTotal,
    payout,
    payoutAccountNo: row.payoutAccountNo,
    payoutAccountName: row.payoutAccountName,
  };
}

/**
 * The closing statement of a member who left, an issued document (ADR 0014) of its own kind: the same approval
 * downloaded again is the same letter with the same number. 404 while the member has no approved resignation.
 */
export async function buildClosingStatement(
  db: Database,
  member: MemberRow,
  publicUrl: string,
): Promise<Buffer> {
  const row = await findApprovedOfMember(db, member.id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Surat keterangan keluar tidak ditemukan');
  const statement = statementOf(member, row);
  const issued = await issueDocument(db, publicUrl, {
    kind: 'closing-statement',
    member,
    subject: `resignation:${row.id}`,
    content: statement,
    figures: {
      leftOn: statement.leftOn,
      savingsRefunded: statement.savingsTotal,
      loansSettled: statement.loansTotal,
      payout: statement.payout,
    },
  });
  const { coopName, address } = await getPublicSettings(db);
  return closingStatementPdf({ letterhead: { coopName, coopAddress: address }, issued, statement });
}
