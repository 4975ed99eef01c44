import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';

export type IncomeAndExpense = {
  /** Posted credits minus debits of the income accounts (4xxx), whole Rupiah. */
  income: number;
  /** Posted debits minus credits of the expense accounts (5xxx), whole Rupiah. */
  expense: number;
};

/**
 * The income and expenses the books hold over [from, to] (inclusive Jakarta dates), for the SHU the books propose:
 * only posted entries, and never the year-close entry, which empties income and expense into SHU tahun berjalan on
 * 31 December: so a year reads the same before and after it is closed, and income − expense is the amount the
 * close moved to 3301.
 */
export async function readIncomeAndExpense(
  db: Database | Tx,
  range: { from: string; to: string },
): Promise<IncomeAndExpense> {
  const { rows } = await db.execute<{ income: string; expense: string }>(sql`
    select
      coalesce(sum(l.credit - l.debit) filter (where a.type = 'INCOME'), 0)::text as income,
      coalesce(sum(l.debit - l.credit) filter (where a.type = 'EXPENSE'), 0)::text as expense
    from ${journalLines} l
    join ${journalEntries} e on e.id = l.entry_id
    join ${ledgerAccounts} a on a.code = l.account_code
    where e.status = 'POSTED' and e.source <> 'year-close'
      and e.entry_date between ${range.from} and ${range.to}
      and a.type in ('INCOME', 'EXPENSE')`);
  return { income: Number(rows[0]?.income ?? 0), expense: Number(rows[0]?.expense ?? 0) };
}
