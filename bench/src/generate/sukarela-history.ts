/**
 * A saver's sukarela history month by month (savings.ts tells the rest): deposits FINANCE confirmed or rejected,
 * withdrawals paid, rejected or cancelled, each booked in date order with its running balance and its notice.
 */
import { addDays, dayOf, type MonthIndex, monthIndexOf } from './dates';
import type { GeneratedMember } from './members';
import type { Random } from './random';
import {
  bookLedger,
  type DepositPlan,
  type LedgerChain,
  noticeSavings,
  type WithdrawalPlan,
  writeDeposit,
  writeWithdrawal,
} from './savings-rows';
import type { StoryContext } from './story-context';

/** How often a saver deposits, per month, and the amount they usually deposit (Rupiah). */
const DEPOSIT_CHANCES = [0.08, 0.15, 0.3, 0.5];
export const USUAL_DEPOSITS = [50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000];
const WITHDRAWAL_CHANCE = 0.07;
/** The smallest sukarela movement the portal accepts (SAVINGS_TRANSACTION_MIN); amounts are whole 10,000s. */
export const STEP = 10_000;
const DEPOSIT_REJECTIONS = ['Dana belum diterima di rekening koperasi', 'Bukti transfer tidak terbaca'];
const WITHDRAWAL_REJECTION = 'Nama rekening payroll tidak sesuai data HR';

/** A member while their savings story is told, with where their sukarela ledger stands. */
export type Saver = GeneratedMember & { sukarela: LedgerChain };

export const roundDown = (amount: number) => Math.floor(amount / STEP) * STEP;

/** Every month from a while after joining (or go-live) to last month, or the month before leaving. */
export function saveMonthly(ctx: StoryContext, saver: Saver, random: Random) {
  const { calendar } = ctx;
  const { resignedOn } = saver.facts;
  const lastMonth = resignedOn ? monthIndexOf(resignedOn) - 1 : calendar.current - 1;
  const depositChance = random.pick(DEPOSIT_CHANCES);
  const usual = random.pick(USUAL_DEPOSITS);
  const firstMonth = Math.max(monthIndexOf(saver.joinDate) + 1, calendar.windowStart) + random.int(0, 12);
  for (let month = firstMonth; month <= lastMonth; month += 1) {
    const deposit = random.chance(depositChance) ? planDeposit(random, month, usual) : null;
    const withdrawal = random.chance(WITHDRAWAL_CHANCE) ? planWithdrawal(random, month) : null;
    bookMonth(ctx, saver, deposit, withdrawal);
  }
}

/** A transfer in the first weeks of the month, reported within 2 days, decided 1-3 days later (by the 23rd). */
function planDeposit(random: Random, month: MonthIndex, usual: number): DepositPlan {
  const transferDate = dayOf(month, random.int(1, 18));
  const submittedOn = addDays(transferDate, random.int(0, 2));
  const decidedOn = addDays(submittedOn, random.int(1, 3));
  const isRejected = random.chance(0.04);
  return {
    amount: Math.max(STEP, Math.round((usual * random.pick([0.5, 1, 1, 1, 2])) / STEP) * STEP),
    transferDate,
    submittedOn,
    decidedOn,
    status: isRejected ? 'REJECTED' : 'CONFIRMED',
    ...(isRejected ? { reason: random.pick(DEPOSIT_REJECTIONS) } : {}),
    note: random.chance(0.2) ? 'Tabungan bulanan' : null,
  };
}

type WithdrawalIntent = { share: number; plan: Omit<WithdrawalPlan, 'amount'> };

/** Asked by the 22nd, approved the next day and paid within 2 more (by the 25th); a few rejected or cancelled. */
function planWithdrawal(random: Random, month: MonthIndex): WithdrawalIntent {
  const requestedOn = dayOf(month, random.int(1, 22));
  const approvedOn = addDays(requestedOn, 1);
  const share = random.pick([0.25, 0.5, 0.75, 1]);
  const outcome = random.weighted([
    ['PAID', 92],
    ['REJECTED', 4],
    ['CANCELLED', 4],
  ] as const);
  if (outcome === 'PAID') {
    return {
      share,
      plan: { status: 'PAID', requestedOn, approvedOn, paidOn: addDays(approvedOn, random.int(0, 2)) },
    };
  }
  if (outcome === 'CANCELLED')
    return { share, plan: { status: 'CANCELLED', requestedOn, closedOn: requestedOn } };
  const wasApproved = random.chance(0.5);
  return {
    share,
    plan: {
      status: 'REJECTED',
      requestedOn,
      ...(wasApproved ? { approvedOn } : {}),
      closedOn: wasApproved ? addDays(approvedOn, 1) : approvedOn,
      reason: WITHDRAWAL_REJECTION,
    },
  };
}

