import { addDays } from './calendar';
import { formatDate } from './date-format';
import { ErrorCode } from './errors';

/**
 * The two sukarela requests as state machines (docs/product/savings.md), in the shape of settlement.ts. The
 * server applies a move with a conditional UPDATE on the old status under the member's row lock.
 *
 * Deposit (setoran):    PENDING --CONFIRM--> CONFIRMED (booked in the ledger)
 *                       PENDING --REJECT---> REJECTED
 * Withdrawal (tarik):   PENDING --APPROVE--> APPROVED --PAY--> PAID (booked in the ledger)
 *                       PENDING|APPROVED --REJECT--> REJECTED;  PENDING --CANCEL (member)--> CANCELLED
 */

export type SavingsActor = 'MEMBER' | 'FINANCE';
type Refusal = {
  ok: false;
  code: typeof ErrorCode.CONFLICT | typeof ErrorCode.FORBIDDEN;
  message: string;
};
export type SavingsTransition<S> = { ok: true; status: S } | Refusal;

export const DEPOSIT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_EVENTS = ['CONFIRM', 'REJECT'] as const;
export type DepositEvent = (typeof DEPOSIT_EVENTS)[number];

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_EVENTS = ['APPROVE', 'PAY', 'REJECT', 'CANCEL'] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

const DEPOSIT_MOVES: Readonly<Record<DepositStatus, Partial<Record<DepositEvent, DepositStatus>>>> = {
  PENDING: { CONFIRM: 'CONFIRMED', REJECT: 'REJECTED' },
  CONFIRMED: {},
  REJECTED: {},
};
const WITHDRAWAL_MOVES: Readonly<
  Record<WithdrawalStatus, Partial<Record<WithdrawalEvent, WithdrawalStatus>>>
> = {
  PENDING: { APPROVE: 'APPROVED', REJECT: 'REJECTED', CANCEL: 'CANCELLED' },
  APPROVED: { PAY: 'PAID', REJECT: 'REJECTED' },
  PAID: {},
  REJECTED: {},
  CANCELLED: {},
};

/** Who may fire each event: FINANCE decides; the member may only cancel a withdrawal not yet approved. */
export const WITHDRAWAL_EVENT_ACTOR: Readonly<Record<WithdrawalEvent, SavingsActor>> = {
  APPROVE: 'FINANCE',
  PAY: 'FINANCE',
  REJECT: 'FINANCE',
  CANCEL: 'MEMBER',
};

const forbiddenMove: Refusal = {
  ok: false,
  code: ErrorCode.FORBIDDEN,
  message: 'Anda tidak berhak melakukan aksi ini',
};

/** Next deposit status, or CONFLICT for a move the table does not allow; FORBIDDEN when a member tries. */
export function transitionDeposit(
  status: DepositStatus,
  event: DepositEvent,
  actor?: SavingsActor,
): SavingsTransition<DepositStatus> {
  if (actor && actor !== 'FINANCE') return forbiddenMove;
  const next = DEPOSIT_MOVES[status]?.[event];
  if (!next) return { ok: false, code: ErrorCode.CONFLICT, message: 'Setoran ini sudah diproses' };
  return { ok: true, status: next };
}

/** Next withdrawal status, or CONFLICT for an illegal move; FORBIDDEN when the actor may not fire the event. */
export function transitionWithdrawal(
  status: WithdrawalStatus,
  event: WithdrawalEvent,
  actor?: SavingsActor,
): SavingsTransition<WithdrawalStatus> {
  if (actor && WITHDRAWAL_EVENT_ACTOR[event] !== actor) return forbiddenMove;
  const next = WITHDRAWAL_MOVES[status]?.[event];
  if (!next) {
    return { ok: false, code: ErrorCode.CONFLICT, message: 'Penarikan ini sudah diproses' };
  }
  return { ok: true, status: next };
}

/** Withdrawals that still hold their amount back from the available balance. */
export const RESERVING_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'APPROVED'];

/** True while a withdrawal reserves its amount (requested or approved, not yet paid). */
export function isWithdrawalReserving(status: WithdrawalStatus): boolean {
  return RESERVING_WITHDRAWAL_STATUSES.includes(status);
}

const DEPOSIT_LABELS: Record<DepositStatus, string> = {
  PENDING: 'Menunggu konfirmasi',
  CONFIRMED: 'Diterima',
  REJECTED: 'Ditolak',
};
const WITHDRAWAL_LABELS: Record<WithdrawalStatus, string> = {
  PENDING: 'Diajukan',
  APPROVED: 'Disetujui, menunggu transfer',
  PAID: 'Dibayar',
  REJECTED: 'Ditolak',
  CANCELLED: 'Dibatalkan',
};

/** Indonesian label of a deposit status. */
export function describeDepositStatus(status: DepositStatus): string {
  return DEPOSIT_LABELS[status];
}

/** Indonesian label of a withdrawal status. */
export function describeWithdrawalStatus(status: WithdrawalStatus): string {
  return WITHDRAWAL_LABELS[status];
}

/** Notification headers (LogHeader) of savings and SHU news; their labels and pages are in NOTICE_KINDS. */
export const SAVINGS_NOTICES = {
  DEPOSIT_CONFIRMED: 'SETOR',
  DEPOSIT_REJECTED: 'SETOR_TOLAK',
  WITHDRAWAL_PAID: 'TARIK',
  WITHDRAWAL_REJECTED: 'TARIK_TOLAK',
  SHU_CREDITED: 'SHU',
} as const;

/** Proof photos: bytes after base64 decoding (the portal sends a 400×350 JPEG of a few tens of KB). */
export const SAVINGS_PROOF_MAX_BYTES = 5_000_000;
export const SAVINGS_NOTE_MAX = 200;
export const SAVINGS_REASON_MAX = 500;
/**
 * How many days before today (Jakarta) a reported transfer may be dated. FINANCE checks each report against the
 * cooperative's bank statement, which internet banking shows for about three months; an older transfer is a
 * matter for the office, not for the portal's form (and 1900-01-01 is a typing slip, not a transfer).
 */
export const SAVINGS_TRANSFER_MAX_AGE_DAYS = 90;

/** The first and last transfer date a deposit report may carry on `today` (ISO, Jakarta), both inclusive. */
export function transferDateWindow(today: string): { earliest: string; latest: string } {
  return { earliest: addDays(today, -SAVINGS_TRANSFER_MAX_AGE_DAYS), latest: today };
}

/** Why a transfer on `date` cannot be reported on `today` (ISO dates, Jakarta), or '' when it can. */
export function checkTransferDate(date: string, today: string): string {
  const { earliest, latest } = transferDateWindow(today);
  if (date > latest) return 'Tanggal transfer tidak boleh setelah hari ini';
  if (date < earliest) {
    return `Tanggal transfer paling lama ${SAVINGS_TRANSFER_MAX_AGE_DAYS} hari yang lalu (sejak ${formatDate(earliest)})`;
  }
  return '';
}
