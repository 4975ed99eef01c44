import type { ActualOutcome, AllocationOrder } from '@kopkar/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { PayrollScope } from './payroll-scope';

/*
 * HR's file of actual deductions, matched against the frozen instruction and allocated in a few set-based statements
 * over two temporary tables of the transaction (docs/product/payroll-instruction.md#the-actual-deductions):
 * `actual_match`, one row per NIK of the file or of the instruction with its outcome, and `actual_covered`, the
 * instruction's items the deducted amount pays whole, in the allocation order. Both are dropped at commit.
 */

export type ActualFileRow = { nik: string; company: string | null; amount: number };

/** The rank of an item's kind in the allocation (setting payroll.allocationOrder); items of one rank by `ord`. */
const allocationRank: Record<AllocationOrder, SQL> = {
  ANGSURAN_WAJIB_SUKARELA: sql`case it.kind when 'WAJIB' then 1 when 'SUKARELA' then 2 else 0 end`,
  WAJIB_ANGSURAN_SUKARELA: sql`case it.kind when 'WAJIB' then 0 when 'SUKARELA' then 2 else 1 end`,
};

/** Matches the file's rows with the instruction's members, into `actual_match`. */
export async function matchActualRows(tx: Tx, instructionId: number, rows: readonly ActualFileRow[]) {
  await tx.execute(sql`
    create temp table actual_match on commit drop as
    with file as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as f(nik text, company text, amount bigint)
    ),
    instructed as (
      select member_id, sum(amount)::bigint as instructed from payroll_instruction_items
      where instruction_id = ${instructionId} group by member_id
    )
    select coalesce(m.nik, f.nik) as nik, ins.member_id, coalesce(c.code, f.company) as company,
      coalesce(m.name, known.name) as name, coalesce(ins.instructed, 0)::bigint as instructed,
      coalesce(f.amount, 0)::bigint as deducted,
      case when ins.member_id is null then 'UNKNOWN'
           when coalesce(f.amount, 0) = 0 then 'NONE'
           when f.amount < ins.instructed then 'PARTIAL'
           when f.amount = ins.instructed then 'FULL'
           else 'OVER' end as outcome
    from (instructed ins join members m on m.id = ins.member_id left join companies c on c.id = m.company_id)
    full join file f on f.nik = m.nik
    left join members known on known.nik = f.nik and ins.member_id is null`);
  // A temporary table has no statistics until analysed: without them the planner guesses its size and joins it badly.
  await tx.execute(sql`analyze actual_match`);
}

/** `actual_match` of a posted period, from the lines its posting stored. */
export async function matchStoredRows(tx: Tx, payrollPeriodId: number) {
  await tx.execute(sql`
    create temp table actual_match on commit drop as
    select l.nik, l.member_id, l.company, m.name, l.instructed, l.deducted, l.outcome
    from payroll_actual_lines l left join members m on m.id = l.member_id
    where l.payroll_period_id = ${payrollPeriodId}`);
  await tx.execute(sql`analyze actual_match`);
}

/**
 * The items each member's deducted amount pays whole, into `actual_covered`: in the allocation order, an item is
 * covered while the running sum up to it is within the amount; the first that is not, and every later one, stays owed.
 */
export async function allocateActualRows(tx: Tx, instructionId: number, order: AllocationOrder) {
  await tx.execute(sql`
    create temp table actual_covered on commit drop as
    select it.member_id, it.kind, it.instalment_id, it.agreement_id, it.amount
    from (
      select it.*, sum(it.amount) over (partition by it.member_id order by ${allocationRank[order]}, it.ord
                                        rows unbounded preceding) as running
      from payroll_instruction_items it where it.instruction_id = ${instructionId}
    ) it
    join actual_match am on am.member_id = it.member_id
    where it.running <= am.deducted`);
  await tx.execute(sql`analyze actual_covered`);
}

