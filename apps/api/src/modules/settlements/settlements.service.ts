import {
  type AmortisationHistoryItem,
  type AmortisationReport,
  ErrorCode,
  formatRupiah,
  IMAGE_UPLOAD_MAX_BYTES,
  normaliseSettlementStatus,
  type PaymentHistoryRow,
  type SettlementActionReply,
  type SettlementDetail,
  type SettlementRequest,
  type SettlementStatusReply,
  transitionSettlement,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError, forbidden, requireOwn } from '../../errors';
import { prepareUpload, storeFile } from '../../plugins/uploads';
import {
  findAgreementById,
  findAgreementByNo,
  listMemberAgreements,
  listRows,
  lockAgreement,
} from '../agreements/agreements.service';
import { notifyMember } from '../notifications/notifications.service';
import { frozenQuoteValues, quoteAgreement } from './settlement-quote';
import {
  presentAmortisationReport,
  presentInterestBreakdown,
  presentSettledBy,
} from './settlements.presenter';
import {
  findLatestSettlement,
  findPaidSettlement,
  insertSettlement,
  lockSettlement,
  moveSettlement,
} from './settlements.repository';

const AGREEMENT_NOT_FOUND = 'Perjanjian pinjaman tidak ditemukan';

/** A photo of the transfer or the bank's PDF receipt (checked by its bytes, kept as sent). */
const PROOF_RULE = {
  accepts: 'photo-or-pdf' as const,
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  tooLargeMessage: 'Bukti transfer terlalu besar, maksimal 5 Mb',
  resize: 'thumbnail' as const,
};

/** The member's own agreement by number: 404 alike when unknown or someone else's. */
export async function ownAgreement(db: Database, member: MemberRow, agreementNo: string) {
  return requireOwn(
    await findAgreementByNo(db, agreementNo),
    (found) => found.agreement.memberId,
    member.id,
    AGREEMENT_NOT_FOUND,
  );
}

/** GET /ListAmortisasi/{agreementNo}: the header, every row with its PAID/UNPAID state and the balance. */
export async function getAmortisationReport(
  db: Database,
  member: MemberRow,
  agreementNo: string,
): Promise<AmortisationReport> {
  const found = await ownAgreement(db, member, agreementNo);
  const rows = await listRows(db, found.agreement.id);
  return presentAmortisationReport(found, rows, await findPaidSettlement(db, found.agreement.id));
}

/** GET /StatusPelunasan/{agreementNo}: the latest request and what the member would pay. */
export async function getSettlementStatus(
  db: Database,
  member: MemberRow,
  agreementNo: string,
): Promise<SettlementStatusReply> {
  const { agreement } = await ownAgreement(db, member, agreementNo);
  const latest = await findLatestSettlement(db, agreement.id);
  // Once FINANCE approved (PT2/PT3) the quote is frozen; before that the member sees today's figures.
  const isFrozen = latest && ['PT2', 'PT3', 'PAI'].includes(latest.status);
  const quote = isFrozen ? null : await quoteAgreement(db, agreement);
  return {
    statuspelunasan: latest?.status ?? '',
    id: latest?.id ?? null,
    id_pretermination: latest?.id ?? null,
    TotalPelunasan: isFrozen ? latest.total : (quote?.total ?? 0),
    OSP: isFrozen ? latest.outstandingPrincipal : (quote?.sisapinjaman ?? 0),
    Interest: isFrozen ? latest.interest : (quote?.sisabunga ?? 0),
    QuoteValidUntil: latest?.quoteValidUntil ?? null,
    Reason: latest?.reason ?? null,
    Rincian: presentInterestBreakdown(
      isFrozen ? latest.quoteDate : (quote?.asOf ?? null),
      isFrozen ? (latest.interestLines ?? []) : (quote?.interestLines ?? []),
    ),
  };
}

/** GET /DetailPelunasan/{agreementId}. */
export async function getSettlementDetail(
  db: Database,
  member: MemberRow,
  agreementId: number,
): Promise<SettlementDetail> {
  const agreement = requireOwn(
    await findAgreementById(db, agreementId),
    (row) => row.memberId,
    member.id,
    AGREEMENT_NOT_FOUND,
  );
  const quote = await quoteAgreement(db, agreement);
  const latest = await findLatestSettlement(db, agreement.id);
  return {
    sisabunga: quote.sisabunga,
    sisapinjaman: quote.sisapinjaman,
    total: quote.total,
    loan: {
      id: agreement.id,
      EmployeeID: member.employeeId,
      AgreementNo: agreement.agreementNo,
      pelunasan: latest
        ? { id: latest.id, Status: latest.status, SisaOS: latest.outstandingPrincipal }
        : null,
    },
  };
}

