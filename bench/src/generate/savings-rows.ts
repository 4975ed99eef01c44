/**
 * The rows the savings services leave behind (apps/api/src/modules/savings), written the way they write them: a
 * ledger row chained after the member's last one of its kind (seq + 1, balance after), a deposit with its proof
 * file, a withdrawal to the payroll account, and the member's notice of each decision.
 */
import { addDays, jakartaTime } from './dates';
import { storeProof } from './settlements';
import type { StoryContext } from './story-context';

/** Where a member's ledger of one kind stands: its last seq and the balance that row left, Rupiah. */
export type LedgerChain = { kind: 'POKOK' | 'SUKARELA'; seq: number; balance: number };

export type Booking = {
  reason: 'POKOK_SETOR' | 'POKOK_KEMBALI' | 'SETORAN' | 'PENARIKAN';
  /** Rupiah, signed: a withdrawal or a refund is negative. */
  delta: number;
  ref: string;
  note: string | null;
  /** The Jakarta business date of the booking, and the hour it was made. */
  on: string;
  hour: number;
  /** When the row was written, if not on `on` at `hour` (a balance imported at go-live). */
  at?: string;
};

/** Appends one row after the chain's last; answers the balance it left (never below 0, as the CHECK demands). */
export function bookLedger(
  ctx: StoryContext,
  memberId: number,
  chain: LedgerChain,
  booking: Booking,
): number {
  const balance = chain.balance + booking.delta;
  if (balance < 0) throw new Error(`member ${memberId}: ${chain.kind} would go below 0 (${booking.ref})`);
  chain.seq += 1;
  chain.balance = balance;
  ctx.batch.savingsLedger.push({
    member_id: memberId,
    kind: chain.kind,
    reason: booking.reason,
    delta: booking.delta,
    balance_after: balance,
    seq: chain.seq,
    ref: booking.ref,
    note: booking.note,
    booked_on: booking.on,
    created_at: booking.at ?? jakartaTime(booking.on, booking.hour),
  });
  return balance;
}

export type DepositPlan = {
  amount: number;
  transferDate: string;
  submittedOn: string;
  status: 'PENDING' | 'CONFIRMED' | 'REJECTED';
  decidedOn?: string;
  reason?: string;
  note: string | null;
};

/** A deposit and its proof (every deposit has one, whatever FINANCE decided); answers its id. */
export function writeDeposit(ctx: StoryContext, memberId: number, plan: DepositPlan): number {
  const proofFileId = storeProof(ctx, memberId, plan.submittedOn, 19);
  ctx.ids.deposits += 1;
  ctx.batch.deposits.push({
    id: ctx.ids.deposits,
    member_id: memberId,
    amount: plan.amount,
    transfer_date: plan.transferDate,
    proof_file_id: proofFileId,
    note: plan.note,
    status: plan.status,
    reason: plan.reason ?? null,
    decided_by_staff_id: plan.decidedOn ? ctx.finance.id : null,
    decided_at: plan.decidedOn ? jakartaTime(plan.decidedOn, 11) : null,
    created_at: jakartaTime(plan.submittedOn, 19),
  });
  return ctx.ids.deposits;
}

export type WithdrawalPlan = {
  amount: number;
  status: 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED' | 'CANCELLED';
  requestedOn: string;
  approvedOn?: string;
  paidOn?: string;
  /** The day it was rejected or cancelled. */
  closedOn?: string;
  reason?: string;
};

/** A withdrawal to the member's payroll account as it was when asked; answers its id. */
export function writeWithdrawal(
  ctx: StoryContext,
  memberId: number,
  account: { no: string; name: string },
  plan: WithdrawalPlan,
): number {
  const decidedByFinance = plan.approvedOn || plan.paidOn || plan.status === 'REJECTED';
  ctx.ids.withdrawals += 1;
  ctx.batch.withdrawals.push({
    id: ctx.ids.withdrawals,
    member_id: memberId,
    amount: plan.amount,
    status: plan.status,
    account_no: account.no,
    account_name: account.name,
    reason: plan.reason ?? null,
    decided_by_staff_id: decidedByFinance ? ctx.finance.id : null,
    approved_at: plan.approvedOn ? jakartaTime(plan.approvedOn, 10) : null,
    paid_at: plan.paidOn ? jakartaTime(plan.paidOn, 14) : null,
    closed_at: plan.closedOn ? jakartaTime(plan.closedOn, 13) : null,
    created_at: jakartaTime(plan.requestedOn, 8),
  });
  return ctx.ids.withdrawals;
}

/** A savings notice (no application), read some days later unless it is recent, like the loan notices. */
export function noticeSavings(
  ctx: StoryContext,
  memberId: number,
  notice: { header: string; text: string; on: string; hour: number },
): void {
  const random = ctx.savingsRandom;
  const isOld = notice.on < addDays(ctx.calendar.today, -14);
  const isRead = random.chance(isOld ? 0.9 : 0.3);
  const readOn = addDays(notice.on, random.int(0, 3));
  ctx.batch.notifications.push({
    member_id: memberId,
    application_id: null,
    log_header: notice.header,
    log_desc: notice.text,
    log_date: jakartaTime(notice.on, notice.hour, random.int(0, 59)),
    read_at: isRead && readOn < ctx.calendar.today ? jakartaTime(readOn, 20) : null,
  });
}
