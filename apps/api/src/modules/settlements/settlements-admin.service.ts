import {
  type AuditAction,
  addDays,
  ErrorCode,
  formatDate,
  formatRupiah,
  normaliseSettlementStatus,
  SETTLEMENT_QUOTE_VALID_DAYS,
  type SettlementEvent,
  settlementDecisionNoticeHeader,
  settlementPosting,
  todayInJakarta,
  transitionSettlement,
} from '@kopkar/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { agreements, files, members, settlements } from '../../db/schema';
import type { StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { closeAgreementBySettlement, lockAgreement } from '../agreements/agreements.service';
import { postEntry } from '../ledger/ledger.service';
import { findMemberById } from '../members/members.service';
import { notifyMember } from '../notifications/notifications.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { frozenInterestLines, frozenQuoteValues, quoteAgreement } from './settlement-quote';
import { lockSettlement, moveSettlement, type SettlementRow } from './settlements.repository';

/** FINANCE's queue: requests to check (PT1) and proofs to confirm (PT3), oldest first. */
export async function listSettlementQueue(db: Database, statuses: string[]) {
  const rows = await db
    .select({
      settlement: settlements,
      agreementNo: agreements.agreementNo,
      memberName: members.name,
      memberNik: members.nik,
    })
    .from(settlements)
    .innerJoin(agreements, eq(agreements.id, settlements.agreementId))
    .innerJoin(members, eq(members.id, settlements.memberId))
    .where(inArray(settlements.status, statuses))
    .orderBy(settlements.updatedAt);
  return rows.map((row) => ({
    id: row.settlement.id,
    status: row.settlement.status,
    AgreementNo: row.agreementNo,
    memberName: row.memberName,
    NIK: row.memberNik,
    TotalPelunasan: row.settlement.total,
    OSP: row.settlement.outstandingPrincipal,
    Interest: row.settlement.interest,
    plannedDate: row.settlement.plannedDate,
    QuoteValidUntil: row.settlement.quoteValidUntil,
    hasProof: row.settlement.proofFileId !== null,
    requestedAt: row.settlement.requestedAt.toISOString(),
  }));
}

type FinanceAction = { event: Exclude<SettlementEvent, 'REQUEST' | 'UPLOAD_PROOF'>; reason?: string };

const SETTLEMENT_AUDIT_ACTIONS: Readonly<Record<FinanceAction['event'], AuditAction>> = {
  APPROVE: 'settlement-approve',
  REJECT: 'settlement-reject',
  CONFIRM: 'settlement-confirm',
  SEND_BACK: 'settlement-send-back',
};

/** FINANCE's reason as a clause inside our sentence: its own closing full stop would read "..". */
const asClause = (reason?: string) => (reason ?? '').trim().replace(/[\s.!?]+$/, '');

/** What each FINANCE decision tells the member, by the status it leads to. */
function noticeOf(next: string, agreementNo: string, settlement: SettlementRow, rawReason?: string) {
  const reason = asClause(rawReason);
  switch (next) {
    case 'PT2':
      return reason
        ? `Bukti transfer pelunasan ${agreementNo} belum dapat diterima: ${reason}. Silakan unggah ulang.`
        : `Pelunasan ${agreementNo} disetujui. Bayar ${formatRupiah(settlement.total)} ke rekening virtual koperasi paling lambat ${formatDate(settlement.quoteValidUntil ?? '')}, lalu unggah bukti transfer.`;
    case 'RJT':
      return `Pengajuan pelunasan ${agreementNo} ditolak: ${reason}.`;
    default:
      return `Pinjaman ${agreementNo} telah lunas. Terima kasih.`;
  }
}

/**
 * Applies FINANCE's decision on a request under its row lock: approve (PT1 → PT2, the quote frozen with a
 * validity date), reject (PT1 → RJT), confirm the proof (PT3 → PAI: the remaining rows paid by settlement,
 * the loan FIN), or send the proof back (PT3 → PT2). Every move is audited and told to the member. The
 * member's own staff account decides none of them (four eyes, 403).
 */
export async function decideSettlement(
  db: Database,
  staff: StaffRow,
  settlementId: number,
  action: FinanceAction,
) {
  return db.transaction(async (tx) => {
    const settlement = await lockSettlement(tx, settlementId);
    if (!settlement) throw notFound('Pengajuan pelunasan tidak ditemukan');
    await refuseOwnDecision(tx, staff.id, 'request', settlement.memberId);
    const move = transitionSettlement(normaliseSettlementStatus(settlement.status), action.event, 'FINANCE');
    if (!move.ok)
      throw new AppError(ErrorCode.CONFLICT, 'Pengajuan pelunasan ini sudah diproses. Muat ulang halaman.');
    const agreement = await lockAgreement(tx, settlement.agreementId);
    if (!agreement) throw notFound('Perjanjian pinjaman tidak ditemukan');
    const values = await valuesFor(tx, action, agreement, settlement, `staff:${staff.id}`);
    const moved = await moveSettlement(tx, settlement.id, settlement.status, {
      status: move.status,
      decidedByStaffId: staff.id,
      ...values,
    });
    if (!moved)
      throw new AppError(ErrorCode.CONFLICT, 'Pengajuan pelunasan ini sudah diproses. Muat ulang halaman.');
    const member = await findMemberById(tx, settlement.memberId);
    if (member) {
      await notifyMember(tx, member, {
        header: settlementDecisionNoticeHeader(move.status, action.event),
        description: noticeOf(move.status, agreement.agreementNo, moved, action.reason),
        applicationId: agreement.applicationId,
      });
    }
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: SETTLEMENT_AUDIT_ACTIONS[action.event],
      entity: 'settlement',
      entityId: settlement.id,
      before: { status: settlement.status, total: settlement.total },
      after: {
        status: moved.status,
        total: moved.total,
        quoteValidUntil: moved.quoteValidUntil,
        reason: moved.reason,
      },
    });
    return moved;
  });
}

