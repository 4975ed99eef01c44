import {
  type AuditAction,
  computeInstalment,
  type DecisionRequest,
  ErrorCode,
  formatRupiah,
  type NoticeHeader,
} from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import type { ApplicationRow, StaffRow } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { lockApplication, updateApplication } from '../applications/applications.service';
import { nextLoanStatus } from '../applications/loan-status-change';
import { findMemberById } from '../members/members.service';
import { notifyMember } from '../notifications/notifications.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { type ChainStep, findDecisionInRound, insertDecision, listChain } from './approvals.repository';
import { canDecideStep } from './eligibility';

const DECISION_AUDIT_ACTIONS: Readonly<Record<DecisionRequest['action'], AuditAction>> = {
  APPROVE: 'decide-application-approve',
  REJECT: 'decide-application-reject',
  COUNTER_OFFER: 'decide-application-counter_offer',
};

const alreadyDecided = () =>
  new AppError(ErrorCode.CONFLICT, 'Langkah ini sudah diputuskan. Muat ulang untuk melihat status terbaru.');

/**
 * Decides the current step of an application for a staff member. Under the application row lock: the
 * application must still be NEW, this staff member must not have decided this step already (409), the step
 * must be theirs (403), and they may never decide their own application (four-eyes, 403).
 */
export async function decideApplication(
  db: Database,
  staff: StaffRow,
  applicationId: number,
  body: DecisionRequest,
) {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) throw notFound('Pengajuan tidak ditemukan');
    const member = await findMemberById(tx, application.memberId);
    if (!member) throw notFound('Anggota tidak ditemukan');
    const chain = await listChain(tx, member.companyId);
    const eligibleSteps = chain.filter((step) => canDecideStep(staff, step));
    if (eligibleSteps.length === 0) throw forbidden('Pengajuan ini bukan bagian dari tugas Anda');
    await refuseOwnDecision(tx, staff.id, 'application', application.memberId);
    if (application.status !== 'NEW') throw alreadyDecided();
    for (const step of eligibleSteps) {
      if (await findDecisionInRound(tx, application.id, step.stepNo, application.round))
        throw alreadyDecided();
    }
    const step = chain.find((entry) => entry.stepNo === application.currentStep);
    if (!step || !eligibleSteps.includes(step))
      throw forbidden('Belum giliran Anda memutuskan pengajuan ini');

    const isLast = step.stepNo === Math.max(...chain.map((entry) => entry.stepNo));
    const outcome = await applyDecision(tx, { application, step, isLast, staff, body });
    await notifyMember(tx, member, { ...outcome.notification, applicationId: application.id });
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: DECISION_AUDIT_ACTIONS[body.action],
      entity: 'application',
      entityId: application.id,
      before: { status: application.status, currentStep: application.currentStep, round: application.round },
      after: {
        status: outcome.updated.status,
        currentStep: outcome.updated.currentStep,
        type: outcome.updated.type,
      },
    });
    return { updated: outcome.updated, member };
  });
}

type DecisionInput = {
  application: ApplicationRow;
  step: ChainStep;
  isLast: boolean;
  staff: StaffRow;
  body: DecisionRequest;
};

type DecisionOutcome = {
  updated: ApplicationRow;
  /** What the member is told; the header is one the portal knows (NOTICE_KINDS). */
  notification: { header: NoticeHeader; description: string };
};