/** Covered instalments still unpaid on a running loan: what the posting pays (the shape of dueRows). */
export const coveredDueRows = sql`
  select c.instalment_id as id, i.instalment, i.due_date, c.member_id
  from actual_covered c
  join instalments i on i.id = c.instalment_id
  join agreements a on a.id = i.agreement_id
  where c.instalment_id is not null and a.status = 'FUN' and i.paid_date is null`;

/** Covered wajib items: what the posting books (the shape of contributionsDue). */
export const coveredContributions = sql`select member_id, amount from actual_covered where kind = 'WAJIB'`;

type Figure = { count: number; instructed: number; deducted: number };

/** Each outcome's count and sums, and the shortfall (instructed and not deducted). */
export async function matchFigures(tx: Tx) {
  const { rows } = await tx.execute<{
    outcome: ActualOutcome;
    count: number;
    instructed: string;
    deducted: string;
  }>(
    sql`select outcome, count(*)::int as count, coalesce(sum(instructed), 0)::bigint as instructed,
          coalesce(sum(deducted), 0)::bigint as deducted
        from actual_match group by outcome`,
  );
  const outcomes = new Map<ActualOutcome, Figure>(
    rows.map((row) => [
      row.outcome,
      { count: Number(row.count), instructed: Number(row.instructed), deducted: Number(row.deducted) },
    ]),
  );
  const { rows: totals } = await tx.execute<{ shortfall: string }>(sql`
    select coalesce(sum(greatest(instructed - deducted, 0)), 0)::bigint as shortfall
    from actual_match where member_id is not null`);
  return { outcomes, shortfall: Number(totals[0]?.shortfall ?? 0) };
}

