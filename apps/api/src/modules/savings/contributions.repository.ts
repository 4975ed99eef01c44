import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/*
 * The savings module's writes that other modules' set-based statements need: payroll's wajib contributions and the
 * HR import's pokok and opening balance of new members. The savings module owns `contributions` (the wajib ledger
 * its balance reads) and `savings_ledger` (docs/conventions.md rule 18), so their SQL lives here.
 */

type Totals = { count: number; amount: number };

/**
 * Books payroll's contributions of a period: one PAYROLL row per row of `due` (a query of member_id and amount),
 * once per member and period (the partial unique index). Returns how many rows and Rupiah were written.
 */
export async function bookPayrollContributions(
  tx: Tx,
  due: SQL,
  posting: { period: string; payrollPeriodId: number },
): Promise<Totals> {
  const { rows } = await tx.execute<{ count: number; amount: string }>(sql`
    with booked as (
      insert into contributions (member_id, period, amount, source, payroll_period_id)
      select member_id, ${posting.period}, amount, 'PAYROLL', ${posting.payrollPeriodId} from (${due}) due
      on conflict (member_id, period) where source = 'PAYROLL' do nothing
      returning amount
    )
    select count(*)::int as count, coalesce(sum(amount), 0)::bigint as amount from booked`);
  return { count: Number(rows[0]?.count ?? 0), amount: Number(rows[0]?.amount ?? 0) };
}

/**
 * New members' simpanan pokok, for the HR import's one statement (a data-modifying CTE): `amount` Rupiah for each
 * member of `created` (a CTE with id), the first row of their pokok ledger, booked on `bookedOn`.
 */
export const bookPokokOnJoin = (created: SQL, amount: number, bookedOn: string): SQL => sql`
  insert into savings_ledger (member_id, kind, reason, delta, balance_after, seq, ref, note, booked_on)
  select created.id, 'POKOK', 'POKOK_SETOR', ${amount}, ${amount}, 1, 'join', 'saat bergabung', ${bookedOn}
  from ${created} created where ${amount}::bigint > 0`;

/**
 * New members' opening contribution balance (saldo awal iuran wajib), for the HR import's one statement: one
 * OPENING row of `period` per member of `created` (id, nik) whose row of `batch` (nik, "openingContribution") has one.
 */
export const bookOpeningContributions = (created: SQL, batch: SQL, period: string): SQL => sql`
  insert into contributions (member_id, period, amount, source, note)
  select created.id, ${period}, v."openingContribution", 'OPENING', 'Saldo awal impor HR'
  from ${created} created join ${batch} v on v.nik = created.nik
  where v."openingContribution" is not null`;
