import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exceptionOf } from './payroll-actual.repository';

/*
 * A posted period's actual lines (payroll_actual_lines, stored by the posting from HR's file) read for the
 * reconciliation (docs/product/payroll-instruction.md#reconciliation), per company and per member.
 */

const companyFilter = (company: string | undefined) =>
  company === undefined ? sql`` : sql`and upper(coalesce(l.company, '')) = upper(${company})`;

/** The frozen instruction the period's posting matched HR's file with, or undefined when it was posted without it. */
export async function findActualInstruction(db: Database, payrollPeriodId: number) {
  const { rows } = await db.execute<{ version: number }>(sql`
    select pi.version from payroll_actual_lines l join payroll_instructions pi on pi.id = l.instruction_id
    where l.payroll_period_id = ${payrollPeriodId} limit 1`);
  return rows[0] && { version: Number(rows[0].version) };
}

/** Per company: employees, instructed, deducted, posted (deducted from known members) and differences. */
export async function companyFigures(db: Database, payrollPeriodId: number, company: string | undefined) {
  const { rows } = await db.execute<{
    company: string;
    name: string;
    employees: number;
    instructed: string;
    deducted: string;
    posted: string;
    differences: number;
  }>(sql`
    select coalesce(l.company, '') as company, coalesce(max(c.name), '') as name,
      count(*) filter (where l.member_id is not null)::int as employees,
      coalesce(sum(l.instructed), 0)::text as instructed, coalesce(sum(l.deducted), 0)::text as deducted,
      coalesce(sum(l.deducted) filter (where l.member_id is not null), 0)::text as posted,
      count(*) filter (where l.outcome <> 'FULL')::int as differences
    from payroll_actual_lines l left join companies c on c.code = l.company
    where l.payroll_period_id = ${payrollPeriodId} ${companyFilter(company)}
    group by 1 order by 1`);
  return rows.map((row) => ({
    company: row.company,
    name: row.name,
    employees: Number(row.employees),
    instructed: Number(row.instructed),
    deducted: Number(row.deducted),
    posted: Number(row.posted),
    differences: Number(row.differences),
  }));
}

/** Every member whose deduction differs from the instruction, by company, outcome and NIK. */
export async function differenceLines(db: Database, payrollPeriodId: number, company: string | undefined) {
  const { rows } = await db.execute<Parameters<typeof exceptionOf>[0]>(sql`
    select l.nik, coalesce(m.name, known.name) as name, l.company, l.outcome, l.instructed::text, l.deducted::text
    from payroll_actual_lines l
    left join members m on m.id = l.member_id
    left join members known on known.nik = l.nik and l.member_id is null
    where l.payroll_period_id = ${payrollPeriodId} and l.outcome <> 'FULL' ${companyFilter(company)}
    order by l.company nulls last,
      case l.outcome when 'NONE' then 0 when 'PARTIAL' then 1 when 'UNKNOWN' then 2 else 3 end, l.nik`);
  return rows.map(exceptionOf);
}
