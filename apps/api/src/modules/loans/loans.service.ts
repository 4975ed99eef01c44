import type {
  ApprovalData,
  ApprovalHistoryItem,
  ApproverStep,
  LoanHistoryItem,
  LoanStatusSummary,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { forbidden, requireOwn } from '../../errors';
import { estimateDisbursement } from '../funding/funding.service';
import { findApplicationWithAgreement, listApplicationsOf } from './loan-lookup.service';
import {
  presentApprovalData,
  presentDecision,
  presentHistoryItem,
  presentStatusSummary,
} from './loans.presenter';
import {
  findApplicationByApprovalNo,
  listChainSteps,
  listDecisions,
  readLatestApplicationsOfSignedIn,
  readLoanStatusOfSignedIn,
} from './loans.repository';

/** Home shows the latest few applications; the history page shows them all. */
const HOME_HISTORY_SIZE = 5;

type Claims = { sub: number; sid: string };

/** GET /StatusPinjaman in one statement with the session check; undefined when the session is over. */
export async function getLoanStatusOfSignedIn(
  db: Database,
  claims: Claims,
): Promise<LoanStatusSummary | undefined> {
  const read = await readLoanStatusOfSignedIn(db, claims);
  if (!read) return undefined;
  const inProcess = read.inProcess && {
    application: read.inProcess,
    imageFileId: read.inProcess.imageFileId,
  };
  return presentStatusSummary(read.running, inProcess);
}

/** GET /HistoryPinjaman (the latest few) in one statement with the session check; undefined when it is over. */
export async function listLatestLoansOfSignedIn(
  db: Database,
  claims: Claims,
): Promise<LoanHistoryItem[] | undefined> {
  const read = await readLatestApplicationsOfSignedIn(db, claims, HOME_HISTORY_SIZE);
  if (!read) return undefined;
  return read.applications.map((application) =>
    presentHistoryItem(
      { application, agreementNo: application.agreementNo, imageFileId: application.imageFileId },
      read.member,
    ),
  );
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
  const application = requireOwn(
    await findApplicationByApprovalNo(db, approvalNo),
    (row) => row.memberId,
    member.id,
    'Pengajuan tidak ditemukan',
  );
  return (await listDecisions(db, application.id)).map(presentDecision);
}

/**
 * Approval and funding figures of one of the member's applications (the result pages). An approved application
 * not funded yet carries the estimated disbursement, so its page has a total to show.
 */
export async function getApprovalData(
  db: Database,
  member: MemberRow,
  applicationId: number,
): Promise<ApprovalData> {
  const row = requireOwn(
    await findApplicationWithAgreement(db, applicationId),
    (found) => found.application.memberId,
    member.id,
    'Pengajuan tidak ditemukan',
  );
  const estimate =
    row.application.status === 'APV' && !row.agreement
      ? await estimateDisbursement(db, row.application.amount)
      : null;
  return presentApprovalData(row.application, row.agreement, member, estimate);
}