/** The employees whose deduction differs from the instruction, by outcome, company and NIK; at most `limit`. */
export async function listExceptions(tx: Tx, limit: number) {
  const { rows } = await tx.execute<ExceptionRow & { total: number }>(sql`
    select nik, name, company, outcome, instructed::text, deducted::text, count(*) over ()::int as total
    from actual_match where outcome <> 'FULL'
    order by case outcome when 'NONE' then 0 when 'PARTIAL' then 1 when 'UNKNOWN' then 2 else 3 end, company, nik
    limit ${limit}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map(exceptionOf),
  };
}

type ExceptionRow = {
  nik: string;
  name: string | null;
  company: string | null;
  outcome: ActualOutcome;
  instructed: string;
  deducted: string;
};

/** A member whose deduction differs, with what stays owed (shortfall) and what went beyond the instruction (over). */
export function exceptionOf(row: ExceptionRow) {
  const instructed = Number(row.instructed);
  const deducted = Number(row.deducted);
  return {
    nik: row.nik,
    name: row.name,
    company: row.company,
    outcome: row.outcome,
    instructed,
    deducted,
    shortfall: Math.max(instructed - deducted, 0),
    over: row.outcome === 'UNKNOWN' ? 0 : Math.max(deducted - instructed, 0),
  };
}

/** What the posting would pay: covered unpaid rows, their sum, and how many are on time. */
export async function countCoveredDue(tx: Tx, scope: PayrollScope) {
  const { rows } = await tx.execute<{ count: number; amount: string; on_time: number }>(sql`
    select count(*)::int as count, coalesce(sum(instalment), 0)::bigint as amount,
           count(*) filter (where due_date >= ${scope.periodStart})::int as on_time
    from (${coveredDueRows}) due`);
  return {
    count: Number(rows[0]?.count ?? 0),
    amount: Number(rows[0]?.amount ?? 0),
    onTime: Number(rows[0]?.on_time ?? 0),
  };
}

/** Covered wajib not booked for the period yet: what the posting would book. */
export async function countCoveredContributions(tx: Tx, period: string) {
  const { rows } = await tx.execute<{ count: number; amount: string }>(sql`
    select count(*)::int as count, coalesce(sum(w.amount), 0)::bigint as amount from (${coveredContributions}) w
    where not exists (select 1 from contributions c where c.member_id = w.member_id and c.period = ${period} and c.source = 'PAYROLL')`);
  return { count: Number(rows[0]?.count ?? 0), amount: Number(rows[0]?.amount ?? 0) };
}

/** Running loans whose every unpaid row is covered: the posting finishes them. */
export async function listCoveredFinishing(tx: Tx): Promise<string[]> {
  const { rows } = await tx.execute<{ agreement_no: string }>(sql`
    select a.agreement_no from agreements a
    where a.status = 'FUN' and a.id in (select agreement_id from actual_covered where agreement_id is not null)
      and not exists (select 1 from instalments i where i.agreement_id = a.id and i.paid_date is null
                        and i.id not in (select instalment_id from actual_covered where instalment_id is not null))
    order by a.agreement_no`);
  return rows.map((row) => row.agreement_no);
}

/** Stores `actual_match` as the period's actual lines (the reconciliation and the member's history read them). */
export async function storeActualLines(tx: Tx, payrollPeriodId: number, instructionId: number) {
  await tx.execute(sql`
    insert into payroll_actual_lines (payroll_period_id, instruction_id, nik, member_id, company, instructed, deducted, outcome)
    select ${payrollPeriodId}, ${instructionId}, nik, member_id, company, instructed, deducted, outcome from actual_match`);
}

/**
 * Per member, what was deducted beyond what the posting paid and booked for them (a partial amount's remainder after
 * whole lines, an over-deduction, the monthly sukarela, a covered instalment settled meanwhile): credited to sukarela.
 */
export async function sukarelaRemainders(tx: Tx, scope: PayrollScope, payrollPeriodId: number) {
  const { rows } = await tx.execute<{ member_id: number; amount: string }>(sql`
    select am.member_id, (am.deducted - coalesce(p.paid, 0) - coalesce(w.booked, 0))::bigint as amount
    from actual_match am
    left join (
      select c.member_id, sum(i.paid_amount) as paid from actual_covered c join instalments i on i.id = c.instalment_id
      where i.paid_by = 'PAYROLL' and i.paid_date = ${scope.cutOffDate} group by c.member_id
    ) p on p.member_id = am.member_id
    left join (
      select member_id, sum(amount) as booked from contributions
      where payroll_period_id = ${payrollPeriodId} and source = 'PAYROLL' group by member_id
    ) w on w.member_id = am.member_id
    where am.member_id is not null and am.deducted - coalesce(p.paid, 0) - coalesce(w.booked, 0) > 0
    order by am.member_id`);
  return rows.map((row) => ({ memberId: Number(row.member_id), amount: Number(row.amount) }));
}

/** Members whose deduction fell short: what was instructed and deducted, for their notice. */
export async function listShortfalls(tx: Tx) {
  const { rows } = await tx.execute<{ member_id: number; instructed: string; deducted: string }>(sql`
    select member_id, instructed::text, deducted::text from actual_match
    where outcome in ('PARTIAL', 'NONE') order by member_id`);
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    instructed: Number(row.instructed),
    deducted: Number(row.deducted),
  }));
}

/** File rows whose company is not the company of the member with that NIK ("a file for another company"). */
export async function findCompanyMismatches(
  db: Database,
  rows: readonly { line: number; nik: string; company: string | null }[],
) {
  const named = rows.filter((row) => row.company !== null);
  if (named.length === 0) return [];
  const { rows: found } = await db.execute<{
    line: number;
    nik: string;
    company: string;
    member_company: string;
  }>(sql`
    select f.line, f.nik, f.company, coalesce(c.code, '') as member_company
    from jsonb_to_recordset(${JSON.stringify(named)}::jsonb) as f(line int, nik text, company text)
    join members m on m.nik = f.nik
    left join companies c on c.id = m.company_id
    where upper(f.company) <> upper(coalesce(c.code, ''))
    order by f.line`);
  return found.map((row) => ({
    line: Number(row.line),
    message: `Baris ${row.line}: NIK ${row.nik} terdaftar di perusahaan ${row.member_company || '(tanpa perusahaan)'}, bukan ${row.company}`,
  }));
}
