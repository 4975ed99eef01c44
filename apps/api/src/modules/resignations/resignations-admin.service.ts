import {
  type AdminResignationDetail,
  type AdminResignationSummary,
  clearancePosting,
  ErrorCode,
  formatDate,
  formatRupiah,
  formerAccessUntil,
  RESIGNATION_MESSAGES,
  shortfallMessage,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import type { StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { revokeAllSessions } from '../auth/sessions';
import { postEntry } from '../ledger/ledger.service';
import { closeMemberAccount } from '../members/member-closure';
import { findMemberById } from '../members/members.service';
import { notifyMember } from '../notifications/notifications.service';
import { refundAllSavings } from '../savings/resignation-savings';
import { settleFromSavings } from '../settlements/settle-from-savings';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { buildClearanceQuote, publicQuote } from './resignation-quote';
import { presentResignation, presentSummary } from './resignations.presenter';
import {
  findResignation,
  findResignationWithMember,
  listPendingResignations,
  lockMemberRow,
  moveResignation,
  type ResignationRow,
} from './resignations.repository';

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const missing = () => notFound('Pengajuan keluar tidak ditemukan');

export async function listResignationQueue(db: Database): Promise<AdminResignationSummary[]> {
  return (await listPendingResignations(db)).map(presentSummary);
}

/** One request with today's recomputed quote while it is pending (what approving would book now). */
export async function getResignationDetail(db: Database, id: number): Promise<AdminResignationDetail> {
  const row = await findResignationWithMember(db, id);
  if (!row) throw missing();
  const member = await findMemberById(db, row.resignation.memberId);
  const quote =
    row.resignation.status === 'PENDING' && member
      ? publicQuote(await buildClearanceQuote(db, member))
      : null;
  return { ...presentSummary(row), request: presentResignation(row.resignation), quote };
}

/** Locks the member, then the request (the lock order of every writer), and checks it is still pending. */
async function lockPending(tx: Tx, id: number) {
  const unlocked = await findResignation(tx, id);
  if (!unlocked) throw missing();
  const member = await lockMemberRow(tx, unlocked.memberId);
  const row = await findResignation(tx, id);
  if (!row || !member) throw missing();
  if (row.status !== 'PENDING') throw conflict(RESIGNATION_MESSAGES.ALREADY_DECIDED);
  return { row, member };
}

/**
 * Approves a resignation in one transaction under the member's lock: recompute today's clearance (refused while
 * something is in progress or savings do not cover the loans), credit unpaid SHU, take every savings kind to 0,
 * settle each running loan from it as a confirmed early settlement, record the payout to the payroll account,
 * close the account and end its sessions, tell the member and audit it. A second approval finds the request
 * decided (conditional update) and changes nothing. The member's own staff account never decides it (403).
 */
export async function approveResignation(db: Database, staff: StaffRow, id: number) {
  return db.transaction(async (tx) => {
    const { row, member } = await lockPending(tx, id);
    await refuseOwnDecision(tx, staff.id, 'request', member.id);
    const quote = await buildClearanceQuote(tx, member);
    if (quote.blockedReason) throw conflict(quote.blockedReason);
    if (quote.shortfall > 0) throw conflict(shortfallMessage(formatRupiah(quote.shortfall)));
    if (quote.payout > 0 && !member.payrollAccountNo) {
      throw conflict(
        'Rekening payroll anggota belum tercatat. Lengkapi data rekening anggota sebelum menyetujui.',
      );
    }
    const refunded = await refundAllSavings(tx, member.id, id);
    const settled = [];
    for (const agreementId of quote.loanIds) {
      const loan = await settleFromSavings(tx, agreementId, staff.id);
      if (loan) settled.push(loan);
    }
    const loansTotal = settled.reduce((sum, loan) => sum + loan.settlementAmount, 0);
    const payout = refunded.total - loansTotal;
    if (payout !== quote.payout) throw conflict(RESIGNATION_MESSAGES.QUOTE_CHANGED);
    const moved = await moveResignation(tx, id, 'PENDING', {
      status: 'APPROVED',
      decidedByStaffId: staff.id,
      decidedAt: new Date(),
      payoutAmount: payout,
      payoutDate: todayInJakarta(),
      payoutAccountNo: member.payrollAccountNo,
      payoutAccountName: member.payrollAccountName,
      refundedSavings: {
        pokok: refunded.pokok,
        wajib: refunded.wajib,
        sukarela: refunded.sukarela,
        shu: quote.savings.unpaidShu,
      },
      settledLoans: settled.map(({ agreementNo, principal, interest, settlementAmount }) => ({
        agreementNo,
        principal,
        interest,
        settlementAmount,
      })),
    });
    if (!moved) throw conflict(RESIGNATION_MESSAGES.ALREADY_DECIDED);
    const unpaidShu = quote.savings.unpaidShu;
    await postEntry(tx, {
      date: todayInJakarta(),
      description: `Keluar dari keanggotaan: pengembalian simpanan (pengajuan #${id})`,
      source: 'resignation',
      sourceId: String(id),
      eventKey: `resignation:${id}`,
      actor: `staff:${staff.id}`,
      // The unpaid SHU was credited to sukarela just before it was taken out with the rest of it.
      lines: clearancePosting({
        pokok: refunded.pokok,
        wajib: refunded.wajib,
        sukarela: refunded.sukarela - unpaidShu,
        unpaidShu,
        loans: settled,
        payout,
        shortfall: 0,
      }),
    });
    await notifyMember(tx, member, {
      header: 'KELUAR',
      description: approvalNotice(moved, settled.length),
      applicationId: null,
    });
    await closeMemberAccount(tx, member.id);
    await revokeAllSessions(tx, 'member', member.id);
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'approve-resignation',
      entity: 'resignation',
      entityId: id,
      before: { status: row.status, quotedPayout: row.quotedPayout },
      after: { status: moved.status, refunded, settledLoans: moved.settledLoans, payout },
    });
    return presentResignation(moved);
  });
}

