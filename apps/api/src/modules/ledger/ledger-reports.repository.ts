import { type AccountTotal, type AccountType, CASH_ACCOUNT_PREFIX, type Compared } from '@kopkar/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema';

/** A statement column's dates, inclusive; `from` null = since the books began. */
export type Window = { from: string | null; to: string };

const CASH = `${CASH_ACCOUNT_PREFIX}%`;
const BEGINNING = '0001-01-01';
const within = (date: SQL, window: Window) =>
  sql`${date} between ${window.from ?? BEGINNING} and ${window.to}`;

/**
 * Both columns of a statement from one pass over the lines (bench/figures/scale-benchmarks.md#ledger-statements-at-100000-members):
 * `lines` yields account_code, debit, credit and whether the line falls in the current and in the previous column
 * (a line may fall in both: the cumulative columns overlap). Each account's sums are taken before the chart is
 * joined, and every account of the chart (or of `where`) is listed, those without lines at 0.
 */
async function comparedTotalsPerAccount(
  db: Database | Tx,
  lines: SQL,
  where?: SQL,
): Promise<Compared<AccountTotal[]>> {
  const { rows } = await db.execute<{
    code: string;
    name: string;
    type: AccountType;
    current_debit: string;
    current_credit: string;
    previous_debit: string;
    previous_credit: string;
  }>(sql`
    select a.code, a.name, a.type,
      coalesce(t.current_debit, 0)::text as current_debit, coalesce(t.current_credit, 0)::text as current_credit,
      coalesce(t.previous_debit, 0)::text as previous_debit, coalesce(t.previous_credit, 0)::text as previous_credit
    from ${ledgerAccounts} a
    left join (
      select l.account_code,
        sum(l.debit) filter (where l.in_current) as current_debit,
        sum(l.credit) filter (where l.in_current) as current_credit,
        sum(l.debit) filter (where l.in_previous) as previous_debit,
        sum(l.credit) filter (where l.in_previous) as previous_credit
      from (${lines}) l
      group by l.account_code
    ) t on t.account_code = a.code
    ${where ? sql`where ${where}` : sql``}
    order by a.code`);
  const column = (prefix: 'current' | 'previous') =>
    rows.map((row) => ({
      code: row.code,
      name: row.name,
      type: row.type,
      debit: Number(row[`${prefix}_debit`]),
      credit: Number(row[`${prefix}_credit`]),
    }));
  return { current: column('current'), previous: column('previous') };
}

/**
 * Each account's posted debits and credits in each column's dates. `beforeClosing` leaves out the year-close
 * entries: closing empties income and expense into SHU tahun berjalan on 31 December, which would hide the year's
 * hasil usaha and count it twice in the perubahan ekuitas (only manual entries can be reversed, so no reversal of a
 * close needs leaving out). `cashOnly` reads kas and bank alone (an opening cash balance needs nothing else).
 */
export async function comparedAccountTotals(
  db: Database | Tx,
  windows: Compared<Window>,
  options: { beforeClosing?: boolean; cashOnly?: boolean } = {},
): Promise<Compared<AccountTotal[]>> {
  const date = sql`e.entry_date`;
  const lines = sql`
    select l.account_code, l.debit, l.credit,
      ${within(date, windows.current)} as in_current, ${within(date, windows.previous)} as in_previous
    from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
    where e.status = 'POSTED'
      and (${within(date, windows.current)} or ${within(date, windows.previous)})
      ${options.beforeClosing ? sql`and e.source <> 'year-close'` : sql``}
      ${options.cashOnly ? sql`and l.account_code like ${CASH}` : sql``}`;
  return comparedTotalsPerAccount(db, lines, options.cashOnly ? sql`a.code like ${CASH}` : undefined);
}

/**
 * The other side of the cash movements in each column's dates, per account: of every posted entry whose kas and
 * bank lines (11xx) do not net to zero, the debits and credits of its other lines. The entry balances, so its
 * non-cash lines' credits minus debits are exactly its net cash movement, whatever number of cash lines it has:
 * each line is attributed at its own amount (no proportional split, no rounding), a credit as cash received for
 * that account, a debit as cash paid. Money moved between kas and bank nets to zero and shows nothing. Where an
 * entry also sets two non-cash accounts against each other (a resignation settling a loan from the member's
 * savings) both sides show, gross, and still add up to the cash that moved. The entry's net cash is a window sum
 * beside each of its lines, so both columns come from one pass. Every non-cash account is listed, those without
 * lines at 0.
 */
export async function comparedCashCounterparts(
  db: Database | Tx,
  periods: Compared<Window>,
): Promise<Compared<AccountTotal[]>> {
  const date = sql`e.entry_date`;
  const lines = sql`
    select l.account_code, l.debit, l.credit, l.in_current, l.in_previous
    from (
      select l.account_code, l.debit, l.credit,
        ${within(date, periods.current)} as in_current, ${within(date, periods.previous)} as in_previous,
        sum(case when l.account_code like ${CASH} then l.debit - l.credit else 0 end)
          over (partition by l.entry_id) as net_cash
      from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
      where e.status = 'POSTED' and (${within(date, periods.current)} or ${within(date, periods.previous)})
    ) l
    where l.net_cash <> 0 and l.account_code not like ${CASH}`;
  return comparedTotalsPerAccount(db, lines, sql`a.code not like ${CASH}`);
}
