import type { InstructionKind, InstructionLine } from '@kopkar/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { sukarelaPlanAmounts } from '../savings/savings.service';
import { contributionsDue, dueRows } from './payroll.repository';
import type { PayrollScope } from './payroll-scope';

/*
 * An instruction's items are read from one of two sources with the same columns (member_id, kind, kind_order,
 * instalment_id, agreement_id, amount): live, from what the period's posting would deduct now, or frozen, from the
 * version stored once the cut-off passed (docs/product/payroll-instruction.md#frozen-at-the-cut-off).
 */

/**
 * What the period's posting would deduct, one item per line, over the same rows the posting pays
 * (payroll.repository.ts): each member's simpanan wajib, every unpaid instalment of a running loan due by the cut-off
 * (those due before the period are arrears, TUNGGAKAN), and, until the period is posted, the monthly sukarela of each
 * active member's plan in force for it (docs/product/savings.md).
 */
export const liveItems = (scope: PayrollScope): SQL => sql`
  select w.member_id, 'WAJIB' as kind, 0 as kind_order, null::int as instalment_id, null::int as agreement_id,
    w.amount::bigint as amount
  from (${contributionsDue(scope)}) w
  union all
  select d.member_id, case when d.due_date < ${scope.periodStart}::date then 'TUNGGAKAN' else 'ANGSURAN' end, 1,
    d.id, i.agreement_id, d.instalment::bigint
  from (${dueRows(scope)}) d
  join instalments i on i.id = d.id
  union all
  select s.member_id, 'SUKARELA', 2, null, null, s.amount::bigint
  from (${sukarelaPlanAmounts(scope.period)}) s
  join members sm on sm.id = s.member_id
  where sm.is_active
    and not exists (select 1 from payroll_periods p where p.period = ${scope.period} and p.posted_at is not null)`;

/** The items of a frozen version, with `ord` (the order they were frozen in). */
export const frozenItems = (instructionId: number): SQL => sql`
  select it.member_id, it.kind, case it.kind when 'WAJIB' then 0 when 'SUKARELA' then 2 else 1 end as kind_order,
    it.instalment_id, it.agreement_id, it.amount, it.ord
  from payroll_instruction_items it where it.instruction_id = ${instructionId}`;

/** The order of an instruction: company, NIK, then wajib, the loans oldest due first, then sukarela. */
const instructionOrder = sql`c.code, m.nik, items.kind_order, i.due_date, a.agreement_no, i.seq`;

/**
 * The instruction's lines with who and what they are, in the instruction's order. `company` keeps one company's
 * employees, `memberId` one member's lines.
 */
export async function instructionLines(
  db: Database,
  items: SQL,
  filter: { company?: string; memberId?: number } = {},
): Promise<InstructionLine[]> {
  const where = [
    filter.company === undefined ? undefined : sql`c.code = ${filter.company}`,
    filter.memberId === undefined ? undefined : sql`m.id = ${filter.memberId}`,
  ].filter((condition) => condition !== undefined);
  const { rows } = await db.execute<{
    company: string;
    nik: string;
    name: string;
    payroll_account: string;
    kind: InstructionKind;
    agreement_no: string | null;
    instalment_no: number | null;
    due_date: string | null;
    amount: string;
  }>(sql`
    select coalesce(c.code, '') as company, m.nik, m.name, coalesce(m.payroll_account_no, '') as payroll_account,
      items.kind, a.agreement_no, i.seq as instalment_no, i.due_date::text as due_date, items.amount::text as amount
    from (${items}) items
    join members m on m.id = items.member_id
    left join companies c on c.id = m.company_id
    left join instalments i on i.id = items.instalment_id
    left join agreements a on a.id = items.agreement_id
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by ${instructionOrder}`);
  return rows.map((row) => ({
    company: row.company,
    nik: row.nik,
    name: row.name,
    payrollAccount: row.payroll_account,
    kind: row.kind,
    agreementNo: row.agreement_no,
    instalmentNo: row.instalment_no === null ? null : Number(row.instalment_no),
    dueDate: row.due_date,
    amount: Number(row.amount),
  }));
}

/** The period's latest frozen version, if any. */
export async function findFrozenInstruction(db: Database | Tx, period: string) {
  const { rows } = await db.execute<{ id: number; version: number; total: string; line_count: number }>(sql`
    select pi.id, pi.version, pi.total::text as total, pi.line_count
    from payroll_instructions pi join payroll_periods p on p.id = pi.payroll_period_id
    where p.period = ${period} order by pi.version desc limit 1`);
  const row = rows[0];
  return row && { id: Number(row.id), version: Number(row.version), total: Number(row.total) };
}

/**
 * Stores version `version` of the instruction from the live items, in the instruction's order, in one statement;
 * the caller holds the freeze lock (payroll-instruction-lock.ts).
 */
export async function storeFrozenInstruction(
  tx: Tx,
  scope: PayrollScope,
  frozen: { payrollPeriodId: number; version: number; staffId: number | null },
) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into payroll_instructions (payroll_period_id, version, frozen_by_staff_id, line_count, total)
    values (${frozen.payrollPeriodId}, ${frozen.version}, ${frozen.staffId}, 0, 0) returning id`);
  const id = Number(rows[0]?.id);
  await tx.execute(sql`
    with stored as (
      insert into payroll_instruction_items (instruction_id, ord, member_id, kind, instalment_id, agreement_id, amount)
      select ${id}, row_number() over (order by ${instructionOrder}), items.member_id, items.kind, items.instalment_id,
        items.agreement_id, items.amount
      from (${liveItems(scope)}) items
      join members m on m.id = items.member_id
      left join companies c on c.id = m.company_id
      left join instalments i on i.id = items.instalment_id
      left join agreements a on a.id = items.agreement_id
      returning amount
    )
    update payroll_instructions set line_count = (select count(*) from stored),
      total = (select coalesce(sum(amount), 0) from stored)
    where id = ${id}`);
  return { id, version: frozen.version };
}

/** Whether a company of the group has this code. */
export async function companyExists(db: Database, code: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from companies where code = ${code}`);
  return rows.length > 0;
}