/**
 * The approval notice (and its e-mail): what was booked, and where the closing statement is — the archive the
 * former member signs in to with the same NIK and password until the access window ends (ADR 0017).
 */
function approvalNotice(row: ResignationRow, loanCount: number) {
  const loans = loanCount > 0 ? ` ${loanCount} pinjaman Anda telah dilunasi dari simpanan.` : '';
  const until = formatDate(formerAccessUntil(row.payoutDate ?? todayInJakarta()));
  return `Pengunduran diri Anda dari koperasi telah disetujui.${loans} Sisa simpanan ${formatRupiah(row.payoutAmount ?? 0)} dibayarkan ke rekening ${row.payoutAccountNo ?? '-'} pada ${formatDate(row.payoutDate ?? '')}. Akun portal Anda kini ditutup untuk transaksi. Surat Keterangan Keluar Anggota (rincian simpanan yang dikembalikan dan pinjaman yang dilunasi), surat keterangan lunas, rekening simpanan, slip SHU dan data pribadi Anda tetap dapat diunduh: masuk ke portal dengan NIK dan password Anda sampai ${until}.`;
}

/** FINANCE refuses with a reason (never the member's own staff account); the member may ask again later. */
export async function rejectResignation(db: Database, staff: StaffRow, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const { row, member } = await lockPending(tx, id);
    await refuseOwnDecision(tx, staff.id, 'request', member.id);
    const moved = await moveResignation(tx, id, 'PENDING', {
      status: 'REJECTED',
      rejectReason: reason,
      decidedByStaffId: staff.id,
      decidedAt: new Date(),
    });
    if (!moved) throw conflict(RESIGNATION_MESSAGES.ALREADY_DECIDED);
    await notifyMember(tx, member, {
      header: 'KELUAR_TOLAK',
      description: `Pengajuan keluar dari koperasi ditolak: ${reason}.`,
      applicationId: null,
    });
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'reject-resignation',
      entity: 'resignation',
      entityId: id,
      before: { status: row.status },
      after: { status: moved.status, reason },
    });
    return presentResignation(moved);
  });
}