type Event = { on: string; hour: number; book: () => void };

/**
 * One month's requests, booked in date order. A withdrawal asks for a share of what was booked before it was
 * asked, so whichever of the month's bookings comes first, the balance stays at or above 0.
 */
function bookMonth(
  ctx: StoryContext,
  saver: Saver,
  deposit: DepositPlan | null,
  withdrawal: WithdrawalIntent | null,
) {
  const events: Event[] = [];
  if (deposit) events.push(depositEvent(ctx, saver, deposit));
  const confirmedBefore = (on: string) =>
    deposit?.status === 'CONFIRMED' && (deposit.decidedOn as string) < on ? deposit.amount : 0;
  if (withdrawal) {
    const seen = saver.sukarela.balance + confirmedBefore(withdrawal.plan.requestedOn);
    const amount = roundDown(seen * withdrawal.share);
    if (amount >= STEP) events.push(withdrawalEvent(ctx, saver, { ...withdrawal.plan, amount }));
  }
  events.sort((a, b) => a.on.localeCompare(b.on) || a.hour - b.hour);
  for (const event of events) event.book();
}

function depositEvent(ctx: StoryContext, saver: Saver, plan: DepositPlan): Event {
  const { id } = saver.facts;
  const decidedOn = plan.decidedOn as string;
  const { formatRupiah: rupiah, formatDate } = ctx.domain;
  const what = `Setoran simpanan sukarela ${rupiah(plan.amount)} (transfer ${formatDate(plan.transferDate)})`;
  return {
    on: decidedOn,
    hour: 11,
    book: () => {
      const depositId = writeDeposit(ctx, id, plan);
      if (plan.status === 'REJECTED') {
        const text = `${what} ditolak: ${plan.reason}.`;
        noticeSavings(ctx, id, { header: 'SETOR_TOLAK', text, on: decidedOn, hour: 11 });
        return;
      }
      const balance = bookLedger(ctx, id, saver.sukarela, {
        reason: 'SETORAN',
        delta: plan.amount,
        ref: `deposit:${depositId}`,
        note: `transfer ${formatDate(plan.transferDate)}`,
        on: decidedOn,
        hour: 11,
      });
      const text = `${what} telah diterima. Saldo sukarela Anda kini ${rupiah(balance)}.`;
      noticeSavings(ctx, id, { header: 'SETOR', text, on: decidedOn, hour: 11 });
    },
  };
}

export function withdrawalEvent(ctx: StoryContext, saver: Saver, plan: WithdrawalPlan): Event {
  const { id } = saver.facts;
  const amount = ctx.domain.formatRupiah(plan.amount);
  const on = plan.paidOn ?? plan.closedOn ?? plan.requestedOn;
  return {
    on,
    hour: 14,
    book: () => {
      const withdrawalId = writeWithdrawal(ctx, id, saver.account, plan);
      if (plan.status === 'REJECTED') {
        const text = `Penarikan simpanan sukarela ${amount} ditolak: ${plan.reason}. Dana kembali dapat ditarik.`;
        noticeSavings(ctx, id, { header: 'TARIK_TOLAK', text, on, hour: 13 });
      }
      if (plan.status !== 'PAID') return;
      bookLedger(ctx, id, saver.sukarela, {
        reason: 'PENARIKAN',
        delta: -plan.amount,
        ref: `withdrawal:${withdrawalId}`,
        note: `ke rekening ${saver.account.no}`,
        on,
        hour: 14,
      });
      const text = `Penarikan simpanan sukarela ${amount} telah ditransfer ke rekening payroll ${saver.account.no}.`;
      noticeSavings(ctx, id, { header: 'TARIK', text, on, hour: 14 });
    },
  };
}
