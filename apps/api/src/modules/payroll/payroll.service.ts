import { ErrorCode, formatRupiah, readFailedNiks } from '@kopkar/domain';
import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { agreements, contributions, instalments, members, payrollPeriods } from '../../db/schema';
import type { StaffRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { quoted } from '../../plugins/csv-text';
import { findMemberById } from '../members/members.service';
import { notifyMembers } from '../notifications/notifications.service';
import { enqueueFailedDeductionReminders } from '../reminders/reminder-jobs';
import { countJasaSimpanan, creditJasaSimpanan, loadJasaScope } from '../savings/jasa-simpanan';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import {
  bookContributions,
  countContributionsDue,
  countDueRows,
  findPeriod,
  finishPaidOffAgreements,
  listFinishingAgreements,
  listPeriods,
  lockPeriod,
  payDueRows,
} from './payroll.repository';
import { postPayrollEntries } from './payroll-ledger';
import { loadPayrollScope, type PayrollScope, type PayrollSummary } from './payroll-scope';

/** What posting the period would do now, counted with the same filters the posting writes with. */
export async function previewPayroll(db: Database, period: string, failedCsv?: string) {
  const posted = await findPeriod(db, period);
  if (posted?.postedAt) return { ...(posted.summary as PayrollSummary), alreadyPosted: true };
  const scope = await loadPayrollScope(db, period, readFailedNiks(failedCsv));
  const due = await countDueRows(db, scope);
  const jasa = await loadJasaScope(db, period);
  const summary: PayrollSummary = {
    period,
    cutOffDate: scope.cutOffDate,
    instalments: { count: due.count, amount: due.amount },
    contributions: await countContributionsDue(db, scope),
    points: pointsOf(scope.pointsPerInstalment, due.onTime),
    jasaSimpanan: { month: jasa.month, ...(await countJasaSimpanan(db, jasa)) },
    finishingLoans: await listFinishingAgreements(db, scope),
    skippedNiks: scope.skippedNiks,
  };
  return { ...summary, alreadyPosted: false };
}

export const pointsOf = (perInstalment: number, count: number) =>
  perInstalment > 0 ? { count, total: count * perInstalment } : { count: 0, total: 0 };

/**
 * Whether the posting books this member's money: it asserts that the salary deduction of every active member off
 * the failed list happened (instalments paid, contribution and jasa booked), as the repository's filter does.
 */
/** The member is on the period's failed-deduction list: the posting skips their instalments and contribution. */
async function isSkippedMember(db: Database, scope: PayrollScope, memberId: number) {
  const member = await findMemberById(db, memberId);
  return member !== null && member !== undefined && scope.skippedNiks.includes(member.nik);
}

/**
 * Posts a payroll period in one transaction, after taking the payroll lock and the period's row lock. Posting a
 * period that was posted before changes nothing and answers the first summary. The summary is made of what the
 * statements wrote (RETURNING), so a concurrent posting that paid a row first is never counted twice, and a
 * contribution booked before is not counted as new. kill -9 at any point leaves nothing half-posted. A staff
 * account may not post a period whose failed-deduction list names its own member (four eyes, 403): that list is
 * the one decision a posting makes about a member, and skipping one's own deduction is deciding one's own money.
 * Posting a period that deducts the staff member like everyone else is no decision of theirs: staff of a
 * cooperative of employees are members too, and would otherwise never be allowed to post.
 */
export async function postPayroll(db: Database, staff: StaffRow, period: string, failedCsv?: string) {
  return db.transaction(async (tx) => {
    const scope = await loadPayrollScope(tx, period, readFailedNiks(failedCsv));
    const locked = await lockPeriod(tx, period, scope.cutOffDate);
    if (locked.postedAt) return { ...(locked.summary as PayrollSummary), alreadyPosted: true };
    await refuseOwnDecision(tx, staff.id, 'ownDeduction', (linked) => isSkippedMember(tx, scope, linked));
    const paid = await payDueRows(tx, scope);
    const booked = await bookContributions(tx, scope, locked.id);
    const jasa = await loadJasaScope(tx, period);
    const jasaCredited = await creditJasaSimpanan(tx, jasa);
    await postPayrollEntries(
      tx,
      { period, cutOffDate: scope.cutOffDate, actor: `staff:${staff.id}` },
      {
        paid,
        booked,
        jasa: jasaCredited.amount,
      },
    );
    const finished = await finishPaidOffLoans(tx, scope);
    await enqueueFailedDeductionReminders(tx, period, scope.skippedNiks);
    const summary = postedSummary(scope, {
      paid,
      booked,
      jasa: { month: jasa.month, ...jasaCredited },
      finished,
    });
    await markPosted(tx, staff, locked.id, summary);
    return { ...summary, alreadyPosted: false };
  });
}

type Written = {
  paid: { count: number; amount: number; points: number };
  booked: { count: number; amount: number };
  jasa: { month: string; count: number; amount: number };
  finished: readonly { agreementNo: string }[];
};

/** A posting's summary, made of what its statements wrote (either posting: as instructed, or from HR's file). */
export function postedSummary(scope: PayrollScope, written: Written): PayrollSummary {
  return {
    period: scope.period,
    cutOffDate: scope.cutOffDate,
    instalments: { count: written.paid.count, amount: written.paid.amount },
    contributions: written.booked,
    points: pointsOf(scope.pointsPerInstalment, written.paid.points),
    jasaSimpanan: written.jasa,
    finishingLoans: written.finished.map((agreement) => agreement.agreementNo),
    skippedNiks: scope.skippedNiks,
  };
}

/** Marks the locked period posted with what it stores of the posting (the summary, and more), and audits it. */
export async function markPosted(
  tx: Tx,
  staff: StaffRow,
  periodId: number,
  summary: PayrollSummary & Record<string, unknown>,
) {
  await tx
    .update(payrollPeriods)
    .set({ postedAt: sql`now()`, postedByStaffId: staff.id, summary })
    .where(eq(payrollPeriods.id, periodId));
  await recordAudit(tx, {
    actor: { kind: 'staff', id: staff.id },
    action: 'post-payroll',
    entity: 'payroll-period',
    entityId: summary.period,
    after: summary,
  });
}

/** Loans the posting paid off become FIN, and their members hear it (in bulk). */
export async function finishPaidOffLoans(tx: Tx, scope: PayrollScope) {
  const finished = await finishPaidOffAgreements(tx, scope);
  await notifyMembers(
    tx,
    finished.map((agreement) => ({
      memberId: agreement.memberId,
      header: 'FIN',
      description: `Pinjaman ${agreement.agreementNo} sebesar ${formatRupiah(agreement.amount)} telah lunas melalui potong gaji. Terima kasih.`,
      applicationId: agreement.applicationId,
    })),
    'bulk',
  );
  return finished;
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
  const records = [
    ...rows.map((row) => [
      row.nik,
      row.name,
      'ANGSURAN',
      `${row.agreementNo}#${row.seq}`,
      row.instalment ?? 0,
    ]),
    ...paidContributions.map((row) => [row.nik, row.name, 'IURAN_WAJIB', period, row.amount]),
  ];
  // The name is quoted (it may hold a comma or a quote); NIK, kind and reference are bare, as HR's import reads them.
  const csv = stringify(records, {
    cast: { string: (value, context) => (context.index === 1 ? quoted(value) : value) },
  });
  return `nik,nama,jenis,referensi,jumlah\n${csv}`;
}