async function applyDecision(tx: Tx, input: DecisionInput): Promise<DecisionOutcome> {
  const { application, step, isLast, staff, body } = input;
  const record = (status: 'APV' | 'RJT' | 'NST', notes: string | null) =>
    insertDecision(tx, {
      applicationId: application.id,
      stepNo: step.stepNo,
      round: application.round,
      decidedByStaffId: staff.id,
      decidedByName: staff.name,
      jobTitle: step.jobTitle,
      status,
      notes,
    });
  const hcFields = hcColumns(step, body);
  const what = `${application.financePurpose} sebesar ${formatRupiah(application.amount)} (${application.approvalNo})`;

  if (body.action === 'REJECT') {
    await record('RJT', body.reason);
    const updated = await updateApplication(tx, application.id, {
      ...hcFields,
      status: nextLoanStatus(application.status, 'REJECT'),
      rejectReason: body.reason,
      decidedAt: new Date(),
    });
    return {
      updated,
      notification: {
        header: 'RJT',
        description: `Pengajuan pinjaman ${what} ditolak. Alasan: ${body.reason}`,
      },
    };
  }
  if (body.action === 'COUNTER_OFFER') {
    const offer = counterOfferTerms(application, step, body.offeredAmount, body.offeredTenor);
    const note =
      body.notes?.trim() ||
      `Disetujui dengan nominal ${formatRupiah(offer.amount)} dan tenor ${offer.tenor} bulan.`;
    await record('NST', note);
    const updated = await updateApplication(tx, application.id, {
      type: 'NST',
      status: nextLoanStatus(application.status, 'COUNTER_OFFER'),
      offeredAmount: offer.amount,
      offeredTenorMonths: offer.tenor,
      offeredInstalmentAmount: offer.instalment,
      rejectReason: note,
      decidedAt: new Date(),
    });
    return {
      updated,
      notification: {
        // Not RJT, though the application is: the member reads an offer to answer, not a rejection.
        header: 'NST',
        description: `Pengajuan pinjaman ${what} mendapat penawaran baru: ${formatRupiah(offer.amount)} selama ${offer.tenor} bulan, angsuran ${formatRupiah(offer.instalment)} per bulan. Buka Detail di halaman Home untuk menjawab.`,
      },
    };
  }
  await record('APV', body.notes?.trim() || hcFields.hcNote || null);
  if (!isLast) {
    const updated = await updateApplication(tx, application.id, {
      ...hcFields,
      status: nextLoanStatus(application.status, 'APPROVE_STEP'),
      currentStep: step.stepNo + 1,
    });
    return {
      updated,
      notification: {
        header: 'NEW',
        description: `Pengajuan pinjaman ${what} disetujui ${step.jobTitle} dan diteruskan ke tahap berikutnya.`,
      },
    };
  }
  const updated = await updateApplication(tx, application.id, {
    ...hcFields,
    status: nextLoanStatus(application.status, 'APPROVE'),
    decidedAt: new Date(),
  });
  return {
    updated,
    notification: {
      header: 'APV',
      description: `Pengajuan pinjaman ${what} telah disetujui dan menunggu pencairan.`,
    },
  };
}

/** HC's checklist, recommendation and note are required at the HC step and refused elsewhere. */
function hcColumns(step: ChainStep, body: DecisionRequest) {
  const hc = 'hc' in body ? body.hc : undefined;
  if (step.role !== 'HC') {
    if (hc) throw new AppError(ErrorCode.VALIDATION, 'Checklist HC hanya diisi pada tahap Human Capital');
    return {};
  }
  if (body.action === 'COUNTER_OFFER')
    throw new AppError(ErrorCode.VALIDATION, 'Tahap Human Capital tidak dapat memberi penawaran');
  if (!hc) throw new AppError(ErrorCode.VALIDATION, 'Checklist, rekomendasi dan catatan HC wajib diisi');
  return { hcChecklist: hc.checklist, hcRecommendation: hc.recommendation, hcNote: hc.note };
}

/** A counter-offer lowers the amount and/or shortens the tenor, never raises either; the rate stays the same. */
function counterOfferTerms(application: ApplicationRow, step: ChainStep, amount: number, tenor: number) {
  if (step.role === 'HC')
    throw new AppError(ErrorCode.VALIDATION, 'Tahap Human Capital tidak dapat memberi penawaran');
  const isLower = amount < application.amount || tenor < application.tenorMonths;
  if (amount > application.amount || tenor > application.tenorMonths || !isLower) {
    throw new AppError(
      ErrorCode.VALIDATION,
      'Penawaran harus lebih kecil nominalnya atau lebih pendek tenornya',
    );
  }
  return { amount, tenor, instalment: computeInstalment(amount, Number(application.effectiveRate), tenor) };
}
