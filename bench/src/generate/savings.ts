/**
 * A member's savings (docs/product/savings.md). Wajib is the contributions ledger the members step
 * already plans, so nothing here repeats it. Pokok: paid on joining, refunded on leaving. Sukarela, for about a
 * quarter of the members: deposits by transfer that FINANCE confirmed (a few rejected), now and then a withdrawal
 * paid to the payroll account (a few rejected or cancelled), every booking chained with its running balance, which
 * never goes below 0; a member who left withdrew everything first. Today some deposits wait for FINANCE and some
 * withdrawals wait to be approved or paid, reserving their amount. No jasa rows: the seeded yearly rate is 0 %, and
 * SHU stays unposted (no year, no shares), for the tests and the e2e to post.
 */
import { addDays, dayOf, jakartaTime } from './dates';
import type { GeneratedMember } from './members';
import type { Random } from './random';
import { bookLedger, type LedgerChain, writeDeposit, writeWithdrawal } from './savings-rows';
import type { StoryContext } from './story-context';
import {
  roundDown,
  type Saver,
  STEP,
  saveMonthly,
  USUAL_DEPOSITS,
  withdrawalEvent,
} from './sukarela-history';

const SAVER_SHARE = 0.25;
/** Requests still waiting today: deposits of savers and of first-time savers, withdrawals of savers. */
const PENDING_DEPOSIT_CHANCE = { saver: 0.05, other: 0.01 };
const OPEN_WITHDRAWAL_CHANCE = 0.05;

export function tellSavingsStory(ctx: StoryContext, member: GeneratedMember): void {
  if (!ctx.reference.hasSavings) return;
  const random = ctx.savingsRandom;
  const { facts, joinDate } = member;
  const pokok: LedgerChain = { kind: 'POKOK', seq: 0, balance: 0 };
  const amount = ctx.reference.settings.pokokAmount;
  // Members of the years before the portal were imported at go-live (their row's created_at), pokok dated the day
  // they paid it.
  const goLive = dayOf(ctx.calendar.windowStart, 1);
  if (amount > 0) {
    bookLedger(ctx, facts.id, pokok, {
      reason: 'POKOK_SETOR',
      delta: amount,
      ref: 'join',
      note: 'saat bergabung',
      on: joinDate,
      hour: 8,
      ...(joinDate < goLive ? { at: jakartaTime(goLive, 8) } : {}),
    });
  }
  const saver: Saver = { ...member, sukarela: { kind: 'SUKARELA', seq: 0, balance: 0 } };
  const saves = random.chance(SAVER_SHARE);
  if (saves) saveMonthly(ctx, saver, random);
  if (facts.resignedOn) {
    closeAccount(ctx, saver, facts.resignedOn);
    if (pokok.balance > 0) {
      bookLedger(ctx, facts.id, pokok, {
        reason: 'POKOK_KEMBALI',
        delta: -pokok.balance,
        ref: 'leave',
        note: 'saat keluar',
        on: facts.resignedOn,
        hour: 15,
      });
    }
    return;
  }
  openRequests(ctx, saver, saves, random);
}

/** Leaving: whatever sukarela is left is asked for, approved and paid on the day (pokok is refunded after it). */
function closeAccount(ctx: StoryContext, saver: Saver, resignedOn: string) {
  const { balance } = saver.sukarela;
  if (balance <= 0) return;
  withdrawalEvent(ctx, saver, {
    amount: balance,
    status: 'PAID',
    requestedOn: resignedOn,
    approvedOn: resignedOn,
    paidOn: resignedOn,
  }).book();
}

/** What waits for FINANCE today: a deposit reported in the last week, a withdrawal asked for or approved. */
function openRequests(ctx: StoryContext, saver: Saver, saves: boolean, random: Random) {
  const { today } = ctx.calendar;
  const { id } = saver.facts;
  if (random.chance(saves ? PENDING_DEPOSIT_CHANCE.saver : PENDING_DEPOSIT_CHANCE.other)) {
    const transferDate = addDays(today, -random.int(2, 7));
    writeDeposit(ctx, id, {
      amount: random.pick(USUAL_DEPOSITS),
      transferDate,
      submittedOn: addDays(transferDate, random.int(0, 1)),
      status: 'PENDING',
      note: null,
    });
  }
  const { balance } = saver.sukarela;
  if (!saves || balance < 5 * STEP || !random.chance(OPEN_WITHDRAWAL_CHANCE)) return;
  // Asked for within the balance, so what it reserves never exceeds it (the service's check on the request).
  const amount = roundDown(balance * random.pick([0.25, 0.5, 1]));
  const requestedOn = addDays(today, -random.int(2, 7));
  const isApproved = random.chance(0.4);
  writeWithdrawal(ctx, id, saver.account, {
    amount,
    status: isApproved ? 'APPROVED' : 'PENDING',
    requestedOn,
    ...(isApproved ? { approvedOn: addDays(requestedOn, 1) } : {}),
  });
}
