import { buildAmortisationSchedule, computeFirstDeductionDate, DEFAULT_CUTOFF_DAY } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { StaffRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { findApplicationWithAgreement, listApplicationsOf } from '../loans/loan-lookup.service';
import { presentHistoryItem } from '../loans/loans.presenter';
import { findMemberById, getUserProfile } from '../members/members.service';
import type { MemberDocumentKind } from '../privacy/privacy.presenter';
import { recordDocumentView } from '../privacy/privacy.service';
import { getNumberSetting } from '../settings/settings.service';
import {
  findApplicationOfFile,
  listAllDecisions,
  listChain,
  listWaitingApplications,
  readFile,
} from './approvals.repository';
import { canDecideStep, canViewApplication } from './eligibility';

const DAY_MS = 24 * 60 * 60 * 1000;
const documentPath = (fileId: number | null) => (fileId ? `/api/v1/admin/files/${fileId}` : null);

/** The staff member's work queue: NEW applications whose current step is theirs, oldest first, with age. */
export async function listWorkQueue(db: Database, staff: StaffRow, now = new Date()) {
  const rows = await listWaitingApplications(db);
  return rows
    .filter((row) => canDecideStep(staff, row.step))
    .map((row) => ({
      id: row.application.id,
      ApprovalNo: row.application.approvalNo,
      memberName: row.memberName,
      NIK: row.memberNik,
      FinancePurpose: row.application.financePurpose,
      LoanAmount: row.application.amount,
      Tenor: row.application.tenorMonths,
      JenisPengajuan: row.application.type,
      step: row.step.stepNo,
      jobtitle: row.step.jobTitle,
      SubmitDate: row.application.submittedAt.toISOString(),
      ageDays: Math.floor((now.getTime() - row.application.submittedAt.getTime()) / DAY_MS),
    }));
}

/**
 * Everything a decider needs on one screen: the member and their ceiling, the requested terms with the schedule
 * they would get, the documents, the member's other loans and the decisions so far.
 */
export async function getApplicationDetail(
  db: Database,
  staff: StaffRow,
  applicationId: number,
  today: string,
) {
  const row = await findApplicationWithAgreement(db, applicationId);
  if (!row) throw notFound('Pengajuan tidak ditemukan');
  const member = await findMemberById(db, row.application.memberId);
  if (!member) throw notFound('Anggota tidak ditemukan');
  const chain = await listChain(db, member.companyId);
  if (!canViewApplication(staff, chain)) throw forbidden();
  const a = row.application;
  const cutoffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  const [profile, others, decisions] = await Promise.all([
    getUserProfile(db, member),
    listApplicationsOf(db, member.id),
    listAllDecisions(db, a.id),
  ]);
  const currentStep = chain.find((step) => step.stepNo === a.currentStep);
  return {
    application: presentHistoryItem(
      { application: a, agreementNo: row.agreement?.agreementNo ?? null, imageFileId: null },
      member,
    ),
    member: profile,
    schedule: buildAmortisationSchedule({
      principal: a.amount,
      effectiveRatePercent: Number(a.effectiveRate),
      tenorMonths: a.tenorMonths,
      firstDueDate: computeFirstDeductionDate(today, cutoffDay),
    }),
    documents: {
      selfie: documentPath(a.selfieFileId),
      form: documentPath(a.formFileId),
      supporting: documentPath(a.supportingFileId),
    },
    otherLoans: others
      .filter((other) => other.application.id !== a.id)
      .map((other) => presentHistoryItem(other, member)),
    chain: chain.map((step) => ({ step: step.stepNo, role: step.role, jobtitle: step.jobTitle })),
    decisions: decisions.map((decision) => ({
      step: decision.stepNo,
      round: decision.round,
      jobtitle: decision.jobTitle,
      Approvalby: decision.decidedByName,
      ApprovalStatus: decision.status,
      Notes: decision.notes,
      DecidedAt: decision.decidedAt.toISOString(),
    })),
    currentStep: a.status === 'NEW' ? a.currentStep : null,
    canDecide:
      a.status === 'NEW' &&
      currentStep !== undefined &&
      canDecideStep(staff, currentStep) &&
      staff.memberId !== a.memberId,
  };
}

/**
 * A document of an application, only for staff with a role on that application. Every opening is written to the
 * audit log for the member to see on /account/data (UU PDP: "who opened my KTP, when").
 */
export async function readApplicationDocument(db: Database, staff: StaffRow, fileId: number) {
  const owner = await findApplicationOfFile(db, fileId);
  if (!owner) throw notFound('Dokumen tidak ditemukan');
  if (!canViewApplication(staff, await listChain(db, owner.companyId))) throw forbidden();
  const file = await readFile(db, fileId);
  if (!file) throw notFound('Dokumen tidak ditemukan');
  const { application } = owner;
  await recordDocumentView(db, {
    staff,
    memberId: application.memberId,
    document: documentKindOf(application, fileId),
    fileId,
    approvalNo: application.approvalNo,
  });
  return { mime: file.mime, data: file.data };
}

function documentKindOf(
  application: { selfieFileId: number | null; formFileId: number | null },
  fileId: number,
): MemberDocumentKind {
  if (application.selfieFileId === fileId) return 'selfie';
  return application.formFileId === fileId ? 'form' : 'supporting';
}
