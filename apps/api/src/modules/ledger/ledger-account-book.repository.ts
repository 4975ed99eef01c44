import type { AccountType, ReportPeriod } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';

/** The account, with its posted debits and credits before the period and within it; undefined for no account. */
export async function accountBookTotals(db: Database | Tx, code: string, period: ReportPeriod) {
  const { rows } = await db.execute<{
    code: string;
    name: string;
    type: AccountType;
    debit_before: string;
    credit_before: string;
    debit: string;
    credit: string;
    line_count: string;
  }>(sql`
    select a.code, a.name, a.type,
      coalesce(t.debit_before, 0)::text as debit_before, coalesce(t.credit_before, 0)::text as credit_before,
      coalesce(t.debit, 0)::text as debit, coalesce(t.credit, 0)::text as credit,
      coalesce(t.line_count, 0)::text as line_count
    from ${ledgerAccounts} a
    left join (
      select sum(l.debit) filter (where e.entry_date < ${period.from}) as debit_before,
        sum(l.credit) filter (where e.entry_date < ${period.from}) as credit_before,
        sum(l.debit) filter (where e.entry_date >= ${period.from}) as debit,
        sum(l.credit) filter (where e.entry_date >= ${period.from}) as credit,
        count(*) filter (where e.entry_date >= ${period.from}) as line_count
      from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
      where l.account_code = ${code} and e.status = 'POSTED' and e.entry_date <= ${period.to}
    ) t on true
    where a.code = ${code}`);
  const [row] = rows;
  if (!row) return undefined;
  return {
    account: { code: row.code, name: row.name, type: row.type },
    before: { debit: Number(row.debit_before), credit: Number(row.credit_before) },
    within: { debit: Number(row.debit), credit: Number(row.credit), count: Number(row.line_count) },
  };
}

/**
 * The account's posted lines in the period, in date order (then entry, then line), `limit` of them from `offset`,
 * each with the sum of debits minus credits of the period's lines up to and including it.
 */
export async function accountBookLines(
  db: Database | Tx,
  code: string,
  period: ReportPeriod,
  page: { limit: number; offset: number },
) {
  const { rows } = await db.execute<{
    line_id: string;
    entry_id: string;
    entry_date: string;
    description: string;
    source: string;
    debit: string;
    credit: string;
    running: string;
  }>(sql`
    select l.id::text as line_id, e.id::text as entry_id, e.entry_date::text as entry_date, e.description, e.source,
      l.debit::text as debit, l.credit::text as credit,
      (sum(l.debit - l.credit) over (order by e.entry_date, e.id, l.id))::text as running
    from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
    where l.account_code = ${code} and e.status = 'POSTED'
      and e.entry_date between ${period.from} and ${period.to}
    order by e.entry_date, e.id, l.id
    limit ${page.limit} offset ${page.offset}`);
  return rows.map((row) => ({
    lineId: Number(row.line_id),
    entryId: Number(row.entry_id),
    date: row.entry_date,
    description: row.description,
    source: row.source,
    debit: Number(row.debit),
    credit: Number(row.credit),
    running: Number(row.running),
  }));
}
