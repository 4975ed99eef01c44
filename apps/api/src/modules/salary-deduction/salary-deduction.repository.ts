import type { InstructionKind } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** How many posted periods the member's page lists below the coming one. */
export const PREVIOUS_PERIODS = 6;

export type PostedDeductionLine = {
  period: string;
  cutOffDate: string;
  kind: InstructionKind;
  agreementNo: string | null;
  instalmentNo: number | null;
  dueDate: string | null;
  amount: number;
};

/**
 * What HR's file said of the member in each posted period it was imported for: the frozen instruction's total and what
 * was actually deducted (payroll_actual_lines).
 */
export async function listActualTotals(db: Database, memberId: number) {
  const { rows } = await db.execute<{
    period: string;
    cut_off_date: string;
    instructed: string;
    deducted: string;
  }>(sql`
    select p.period, p.cut_off_date::text as cut_off_date, l.instructed::text, l.deducted::text
    from payroll_actual_lines l join payroll_periods p on p.id = l.payroll_period_id
    where l.member_id = ${memberId} and p.posted_at is not null
    order by p.period desc limit ${PREVIOUS_PERIODS}`);
  return rows.map((row) => ({
    period: row.period,
    cutOffDate: row.cut_off_date,
    instructed: Number(row.instructed),
    deducted: Number(row.deducted),
  }));
}

/**
 * What the payroll postings actually deducted from one member's salary, in the `PREVIOUS_PERIODS` latest posted
 * periods that deducted anything from them (newest first): instalments paid by payroll on the period's cut-off
 * (those due before the period as arrears, TUNGGAKAN), the period's wajib booked by payroll, read as
 * buildPayrollReport (payroll.service.ts) reads them, and what a posting from HR's file credited to sukarela (the
 * monthly sukarela and what was deducted beyond whole lines, SUKARELA).
 */
export async function listPostedDeductions(db: Database, memberId: number): Promise<PostedDeductionLine[]> {
  const { rows } = await db.execute<{
    period: string;
    cut_off_date: string;
    kind: PostedDeductionLine['kind'];
    agreement_no: string | null;
    instalment_no: number | null;
    due_date: string | null;
    amount: string;
  }>(sql`
    with lines as (
      select p.period, p.cut_off_date, 0 as kind_order, 'WAJIB' as kind, null::text as agreement_no,
        null::int as instalment_no, null::date as due_date, c.amount::bigint as amount
      from payroll_periods p
      join contributions c on c.payroll_period_id = p.id and c.source = 'PAYROLL' and c.member_id = ${memberId}
      where p.posted_at is not null
      union all
      select p.period, p.cut_off_date, 1,
        case when i.due_date < (p.period || '-01')::date then 'TUNGGAKAN' else 'ANGSURAN' end,
        a.agreement_no, i.seq, i.due_date, coalesce(i.paid_amount, i.instalment)::bigint
      from payroll_periods p
      join instalments i on i.paid_by = 'PAYROLL' and i.paid_date = p.cut_off_date
      join agreements a on a.id = i.agreement_id and a.member_id = ${memberId}
      where p.posted_at is not null
      union all
      select p.period, p.cut_off_date, 2, 'SUKARELA', null, null, null, s.delta::bigint
      from payroll_periods p
      join savings_ledger s on s.reason = 'POTONGAN' and s.ref = 'payroll:' || p.period and s.member_id = ${memberId}
      where p.posted_at is not null
      union all
      select p.period, p.cut_off_date, 3, null, null, null, null, 0
      from payroll_periods p
      join payroll_actual_lines l on l.payroll_period_id = p.id and l.member_id = ${memberId}
      where p.posted_at is not null
    ),
    recent as (select distinct period from lines order by period desc limit ${PREVIOUS_PERIODS})
    select period, cut_off_date::text as cut_off_date, kind, agreement_no, instalment_no,
      due_date::text as due_date, amount::text as amount
    from lines
    where period in (select period from recent) and kind is not null
    order by period desc, kind_order, due_date, agreement_no, instalment_no`);
  return rows.map((row) => ({
    period: row.period,
    cutOffDate: row.cut_off_date,
    kind: row.kind,
    agreementNo: row.agreement_no,
    instalmentNo: row.instalment_no === null ? null : Number(row.instalment_no),
    dueDate: row.due_date,
    amount: Number(row.amount),
  }));
}
