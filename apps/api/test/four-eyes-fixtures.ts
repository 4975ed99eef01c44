import { todayInJakarta } from '@kopkar/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import {
  agreements,
  applications,
  auditLog,
  contributions,
  dataRequests,
  instalments,
  members,
  notifications,
  payrollPeriods,
  pointsLedger,
  resignations,
  savingsDeposits,
  savingsLedger,
  savingsWithdrawals,
  settlements,
  shuShares,
  shuYears,
} from '../src/db/schema';
import { storeTestFile } from './data-request-factories';
import { createFundedLoan } from './factories';

/*
 * What the four-eyes walk (modules/staff/four-eyes.routes.test.ts) puts in front of a decision: a member's open
 * request in the state the route decides, written straight to the tables, and a snapshot of everything a decision
 * on that member could change.
 */

/** The `n` of a one-row count query. */
const total = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * Everything a decision on the member could change (rows and statuses of each of their requests, balances as the
 * ids of their ledger rows), plus what every decision leaves behind anywhere: an audit entry, a posted period or
 * year. Two equal snapshots mean the refused call wrote nothing.
 */
export async function snapshotOf(db: Database, memberId: number) {
  const of = (column: AnyPgColumn) => eq(column, memberId);
  return {
    member: await db
      .select({
        name: members.name,
        isActive: members.isActive,
        payrollAccountNo: members.payrollAccountNo,
      })
      .from(members)
      .where(eq(members.id, memberId)),
    savings: await db.select({ id: savingsLedger.id }).from(savingsLedger).where(of(savingsLedger.memberId)),
    contributions: await db
      .select({ id: contributions.id })
      .from(contributions)
      .where(of(contributions.memberId)),
    points: await db.select({ id: pointsLedger.id }).from(pointsLedger).where(of(pointsLedger.memberId)),
    shuShares: await db.select({ id: shuShares.id }).from(shuShares).where(of(shuShares.memberId)),
    deposits: await db
      .select({ id: savingsDeposits.id, status: savingsDeposits.status })
      .from(savingsDeposits)
      .where(of(savingsDeposits.memberId)),
    withdrawals: await db
      .select({ id: savingsWithdrawals.id, status: savingsWithdrawals.status })
      .from(savingsWithdrawals)
      .where(of(savingsWithdrawals.memberId)),
    settlements: await db
      .select({ id: settlements.id, status: settlements.status })
      .from(settlements)
      .where(of(settlements.memberId)),
    applications: await db
      .select({ id: applications.id, status: applications.status, step: applications.currentStep })
      .from(applications)
      .where(of(applications.memberId)),
    agreements: await db
      .select({ id: agreements.id, status: agreements.status })
      .from(agreements)
      .where(of(agreements.memberId)),
    paidRows: await total(
      db
        .select({ n: count() })
        .from(instalments)
        .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
        .where(and(of(agreements.memberId), isNotNull(instalments.paidDate))),
    ),
    resignations: await db
      .select({ id: resignations.id, status: resignations.status })
      .from(resignations)
      .where(of(resignations.memberId)),
    dataRequests: await db
      .select({ id: dataRequests.id, status: dataRequests.status })
      .from(dataRequests)
      .where(of(dataRequests.memberId)),
    notifications: await total(
      db.select({ n: count() }).from(notifications).where(of(notifications.memberId)),
    ),
    auditEntries: await total(db.select({ n: count() }).from(auditLog)),
    postedPeriods: await total(
      db.select({ n: count() }).from(payrollPeriods).where(isNotNull(payrollPeriods.postedAt)),
    ),
    postedShuYears: await total(db.select({ n: count() }).from(shuYears).where(isNotNull(shuYears.postedAt))),
  };
}

/** A sukarela balance of `amount`, booked today (the member's first sukarela row). */
export async function giveSukarela(db: Database, memberId: number, amount: number) {
  await db.insert(savingsLedger).values({
    memberId,
    kind: 'SUKARELA',
    reason: 'SETORAN',
    delta: amount,
    balanceAfter: amount,
    seq: 1,
    ref: 'deposit:four-eyes',
    bookedOn: todayInJakarta(),
  });
}

/** A sukarela deposit of Rp 50.000.000 waiting for FINANCE, with its proof. */
export async function pendingDeposit(db: Database, memberId: number) {
  const proofFileId = await storeTestFile(db, memberId, 'SUPPORTING');
  const [row] = await db
    .insert(savingsDeposits)
    .values({ memberId, amount: 50_000_000, transferDate: todayInJakarta(), proofFileId })
    .returning();
  return row!;
}

/** A sukarela withdrawal of Rp 1.000.000 (covered by the balance) waiting to be approved or paid. */
export async function openWithdrawal(db: Database, memberId: number, status: 'PENDING' | 'APPROVED') {
  await giveSukarela(db, memberId, 5_000_000);
  const [row] = await db
    .insert(savingsWithdrawals)
    .values({
      memberId,
      amount: 1_000_000,
      status,
      accountNo: '1234567890',
      accountName: 'Anggota Uji',
      approvedAt: status === 'APPROVED' ? new Date() : null,
    })
    .returning();
  return row!;
}

/** An early settlement of a running loan, asked (PT1) or with its proof uploaded (PT3). */
export async function openSettlement(
  db: Database,
  memberId: number,
  productId: number,
  status: 'PT1' | 'PT3',
) {
  const { agreement } = await createFundedLoan(db, { id: memberId }, productId, {
    amount: 6_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2026-06-10',
    paidRows: 2,
  });
  const proofFileId = status === 'PT3' ? await storeTestFile(db, memberId, 'SUPPORTING') : null;
  const [row] = await db
    .insert(settlements)
    .values({
      agreementId: agreement.id,
      memberId,
      status,
      plannedDate: todayInJakarta(),
      outstandingPrincipal: 5_000_000,
      interest: 50_000,
      total: 5_050_000,
      proofFileId,
    })
    .returning();
  return row!;
}

/** A name correction waiting for ADMIN. */
export async function openDataRequest(db: Database, memberId: number) {
  const [row] = await db
    .insert(dataRequests)
    .values({ memberId, topic: 'NAME', proposed: { name: 'Nama Setelah Koreksi' } })
    .returning();
  return row!;
}

/**
 * SHU `year` entered and not posted, with simpanan pokok booked in that year for the member: all of the pool is
 * jasa modal, so the member's share is certain.
 */
export async function shuYearToPost(db: Database, memberId: number, year: number) {
  await db.insert(savingsLedger).values({
    memberId,
    kind: 'POKOK',
    reason: 'POKOK_SETOR',
    delta: 100_000,
    balanceAfter: 100_000,
    seq: 1,
    ref: 'join',
    bookedOn: `${year}-06-01`,
  });
  await db
    .insert(shuYears)
    .values({ year, pool: 1_000_000, jasaModalPercent: '100', ratDate: `${year + 1}-03-01`, note: 'RAT' });
}
