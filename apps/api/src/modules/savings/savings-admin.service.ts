import {
  type AdminSavingsDeposit,
  type AdminSavingsWithdrawal,
  type AuditAction,
  type DepositEvent,
  type DepositStatus,
  ErrorCode,
  formatDate,
  formatRupiah,
  SAVINGS_NOTICES,
  sukarelaDepositPosting,
  todayInJakarta,
  transitionDeposit,
  transitionWithdrawal,
  type WithdrawalEvent,
  type WithdrawalStatus,
  withdrawalPosting,
} from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { files } from '../../db/schema';
import type { StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { postEntry } from '../ledger/ledger.service';
import { notifyMember } from '../notifications/notifications.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import { appendLedgerRow, lockMemberForSavings, readSukarelaPosition } from './savings-ledger.repository';
import {
  findDeposit,
  findWithdrawal,
  listDepositQueue,
  listWithdrawalQueue,
  moveDeposit,
  moveWithdrawal,
} from './savings-requests.repository';

const DEPOSIT_AUDIT_ACTIONS: Readonly<Record<DepositEvent, AuditAction>> = {
  CONFIRM: 'savings-deposit-confirm',
  REJECT: 'savings-deposit-reject',
};
const WITHDRAWAL_AUDIT_ACTIONS: Readonly<Record<Exclude<WithdrawalEvent, 'CANCEL'>, AuditAction>> = {
  APPROVE: 'savings-withdrawal-approve',
  PAY: 'savings-withdrawal-pay',
  REJECT: 'savings-withdrawal-reject',
};

const alreadyDecided = () =>
  new AppError(ErrorCode.CONFLICT, 'Pengajuan ini sudah diproses. Muat ulang halaman.');

/** FINANCE's deposits to confirm, oldest first, each with its proof and the member's sukarela balance. */
export async function listDepositsToConfirm(db: Database): Promise<AdminSavingsDeposit[]> {
  return (await listDepositQueue(db, ['PENDING'])).map(({ deposit, nik, name, sukarela }) => ({
    id: deposit.id,
    memberId: deposit.memberId,
    nik,
    name,
    amount: deposit.amount,
    transferDate: deposit.transferDate,
    note: deposit.note,
    status: deposit.status as DepositStatus,
    requestedAt: deposit.createdAt.toISOString(),
    sukarelaBalance: Number(sukarela),
    proofUrl: `/api/v1/admin/savings/deposits/${deposit.id}/proof`,
  }));
}

/** FINANCE's withdrawals to approve (PENDING) and to pay (APPROVED), oldest first. */
export async function listWithdrawalsToPay(db: Database): Promise<AdminSavingsWithdrawal[]> {
  const rows = await listWithdrawalQueue(db, ['PENDING', 'APPROVED']);
  return rows.map(({ withdrawal, nik, name, sukarela, reserved }) => ({
    id: withdrawal.id,
    memberId: withdrawal.memberId,
    nik,
    name,
    amount: withdrawal.amount,
    status: withdrawal.status as WithdrawalStatus,
    accountNo: withdrawal.accountNo,
    accountName: withdrawal.accountName,
    requestedAt: withdrawal.createdAt.toISOString(),
    sukarelaBalance: Number(sukarela),
    reserved: Number(reserved),
  }));
}

/** The proof picture of a deposit (FINANCE only). */
export async function readDepositProof(db: Database, depositId: number) {
  const deposit = await findDeposit(db, depositId);
  if (!deposit) throw notFound('Setoran tidak ditemukan');
  const [file] = await db.select().from(files).where(eq(files.id, deposit.proofFileId));
  if (!file) throw notFound('Bukti transfer tidak ditemukan');
  return { data: file.data, mime: file.mime };
}

/** Locks the member first, then reads the request: the one lock order every savings writer uses. */
async function lockRequest<T extends { memberId: number }>(
  tx: Tx,
  find: (tx: Tx, id: number) => Promise<T | undefined>,
  id: number,
  missing: string,
) {
  const unlocked = await find(tx, id);
  if (!unlocked) throw notFound(missing);
  await lockMemberForSavings(tx, unlocked.memberId);
  const row = await find(tx, id);
  if (!row) throw notFound(missing);
  return row;
}

/**
 * Confirms (the money arrived: booked to sukarela, once — ref deposit:<id>) or rejects a deposit, under the
 * member's lock, with the member told and the decision audited; never by the member's own staff account (403).
 */
export async function decideDeposit(
  db: Database,
  staff: StaffRow,
  depositId: number,
  action: { event: DepositEvent; reason?: string },
) {
  return db.transaction(async (tx) => {
    const deposit = await lockRequest(tx, findDeposit, depositId, 'Setoran tidak ditemukan');
    await refuseOwnDecision(tx, staff.id, 'request', deposit.memberId);
    const move = transitionDeposit(deposit.status as DepositStatus, action.event, 'FINANCE');
    if (!move.ok) throw alreadyDecided();
    const moved = await moveDeposit(tx, deposit.id, deposit.status, {
      status: move.status,
      reason: action.reason ?? null,
      decidedByStaffId: staff.id,
      decidedAt: new Date(),
    });
    if (!moved) throw alreadyDecided();
    const booked =
      move.status === 'CONFIRMED'
        ? await appendLedgerRow(tx, {
            memberId: deposit.memberId,
            kind: 'SUKARELA',
            reason: 'SETORAN',
            delta: deposit.amount,
            ref: `deposit:${deposit.id}`,
            note: `transfer ${formatDate(deposit.transferDate)}`,
          })
        : null;
    if (booked) {
      await postEntry(tx, {
        date: todayInJakarta(),
        description: `Setoran simpanan sukarela #${deposit.id}`,
        source: 'deposit',
        sourceId: String(deposit.id),
        eventKey: `deposit:${deposit.id}`,
        actor: `staff:${staff.id}`,
        lines: sukarelaDepositPosting(deposit.amount),
      });
    }
    await notifyMember(
      tx,
      { id: deposit.memberId },
      move.status === 'CONFIRMED'
        ? {
            header: SAVINGS_NOTICES.DEPOSIT_CONFIRMED,
            description: `Setoran simpanan sukarela ${formatRupiah(deposit.amount)} (transfer ${formatDate(deposit.transferDate)}) telah diterima. Saldo sukarela Anda kini ${formatRupiah(booked?.balanceAfter ?? 0)}.`,
            applicationId: null,
          }
        : {
            header: SAVINGS_NOTICES.DEPOSIT_REJECTED,
            description: `Setoran simpanan sukarela ${formatRupiah(deposit.amount)} (transfer ${formatDate(deposit.transferDate)}) ditolak: ${action.reason}.`,
            applicationId: null,
          },
    );
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: DEPOSIT_AUDIT_ACTIONS[action.event],
      entity: 'savings-deposit',
      entityId: deposit.id,
      before: { status: deposit.status },
      after: { status: moved.status, reason: moved.reason, balanceAfter: booked?.balanceAfter ?? null },
    });
    return { id: moved.id, status: moved.status };
  });
}

