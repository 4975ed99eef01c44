import { type AccountTotal, CASH_ACCOUNT_PREFIX } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { journalEntries, journalLines } from '../../db/schema';
import { totalsPerAccount } from './ledger.repository';

type Range = { from: string; to: string };

/**
 * Each account's posted debits and credits over [from, to] (inclusive), every account listed, leaving out the
 * year-close entries: closing empties income and expense into SHU tahun berjalan on 31 December, which would hide
 * the year's hasil usaha and count it twice in the perubahan ekuitas. Only manual entries can be reversed, so no
 * reversal of a close needs leaving out.
 */
export async function accountTotalsBeforeClosing(db: Database | Tx, range: Range): Promise<AccountTotal[]> {
  return totalsPerAccount(
    db,
    sql`select l.account_code, l.debit, l.credit
        from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
        where e.status = 'POSTED' and e.source <> 'year-close'
          and e.entry_date between ${range.from} and ${range.to}`,
  );
}

/**
 * The other side of the cash movements over [from, to], per account: of every posted entry whose kas and bank
 * lines (11xx) do not net to zero, the debits and credits of its other lines. The entry balances, so its non-cash
 * lines' credits minus debits are exactly its net cash movement, whatever number of cash lines it has: each line
 * is attributed at its own amount (no proportional split, no rounding), a credit as cash received for that account,
 * a debit as cash paid. Money moved between kas and bank nets to zero and shows nothing. Where an entry also sets
 * two non-cash accounts against each other (a resignation settling a loan from the member's savings) both sides
 * show, gross, and still add up to the cash that moved. Every account is listed, those without lines at 0.
 */
export async function cashCounterpartTotals(db: Database | Tx, range: Range): Promise<AccountTotal[]> {
  const cash = `${CASH_ACCOUNT_PREFIX}%`;
  const lines = sql`
    with moving as materialized (
      select l.entry_id
      from ${journalLines} l
      join ${journalEntries} e on e.id = l.entry_id
      where e.status = 'POSTED' and e.entry_date between ${range.from} and ${range.to}
        and l.account_code like ${cash}
      group by l.entry_id
      having sum(l.debit - l.credit) <> 0
    )
    select l.account_code, l.debit, l.credit
    from ${journalLines} l
    join moving m on m.entry_id = l.entry_id
    where l.account_code not like ${cash}`;
  return totalsPerAccount(db, lines, sql`a.code not like ${cash}`);
}
