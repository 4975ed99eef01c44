import { ACCOUNTS, type AccountType, normalSide } from './ledger-accounts';
import { sumRupiah as sum } from './rupiah-sum';
import type { StatementLine, StatementSection } from './schemas/ledger-reports';

/** The lines every statement of ledger-statements.ts is made of. Whole Rupiah: sums of safe integers, checked. */

/** An account's posted debits and credits over a range, as the ledger's repository sums them. */
export type AccountTotal = { code: string; name: string; type: AccountType; debit: number; credit: number };
/** A statement's two columns: the period asked (`current`) and the same period a year before (`previous`). */
export type Compared<T> = { current: T; previous: T };

export { sumRupiah as sum } from './rupiah-sum';

/** An account's balance on its own side: assets and expenses debit minus credit, the rest credit minus debit. */
export const balanceOf = (account: AccountTotal) =>
  normalSide(account.type) === 'DEBIT'
    ? sum([account.debit, -account.credit])
    : sum([account.credit, -account.debit]);

/** Income minus expense in the totals: the result no year close has moved into SHU tahun berjalan (yet). */
export const unclosedResultOf = (totals: readonly AccountTotal[]) =>
  sum(
    totals.map((account) =>
      account.type === 'INCOME' ? balanceOf(account) : account.type === 'EXPENSE' ? -balanceOf(account) : 0,
    ),
  );

/** The account's totals in a column, zero when the column lacks it. */
export const totalsOf = (totals: readonly AccountTotal[], code: string): AccountTotal =>
  totals.find((account) => account.code === code) ?? { code, name: code, type: 'ASSET', debit: 0, credit: 0 };

/** The accounts `include` keeps from either column, in code order, named as the current column names them. */
export function accountsOf(
  totals: Compared<readonly AccountTotal[]>,
  include: (account: AccountTotal) => boolean,
): { code: string; name: string }[] {
  const names = new Map<string, string>();
  for (const account of [...totals.previous, ...totals.current]) {
    if (include(account)) names.set(account.code, account.name);
  }
  return [...names].sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => ({ code, name }));
}

/** One line per account `include` keeps, at `amountOf` (its balance unless told) in each column. */
export function accountLines(
  totals: Compared<readonly AccountTotal[]>,
  include: (account: AccountTotal) => boolean,
  amountOf: (account: AccountTotal, column: readonly AccountTotal[]) => number = balanceOf,
): StatementLine[] {
  return accountsOf(totals, include).map(({ code, name }) => ({
    code,
    label: name,
    current: amountOf(totalsOf(totals.current, code), totals.current),
    previous: amountOf(totalsOf(totals.previous, code), totals.previous),
  }));
}

export const totalLine = (label: string, lines: readonly StatementLine[]): StatementLine => ({
  code: null,
  label,
  current: sum(lines.map((line) => line.current)),
  previous: sum(lines.map((line) => line.previous)),
});

export const section = (heading: string, totalLabel: string, lines: StatementLine[]): StatementSection => ({
  heading,
  lines,
  total: totalLine(totalLabel, lines),
});

export const ofType = (type: AccountType) => (account: AccountTotal) => account.type === type;

/** The column with SHU tahun berjalan in it, whatever the chart holds. */
const withShuAccount = (totals: readonly AccountTotal[]): readonly AccountTotal[] =>
  totals.some((account) => account.code === ACCOUNTS.shuTahunBerjalan)
    ? totals
    : [
        ...totals,
        { code: ACCOUNTS.shuTahunBerjalan, name: 'SHU tahun berjalan', type: 'EQUITY', debit: 0, credit: 0 },
      ];

/**
 * Each equity account at its balance in cumulative totals, SHU tahun berjalan with the income and expense no
 * year close has moved into it yet (the current year's, and a past year's while its December is open): the same
 * figure whether or not the year-close entries are in the totals, and the one that makes the statement balance.
 */
export function equityLines(totals: Compared<readonly AccountTotal[]>): StatementLine[] {
  const columns = { current: withShuAccount(totals.current), previous: withShuAccount(totals.previous) };
  return accountLines(columns, ofType('EQUITY'), (account, column) =>
    account.code === ACCOUNTS.shuTahunBerjalan
      ? sum([balanceOf(account), unclosedResultOf(column)])
      : balanceOf(account),
  );
}