async function valuesFor(
  tx: Tx,
  action: FinanceAction,
  agreement: typeof agreements.$inferSelect,
  settlement: SettlementRow,
  actor: string,
) {
  const today = todayInJakarta();
  if (action.event === 'APPROVE') {
    // Rows may have been paid by payroll since the request: freeze today's figures and how they were made.
    const quote = await quoteAgreement(tx, agreement, today);
    return {
      ...frozenQuoteValues(quote),
      quoteValidUntil: addDays(today, SETTLEMENT_QUOTE_VALID_DAYS),
      approvedAt: new Date(),
      reason: null,
    };
  }
  if (action.event === 'REJECT') return { reason: action.reason ?? null, rejectedAt: new Date() };
  // The sent-back proof stays linked until the member uploads a new one.
  if (action.event === 'SEND_BACK') return { reason: action.reason ?? null };
  const interestLines = await frozenInterestLines(tx, settlement);
  const closed = await closeAgreementBySettlement(tx, agreement, {
    paidDate: today,
    interestLines,
    settlementId: settlement.id,
  });
  await postEntry(tx, {
    date: today,
    description: `Pelunasan dipercepat ${agreement.agreementNo}`,
    source: 'settlement',
    sourceId: String(settlement.id),
    eventKey: `settlement:${settlement.id}`,
    actor,
    lines: settlementPosting(closed),
  });
  return { paidAt: new Date() };
}

/** The proof image of a request, for FINANCE. */
export async function readSettlementProof(db: Database, settlementId: number) {
  const [row] = await db
    .select({ mime: files.mime, data: files.data })
    .from(settlements)
    .innerJoin(files, eq(files.id, settlements.proofFileId))
    .where(eq(settlements.id, settlementId));
  if (!row) throw notFound('Bukti transfer tidak ditemukan');
  return row;
}
