import type { InstructionKind, InstructionLine } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sukarelaPlanAmounts } from '../savings/savings.service';
import { contributionsDue, dueRows } from './payroll.repository';
import type { PayrollScope } from './payroll-scope';

/**
 * What the period's posting would deduct, one line per item, in one set-based statement over the same rows the
 * posting pays (payroll.repository.ts): each member's simpanan wajib, and every unpaid instalment of a running loan
 * due by the cut-off, those due before the period as arrears (TUNGGAKAN); and, until the period is posted, the
 * monthly sukarela of each active member's plan in force for it (docs/product/savings.md; credited once HR's file
 * of what was actually deducted comes back, docs/product/payroll-instruction.md). Ordered by company, NIK, then wajib, the loans
 * oldest due first, then sukarela. `company` keeps one company's employees, `memberId` one member's lines.
 */
export async function instructionLines(
  db: Database,
  scope: PayrollScope,
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
      items.kind, items.agreement_no, items.instalment_no, items.due_date::text as due_date, items.amount::text as amount
    from (
      select w.member_id, 'WAJIB' as kind, 0 as kind_order, null::text as agreement_no, null::int as instalment_no,
        null::date as due_date, w.amount::bigint as amount
      from (${contributionsDue(scope)}) w
      union all
      select d.member_id, case when d.due_date < ${scope.periodStart}::date then 'TUNGGAKAN' else 'ANGSURAN' end,
        1, a.agreement_no, i.seq, d.due_date, d.instalment::bigint
      from (${dueRows(scope)}) d
      join instalments i on i.id = d.id
      join agreements a on a.id = i.agreement_id
      union all
      select s.member_id, 'SUKARELA', 2, null, null, null, s.amount::bigint
      from (${sukarelaPlanAmounts(scope.period)}) s
      join members sm on sm.id = s.member_id
      where sm.is_active
        and not exists (select 1 from payroll_periods p where p.period = ${scope.period} and p.posted_at is not null)
    ) items
    join members m on m.id = items.member_id
    left join companies c on c.id = m.company_id
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by c.code, m.nik, items.kind_order, items.due_date, items.agreement_no, items.instalment_no`);
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

/** Whether a company of the group has this code. */
export async function companyExists(db: Database, code: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from companies where code = ${code}`);
  return rows.length > 0;
}
