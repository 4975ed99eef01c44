import { ErrorCode, formatRupiah, readFailedNiks } from '@kopkar/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreements,
  applications,
  contributions,
  instalments,
  members,
  payrollPeriods,
  pointsLedger,
} from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Tx } from '../agreements/agreements.repository';
import { notifyMember } from '../notifications/notifications.service';
import type { StaffRow } from '../staff/staff.repository';
import { findPeriod, listPeriods, lockPeriod } from './payroll.repository';
import { type PayrollPlan, planPayroll, summarisePlan } from './payroll-plan';

export async function previewPayroll(db: Database, period: string, failedCsv?: string) {
  const posted = await findPeriod(db, period);
  if (posted?.postedAt) return { ...(posted.summary as object), alreadyPosted: true };
  return { ...summarisePlan(await planPayroll(db, period, readFailedNiks(failedCsv))), alreadyPosted: false };
}

/**
 * Posts a payroll period in one transaction under the period's row lock. Posting a period that was posted
 * before changes nothing and answers the first summary; every write is also guarded by its own uniqueness
 * (a row is paid only while unpaid, one PAYROLL contribution per member and period, one point entry per row).
 */
export async function postPayroll(db: Database, staff: StaffRow, period: string, failedCsv?: string) {
  return db.transaction(async (tx) => {
    const plan = await planPayroll(tx, period, readFailedNiks(failedCsv));
    const locked = await lockPeriod(tx, period, plan.cutOffDate);
    if (locked.postedAt) return { ...(locked.summary as object), alreadyPosted: true };
    await payRows(tx, plan);
    await addContributions(tx, plan, locked.id);
    await awardPoints(tx, plan);
    await finishLoans(tx, plan);
    const summary = summarisePlan(plan);
    await tx
      .update(payrollPeriods)
      .set({ postedAt: sql`now()`, postedByStaffId: staff.id, summary })
      .where(eq(payrollPeriods.id, locked.id));
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staff.id },
      action: 'post-payroll',
      entity: 'payroll-period',
      entityId: period,
      after: summary,
    });
    return { ...summary, alreadyPosted: false };
  });
}

async function payRows(tx: Tx, plan: PayrollPlan) {
  for (const due of plan.dueRows) {
    await tx
      .update(instalments)
      .set({ paidDate: plan.cutOffDate, paidAmount: due.row.instalment, paidBy: 'PAYROLL' })
      .where(and(eq(instalments.id, due.row.id), isNull(instalments.paidDate)));
  }
}

async function addContributions(tx: Tx, plan: PayrollPlan, periodId: number) {
  if (plan.contributions.length === 0) return;
  await tx
    .insert(contributions)
    .values(
      plan.contributions.map((entry) => ({
        memberId: entry.member.id,
        period: plan.period,
        amount: entry.amount,
        source: 'PAYROLL',
        payrollPeriodId: periodId,
      })),
    )
    .onConflictDoNothing();
}

async function awardPoints(tx: Tx, plan: PayrollPlan) {
  if (plan.onTime.length === 0 || plan.pointsPerInstalment <= 0) return;
  await tx
    .insert(pointsLedger)
    .values(
      plan.onTime.map((due) => ({
        memberId: due.agreement.memberId,
        delta: plan.pointsPerInstalment,
        reason: 'INSTALMENT',
        ref: `instalment:${due.row.id}`,
      })),
    )
    .onConflictDoNothing();
}

async function finishLoans(tx: Tx, plan: PayrollPlan) {
  for (const agreement of plan.finishing) {
    await tx
      .update(agreements)
      .set({ status: 'FIN', finishedAt: sql`now()` })
      .where(eq(agreements.id, agreement.id));
    await tx
      .update(applications)
      .set({ status: 'FIN', updatedAt: sql`now()` })
      .where(eq(applications.id, agreement.applicationId));
    const [member] = await tx.select().from(members).where(eq(members.id, agreement.memberId));
    if (member) {
      await notifyMember(tx, member, {
        header: 'FIN',
        description: `Pinjaman ${agreement.agreementNo} sebesar ${formatRupiah(agreement.amount)} telah lunas melalui potong gaji. Terima kasih.`,
        applicationId: agreement.applicationId,
      });
    }
  }
}

export async function listPayrollPeriods(db: Database) {
  return (await listPeriods(db)).map((row) => ({
    period: row.period,
    cutOffDate: row.cutOffDate,
    postedAt: row.postedAt?.toISOString() ?? null,
    summary: row.summary,
  }));
}

/** What a posted period did, per member, as CSV for reconciliation with HR. */
export async function buildPayrollReport(db: Database, period: string): Promise<string> {
  const posted = await findPeriod(db, period);
  if (!posted?.postedAt) throw new AppError(ErrorCode.NOT_FOUND, 'Periode ini belum diposting');
  const rows = await db
    .select({
      nik: members.nik,
      name: members.name,
      instalment: instalments.paidAmount,
      agreementNo: agreements.agreementNo,
      seq: instalments.seq,
    })
    .from(instalments)
    .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
    .innerJoin(members, eq(members.id, agreements.memberId))
    .where(and(eq(instalments.paidBy, 'PAYROLL'), eq(instalments.paidDate, posted.cutOffDate)));
  const paidContributions = await db
    .select({ nik: members.nik, name: members.name, amount: contributions.amount })
    .from(contributions)
    .innerJoin(members, eq(members.id, contributions.memberId))
    .where(and(eq(contributions.payrollPeriodId, posted.id), inArray(contributions.source, ['PAYROLL'])));
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = ['nik,nama,jenis,referensi,jumlah'];
  for (const row of rows)
    lines.push(
      [row.nik, quote(row.name), 'ANGSURAN', `${row.agreementNo}#${row.seq}`, row.instalment ?? 0].join(','),
    );
  for (const row of paidContributions)
    lines.push([row.nik, quote(row.name), 'IURAN_WAJIB', period, row.amount].join(','));
  return `${lines.join('\n')}\n`;
}