/**
 * Approves, pays or rejects a withdrawal under the member's lock. Paying books the amount out of sukarela once
 * (ref withdrawal:<id>); the reservation made it fit, and the ledger's CHECK refuses a balance below 0 anyway.
 * The member's own staff account decides none of the steps (four eyes, 403).
 */
export async function decideWithdrawal(
  db: Database,
  staff: StaffRow,
  withdrawalId: number,
  action: { event: Exclude<WithdrawalEvent, 'CANCEL'>; reason?: string },
) {
  return db.transaction(async (tx) => {
    const withdrawal = await lockRequest(tx, findWithdrawal, withdrawalId, 'Penarikan tidak ditemukan');
    await refuseOwnDecision(tx, staff.id, 'request', withdrawal.memberId);
    const move = transitionWithdrawal(withdrawal.status as WithdrawalStatus, action.event, 'FINANCE');
    if (!move.ok) throw alreadyDecided();
    const now = new Date();
    const moved = await moveWithdrawal(tx, withdrawal.id, withdrawal.status, {
      status: move.status,
      reason: action.reason ?? null,
      decidedByStaffId: staff.id,
      ...(move.status === 'APPROVED' ? { approvedAt: now } : {}),
      ...(move.status === 'PAID' ? { paidAt: now } : {}),
      ...(move.status === 'REJECTED' ? { closedAt: now } : {}),
    });
    if (!moved) throw alreadyDecided();
    let balanceAfter: number | null = null;
    if (move.status === 'PAID') {
      const { balance } = await readSukarelaPosition(tx, withdrawal.memberId);
      if (balance < withdrawal.amount) {
        throw new AppError(ErrorCode.CONFLICT, 'Saldo sukarela anggota tidak mencukupi untuk penarikan ini');
      }
      ({ balanceAfter } = await appendLedgerRow(tx, {
        memberId: withdrawal.memberId,
        kind: 'SUKARELA',
        reason: 'PENARIKAN',
        delta: -withdrawal.amount,
        ref: `withdrawal:${withdrawal.id}`,
        note: withdrawal.accountNo ? `ke rekening ${withdrawal.accountNo}` : null,
      }));
      await postEntry(tx, {
        date: todayInJakarta(),
        description: `Penarikan simpanan sukarela #${withdrawal.id}`,
        source: 'withdrawal',
        sourceId: String(withdrawal.id),
        eventKey: `withdrawal:${withdrawal.id}`,
        actor: `staff:${staff.id}`,
        lines: withdrawalPosting(withdrawal.amount),
      });
    }
    const note = noticeOfWithdrawal(move.status, withdrawal, action.reason);
    if (note) await notifyMember(tx, { id: withdrawal.memberId }, { ...note, applicationId: null });
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: WITHDRAWAL_AUDIT_ACTIONS[action.event],
      entity: 'savings-withdrawal',
      entityId: withdrawal.id,
      before: { status: withdrawal.status },
      after: { status: moved.status, reason: moved.reason, balanceAfter },
    });
    return { id: moved.id, status: moved.status };
  });
}

function noticeOfWithdrawal(
  status: WithdrawalStatus,
  withdrawal: { amount: number; accountNo: string | null },
  reason: string | undefined,
) {
  if (status === 'PAID') {
    return {
      header: SAVINGS_NOTICES.WITHDRAWAL_PAID,
      description:
        `Penarikan simpanan sukarela ${formatRupiah(withdrawal.amount)} telah ditransfer ke rekening payroll ${withdrawal.accountNo ?? ''}.`.replace(
          ' .',
          '.',
        ),
    };
  }
  if (status === 'REJECTED') {
    return {
      header: SAVINGS_NOTICES.WITHDRAWAL_REJECTED,
      description: `Penarikan simpanan sukarela ${formatRupiah(withdrawal.amount)} ditolak: ${reason}. Dana kembali dapat ditarik.`,
    };
  }
  return null;
}