/** GET /HistoryAmortisasi/{nik}: the member's loans with their repayment progress. */
export async function listAmortisationHistory(
  db: Database,
  member: MemberRow,
): Promise<AmortisationHistoryItem[]> {
  return (await listMemberAgreements(db, member.id)).map((row) => ({
    AgreementId: row.agreement.id,
    AgreementNo: row.agreement.agreementNo,
    FinancePurpose: row.financePurpose,
    LoanAmount: row.agreement.amount,
    Tenor: row.agreement.tenorMonths,
    InstallmentAmount: row.agreement.instalmentAmount,
    Status: row.agreement.status,
    PaidInstallments: Number(row.paidRows),
    NextDueDate: row.nextDueDate,
  }));
}

/** GET /HistoryPembayaran/{agreementNo}: instalment x of tenor, due date or Lunas, amount and payment. */
export async function getPaymentHistory(
  db: Database,
  member: MemberRow,
  agreementNo: string,
): Promise<PaymentHistoryRow[]> {
  const { agreement } = await ownAgreement(db, member, agreementNo);
  const rows = await listRows(db, agreement.id);
  const settledBy = presentSettledBy(await findPaidSettlement(db, agreement.id), rows);
  return rows.map((row) => ({
    InsSeqNo: row.seq,
    Tenor: agreement.tenorMonths,
    InstallmentDueDate: row.dueDate,
    InstallmentAmount: row.instalment,
    PaidAmount: row.paidAmount,
    PaidDate: row.paidDate,
    PaidBy: row.paidBy,
    Pelunasan: row.settlementId !== null && row.settlementId === settledBy?.id ? settledBy : null,
  }));
}

/**
 * POST /Pelunasan: the member asks to settle a running loan early. The quote is the server's (the client's
 * PaidAmount is informational); one open request per loan (the partial unique index is the second line).
 */
export async function requestSettlement(
  db: Database,
  member: MemberRow,
  body: SettlementRequest,
): Promise<SettlementActionReply> {
  if (body.NIK !== member.nik) throw forbidden();
  const { agreement } = await ownAgreement(db, member, body.AgreementNo);
  if (body.id !== agreement.id) {
    throw new AppError(ErrorCode.VALIDATION, 'Data pinjaman tidak cocok. Muat ulang halaman.');
  }
  return db.transaction(async (tx) => {
    const locked = await lockAgreement(tx, agreement.id);
    if (locked?.status !== 'FUN') throw new AppError(ErrorCode.CONFLICT, 'Pinjaman ini sudah lunas');
    const latest = await findLatestSettlement(tx, agreement.id);
    const move = transitionSettlement(normaliseSettlementStatus(latest?.status), 'REQUEST', 'MEMBER');
    if (!move.ok)
      throw new AppError(ErrorCode.CONFLICT, 'Pengajuan pelunasan untuk pinjaman ini sedang diproses');
    const quote = await quoteAgreement(tx, locked);
    const created = await insertSettlement(tx, {
      agreementId: agreement.id,
      memberId: member.id,
      status: move.status,
      plannedDate: body.TglPengajuan,
      ...frozenQuoteValues(quote),
    });
    await notifyMember(tx, member, {
      header: 'PT1',
      description: `Pengajuan pelunasan pinjaman ${agreement.agreementNo} sebesar ${formatRupiah(quote.total)} sedang diperiksa admin.`,
      applicationId: agreement.applicationId,
    });
    return { icon: 'success', status: 'Pengajuan Pelunasan anda berhasil diajukan', id: created.id };
  });
}

/** POST /UploadBuktiPelunasan/{settlementId}: the transfer proof of an approved (PT2) request → PT3. */
export async function uploadSettlementProof(
  db: Database,
  member: MemberRow,
  settlementId: number,
  proof: string,
): Promise<SettlementActionReply> {
  const image = await prepareUpload(proof, PROOF_RULE);
  return db.transaction(async (tx) => {
    const settlement = requireOwn(
      await lockSettlement(tx, settlementId),
      (row) => row.memberId,
      member.id,
      'Pengajuan pelunasan tidak ditemukan',
    );
    const move = transitionSettlement(normaliseSettlementStatus(settlement.status), 'UPLOAD_PROOF', 'MEMBER');
    if (!move.ok)
      throw new AppError(
        ErrorCode.CONFLICT,
        'Bukti transfer hanya dapat diunggah setelah pelunasan disetujui',
      );
    const proofFileId = await storeFile(tx, image, { kind: 'member', id: member.id, purpose: 'PROOF' });
    const moved = await moveSettlement(tx, settlement.id, settlement.status, {
      status: move.status,
      proofFileId,
      proofUploadedAt: new Date(),
      // The reason FINANCE sent the last proof back was about that proof, not this one.
      reason: null,
    });
    if (!moved) throw new AppError(ErrorCode.CONFLICT, 'Status pelunasan sudah berubah. Muat ulang halaman.');
    return { icon: 'success', status: 'Upload Bukti Pembayaran Pelunasan Berhasil Dilakukan', id: moved.id };
  });
}
