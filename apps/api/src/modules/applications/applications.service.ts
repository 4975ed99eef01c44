import {
  type CounterOfferAnswer,
  canApply,
  canCancelApplication,
  checkLoanAmount,
  computeInstalment,
  DOCUMENT_LABELS,
  DOCUMENT_MAX_BYTES,
  ErrorCode,
  formatRupiah,
  IMAGE_UPLOAD_MAX_BYTES,
  isOfferOpen,
  type LoanActionReply,
  type LoanApplication,
  OfferStatus,
  RESIGNATION_MESSAGES,
  type SubmittedApplication,
  toJakartaDate,
} from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import type { ApplicationRow } from '../../db/schema/index';
import { AppError, forbidden, notFound, requireOwn } from '../../errors';
import { findReplay, type IdempotentRequest, idempotencyColumns } from '../../plugins/idempotency';
import { prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import { insertApplicantDecision } from '../approvals/applicant-decision';
import { getUserProfile } from '../members/members.service';
import { notifyMember } from '../notifications/notifications.service';
import { findRateTier } from '../products/products.service';
import { refuseWhileResignationPending } from '../resignations/pending-resignation';
import {
  countUnfinished,
  findByIdempotencyKey,
  findFinalStep,
  insertApplication,
  lockApplication,
  lockMember,
  updateApplication,
} from './applications.repository';
import { nextLoanStatus } from './loan-status-change';

const SELFIE_RULE: UploadRule = {
  accepts: 'image',
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  tooLargeMessage: 'Foto Selfie dengan KTP Terlalu Besar, Maks 5 Mb',
  resize: 'thumbnail',
};
const documentRule = (label: string): UploadRule => ({
  accepts: 'image-or-pdf',
  maxBytes: DOCUMENT_MAX_BYTES,
  tooLargeMessage: `File ${label} Terlalu Besar, Maks 1 Mb`,
  resize: 'document',
});

const presentSubmitted = (row: ApplicationRow): SubmittedApplication => ({
  id: row.id,
  ApprovalNo: row.approvalNo,
  LoanAmount: row.amount,
  Tenor: row.tenorMonths,
  InstallmentAmount: row.instalmentAmount,
  Status: row.status,
});

/**
 * `PJ` + submit date (the Jakarta date, as everywhere) + zero-padded id: unique by construction and easy to read out
 * over the phone.
 */
const approvalNumberOf = (id: number, submittedAt: Date) =>
  `PJ${toJakartaDate(submittedAt).replaceAll('-', '')}-${String(id).padStart(5, '0')}`;

type Member = { id: number; nik: string; name: string; email: string | null; companyId: number };

/**
 * POST /PengajuanPinjaman. Files are checked and re-encoded first (CPU, outside any lock). Then, holding the
 * member row lock, the rules of docs/product are checked against the database as it is now: one application in
 * approval, fewer than two unfinished loans, the amount within the ceiling and the product tier. The
 * instalment is computed here; the client's figures are ignored. A repeated Idempotency-Key gets the first reply
 * when the request is the same, and is refused when it is not.
 */
export async function submitApplication(
  db: Database,
  member: Member,
  body: LoanApplication,
  idempotency: IdempotentRequest | undefined,
): Promise<SubmittedApplication> {
  if (body.NIK !== member.nik) throw forbidden();
  const [selfie, form, supporting] = await Promise.all([
    prepareUpload(body.PhotoKTP, SELFIE_RULE),
    prepareUpload(body.PhotoPendukung, documentRule(DOCUMENT_LABELS.form)),
    prepareUpload(body.DocPendukung, documentRule(DOCUMENT_LABELS.supporting)),
  ]);
  // The purpose stored is the product's, not the client's free text.
  const rate = await findRateTier(db, body.ProductID, body.loan_amount);
  if (body.tenor > rate.TenorMax) {
    throw new AppError(ErrorCode.VALIDATION, `Tenor maksimal untuk jumlah ini ${rate.TenorMax} bulan`);
  }
  const instalment = computeInstalment(body.loan_amount, rate.EffectiveRate, body.tenor);

  return db.transaction(async (tx) => {
    const locked = await lockMember(tx, member.id);
    if (!locked?.isActive) throw notFound('Anggota tidak ditemukan');
    const earlier = await findReplay(idempotency, (key) => findByIdempotencyKey(tx, member.id, key));
    if (earlier) return presentSubmitted(earlier);
    await refuseWhileResignationPending(tx, member.id, RESIGNATION_MESSAGES.PENDING_BLOCKS_APPLICATION);
    const gate = canApply(await countUnfinished(tx, member.id));
    if (!gate.ok) throw new AppError(ErrorCode.CONFLICT, gate.message);
    const profile = await getUserProfile(tx, locked);
    const amountCheck = checkLoanAmount(body.loan_amount, profile.saldomaxpinjaman);
    if (!amountCheck.ok) throw new AppError(ErrorCode.VALIDATION, amountCheck.message);

    const owner = { kind: 'member' as const, id: member.id };
    const selfieFileId = await storeFile(tx, selfie, { ...owner, purpose: 'SELFIE' });
    const formFileId = await storeFile(tx, form, { ...owner, purpose: 'FORM' });
    const supportingFileId = await storeFile(tx, supporting, { ...owner, purpose: 'SUPPORTING' });
    const inserted = await insertApplication(tx, {
      approvalNo: `PENDING-${crypto.randomUUID()}`,
      memberId: member.id,
      productId: body.ProductID,
      amount: body.loan_amount,
      tenorMonths: body.tenor,
      effectiveRate: String(rate.EffectiveRate),
      instalmentAmount: instalment,
      financePurpose: rate.product.financePurpose,
      selfieFileId,
      formFileId,
      supportingFileId,
      ...idempotencyColumns(idempotency),
    });
    const application = await updateApplication(tx, inserted.id, {
      approvalNo: approvalNumberOf(inserted.id, inserted.submittedAt),
    });
    await notifyMember(tx, member, {
      header: 'NEW',
      description: `Pengajuan pinjaman ${application.financePurpose} sebesar ${formatRupiah(application.amount)} (${application.approvalNo}) telah kami terima dan sedang dalam proses approval.`,
      applicationId: application.id,
    });
    return presentSubmitted(application);
  });
}

async function lockOwnApplication(tx: Tx, memberId: number, applicationId: number) {
  return requireOwn(
    await lockApplication(tx, applicationId),
    (row) => row.memberId,
    memberId,
    'Pengajuan tidak ditemukan',
  );
}

/** POST /CancelPengajuan: only a NEW application HC has not touched, and not a counter-offer (docs/product/loans.md#loan-statuses). */
export async function cancelApplication(
  db: Database,
  member: Member,
  applicationId: number,
): Promise<LoanActionReply> {
  return db.transaction(async (tx) => {
    const application = await lockOwnApplication(tx, member.id, applicationId);
    const isCancellable = canCancelApplication({
      status: application.status,
      applicationType: application.type,
      hcChecklist: application.hcChecklist === null ? null : Number(application.hcChecklist),
      hcRecommendation: application.hcRecommendation,
    });
    if (!isCancellable)
      throw new AppError(ErrorCode.CONFLICT, 'Pengajuan ini sudah diproses dan tidak dapat dibatalkan');
    await updateApplication(tx, application.id, {
      status: nextLoanStatus(application.status, 'CANCEL'),
      decidedAt: new Date(),
      rejectReason: 'Dibatalkan oleh anggota',
    });
    await insertApplicantDecision(tx, application, {
      name: member.name,
      status: 'CNCL',
      notes: 'Dibatalkan oleh anggota',
    });
    await notifyMember(tx, member, {
      header: 'CNCL',
      description: `Pengajuan pinjaman ${application.approvalNo} telah dibatalkan atas permintaan Anda.`,
      applicationId: application.id,
    });
    return { NIK: member.nik, icon: 'success', message: 'Pengajuan pinjaman berhasil dibatalkan' };
  });
}

/**
 * POST /PengajuanPinjamanNST: the member answers an open counter-offer (status RJT, offer OPEN). Declining cancels it;
 * accepting makes it NEW again with the offered terms, waiting only for the final approver (docs/product).
 */
export async function answerCounterOffer(
  db: Database,
  member: Member,
  answer: CounterOfferAnswer,
): Promise<LoanActionReply> {
  if (answer.NIK !== member.nik) throw forbidden();
  return db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const application = await lockOwnApplication(tx, member.id, answer.id);
    // The offer's own state, not RJT + NST: the final approver may reject an offer the member accepted.
    if (!isOfferOpen(application.offerStatus))
      throw new AppError(ErrorCode.CONFLICT, 'Penawaran ini sudah dijawab atau tidak berlaku lagi');
    if (answer.approval === 0) {
      await updateApplication(tx, application.id, {
        status: nextLoanStatus(application.status, 'DECLINE_OFFER'),
        offerStatus: OfferStatus.DECLINED,
        decidedAt: new Date(),
        rejectReason: 'Penawaran ditolak oleh anggota',
      });
      await insertApplicantDecision(tx, application, {
        name: member.name,
        status: 'CNCL',
        notes: 'Penawaran ditolak oleh anggota',
      });
      await notifyMember(tx, member, {
        header: 'CNCL',
        description: `Anda menolak penawaran untuk pengajuan ${application.approvalNo}. Pengajuan dibatalkan.`,
        applicationId: application.id,
      });
      return { NIK: member.nik, icon: 'success', message: 'Pengajuan pinjaman dibatalkan' };
    }
    await refuseWhileResignationPending(tx, member.id, RESIGNATION_MESSAGES.PENDING_BLOCKS_APPLICATION);
    const gate = canApply(await countUnfinished(tx, member.id));
    if (!gate.ok) throw new AppError(ErrorCode.CONFLICT, gate.message);
    await insertApplicantDecision(tx, application, {
      name: member.name,
      status: 'APV',
      notes: 'Penawaran diterima oleh anggota',
    });
    await updateApplication(tx, application.id, {
      status: nextLoanStatus(application.status, 'ACCEPT_OFFER'),
      offerStatus: OfferStatus.ACCEPTED,
      amount: application.offeredAmount ?? application.amount,
      tenorMonths: application.offeredTenorMonths ?? application.tenorMonths,
      instalmentAmount: application.offeredInstalmentAmount ?? application.instalmentAmount,
      currentStep: await findFinalStep(tx, member.companyId),
      round: application.round + 1,
      rejectReason: null,
      decidedAt: null,
    });
    await notifyMember(tx, member, {
      header: 'NEW',
      description: `Anda menerima penawaran ${formatRupiah(application.offeredAmount ?? application.amount)} untuk pengajuan ${application.approvalNo}. Pengajuan menunggu persetujuan akhir.`,
      applicationId: application.id,
    });
    return { NIK: member.nik, icon: 'success', message: 'Penawaran diterima, pengajuan diproses kembali' };
  });
}

/** Offered to other modules (a module owns its tables: they call this service, never the repository). */
export { lockApplication, updateApplication } from './applications.repository';
