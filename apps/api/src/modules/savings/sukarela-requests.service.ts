import {
  ErrorCode,
  formatRupiah,
  RESIGNATION_MESSAGES,
  SAVINGS_PROOF_MAX_BYTES,
  type SavingsDepositRequest,
  type SavingsWithdrawalRequest,
  transitionWithdrawal,
  type WithdrawalStatus,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { AppError, forbidden, notFound, requireOwn } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { findReplay, type IdempotentRequest, idempotencyColumns } from '../../plugins/idempotency';
import { prepareUpload, storeFile } from '../../plugins/uploads';
import { refuseWhileResignationPending } from '../resignations/pending-resignation';
import { presentDeposit, presentWithdrawal } from './savings.presenter';
import { getBalances } from './savings.service';
import { lockMemberForSavings, readSukarelaPosition } from './savings-ledger.repository';
import {
  findDepositByKey,
  findWithdrawal,
  findWithdrawalByKey,
  insertDeposit,
  insertWithdrawal,
  moveWithdrawal,
} from './savings-requests.repository';

/** A photo of the transfer or the bank's PDF receipt (checked by its bytes, kept as sent). */
const PROOF_RULE = {
  accepts: 'photo-or-pdf' as const,
  maxBytes: SAVINGS_PROOF_MAX_BYTES,
  tooLargeMessage: 'Bukti transfer terlalu besar, maksimal 5 Mb',
  resize: 'thumbnail' as const,
};

export const DEPOSIT_SUBMITTED = 'Setoran berhasil dikirim dan menunggu konfirmasi petugas';
export const WITHDRAWAL_SUBMITTED = 'Pengajuan penarikan berhasil dikirim';
export const WITHDRAWAL_CANCELLED = 'Pengajuan penarikan dibatalkan';

const memberGone = () => notFound('Anggota tidak ditemukan');

/**
 * POST /Simpanan/Sukarela/Setor: the member reports a transfer with its proof; FINANCE confirms it later, and only
 * then is it booked. The same Idempotency-Key with the same request answers the first deposit again (a retried
 * upload is not a second one); with another request it is refused.
 */
export async function submitDeposit(
  db: Database,
  member: MemberRow,
  body: SavingsDepositRequest,
  idempotency: IdempotentRequest | undefined,
) {
  if (body.NIK !== member.nik) throw forbidden();
  // The transfer date's window (not after today, at most 90 days back) is the request schema's.
  const image = await prepareUpload(body.BuktiTransfer, PROOF_RULE);
  const deposit = await db.transaction(async (tx) => {
    const locked = await lockMemberForSavings(tx, member.id);
    if (!locked?.isActive) throw memberGone();
    const earlier = await findReplay(idempotency, (key) => findDepositByKey(tx, member.id, key));
    if (earlier) return earlier;
    const proofFileId = await storeFile(tx, image, { kind: 'member', id: member.id, purpose: 'PROOF' });
    const created = await insertDeposit(tx, {
      memberId: member.id,
      amount: body.Jumlah,
      transferDate: body.TanggalTransfer,
      proofFileId,
      note: body.Catatan || null,
      ...idempotencyColumns(idempotency),
    });
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'submit-savings-deposit',
      entity: 'savings-deposit',
      entityId: created.id,
      after: { amount: created.amount, transferDate: created.transferDate },
    });
    return created;
  });
  return { setoran: presentDeposit(deposit), saldo: await getBalances(db, member.id) };
}

/**
 * POST /Simpanan/Sukarela/Tarik: under the member's row lock, the amount must fit in the sukarela balance less
 * what earlier withdrawals still reserve; the new request then reserves its own amount until it is paid or closed.
 * Concurrent requests queue on the lock, so together they never reserve more than the balance.
 */
export async function requestWithdrawal(
  db: Database,
  member: MemberRow,
  body: SavingsWithdrawalRequest,
  idempotency: IdempotentRequest | undefined,
) {
  if (body.NIK !== member.nik) throw forbidden();
  const withdrawal = await db.transaction(async (tx) => {
    const locked = await lockMemberForSavings(tx, member.id);
    if (!locked?.isActive) throw memberGone();
    const earlier = await findReplay(idempotency, (key) => findWithdrawalByKey(tx, member.id, key));
    if (earlier) return earlier;
    await refuseWhileResignationPending(tx, member.id, RESIGNATION_MESSAGES.PENDING_BLOCKS_WITHDRAWAL);
    if (!locked.payrollAccountNo) {
      throw new AppError(
        ErrorCode.CONFLICT,
        'Rekening payroll Anda belum terdaftar. Hubungi koperasi sebelum menarik simpanan.',
      );
    }
    const { balance, reserved } = await readSukarelaPosition(tx, member.id);
    if (body.Jumlah > balance - reserved) {
      throw new AppError(
        ErrorCode.CONFLICT,
        `Saldo sukarela yang dapat ditarik ${formatRupiah(Math.max(0, balance - reserved))}`,
      );
    }
    const created = await insertWithdrawal(tx, {
      memberId: member.id,
      amount: body.Jumlah,
      accountNo: locked.payrollAccountNo,
      accountName: locked.payrollAccountName,
      ...idempotencyColumns(idempotency),
    });
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'request-savings-withdrawal',
      entity: 'savings-withdrawal',
      entityId: created.id,
      after: { amount: created.amount, balance, reserved: reserved + created.amount },
    });
    return created;
  });
  return { penarikan: presentWithdrawal(withdrawal), saldo: await getBalances(db, member.id) };
}

/** POST /Simpanan/Sukarela/Tarik/{id}/Batal: the member withdraws a request FINANCE has not approved yet. */
export async function cancelWithdrawal(db: Database, member: MemberRow, withdrawalId: number) {
  const withdrawal = await db.transaction(async (tx) => {
    await lockMemberForSavings(tx, member.id);
    const row = requireOwn(
      await findWithdrawal(tx, withdrawalId),
      (found) => found.memberId,
      member.id,
      'Pengajuan penarikan tidak ditemukan',
    );
    const move = transitionWithdrawal(row.status as WithdrawalStatus, 'CANCEL', 'MEMBER');
    if (!move.ok) {
      throw new AppError(ErrorCode.CONFLICT, 'Penarikan yang sudah disetujui tidak dapat dibatalkan');
    }
    const moved = await moveWithdrawal(tx, row.id, row.status, {
      status: move.status,
      closedAt: new Date(),
    });
    if (!moved) throw new AppError(ErrorCode.CONFLICT, 'Status penarikan sudah berubah. Muat ulang halaman.');
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'cancel-savings-withdrawal',
      entity: 'savings-withdrawal',
      entityId: row.id,
      before: { status: row.status },
      after: { status: moved.status },
    });
    return moved;
  });
  return { penarikan: presentWithdrawal(withdrawal), saldo: await getBalances(db, member.id) };
}
