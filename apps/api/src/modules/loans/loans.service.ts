import type {
  ApprovalData,
  ApprovalHistoryItem,
  ApproverStep,
  LoanHistoryItem,
  LoanStatusSummary,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { MemberRow } from '../members/members.repository';
import {
  presentApprovalData,
  presentDecision,
  presentHistoryItem,
  presentStatusSummary,
} from './loans.presenter';
import {
  findApplicationByApprovalNo,
  findApplicationWithAgreement,
  findInProcess,
  listApplicationsOf,
  listChainSteps,
  listDecisions,
  sumRunningLoans,
} from './loans.repository';

/** Home shows the latest few applications; the history page shows them all. */
const HOME_HISTORY_SIZE = 5;

export async function getLoanStatus(db: Database, member: MemberRow): Promise<LoanStatusSummary> {
  const [running, inProcess] = await Promise.all([
    sumRunningLoans(db, member.id),
    findInProcess(db, member.id),
  ]);
  return presentStatusSummary(running, inProcess);
}

export async function listLoanHistory(
  db: Database,
  member: MemberRow,
  scope: 'latest' | 'all',
): Promise<LoanHistoryItem[]> {
  const rows = await listApplicationsOf(db, member.id, scope === 'latest' ? HOME_HISTORY_SIZE : undefined);
  return rows.map((row) => presentHistoryItem(row, member));
}

/** The approval chain of the member's own company (another company's chain is not theirs to read). */
export async function listApproverSteps(
  db: Database,
  member: MemberRow,
  companyId: number,
): Promise<ApproverStep[]> {
  if (companyId !== member.companyId) throw forbidden();
  return listChainSteps(db, companyId);
}

export async function listApprovalHistory(
  db: Database,
  member: MemberRow,
  approvalNo: string,
): Promise<ApprovalHistoryItem[]> {
  const application = await findApplicationByApprovalNo(db, approvalNo);
  if (!application) throw notFound('Pengajuan tidak ditemukan');
  if (application.memberId !== member.id) throw forbidden();
  return (await listDecisions(db, application.id)).map(presentDecision);
}

/** Approval and funding figures of one of the member's applications (approved and funding result pages). */
export async function getApprovalData(
  db: Database,
  member: MemberRow,
  applicationId: number,
): Promise<ApprovalData> {
  const row = await findApplicationWithAgreement(db, applicationId);
  if (!row) throw notFound('Pengajuan tidak ditemukan');
  if (row.application.memberId !== member.id) throw forbidden();
  return presentApprovalData(row.application, row.agreement, member);
}
