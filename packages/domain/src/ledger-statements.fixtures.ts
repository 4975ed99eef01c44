/**
 * The books of the statements' golden figures (ledger-statements.test.ts, ledger-statements-cash-flow.test.ts,
 * ledger-statements-equity.test.ts) and the sums ledger-reports.repository.ts reads from them, computed here
 * from the entries instead of SQL. Test support only: nothing outside the tests imports it.
 */
import { ACCOUNTS, DEFAULT_CHART } from './ledger-accounts';
import {
  credit,
  debit,
  employerTransferPosting,
  fundingPosting,
  type JournalLine,
  jasaSimpananPosting,
  payrollPosting,
  pokokDepositPosting,
  sukarelaDepositPosting,
  withdrawalPosting,
  yearClosingLines,
} from './ledger-postings';
import { type AccountTotal, isCashAccount } from './ledger-statements';

export type Entry = { date: string; isYearClose?: boolean; lines: JournalLine[] };

/** Each account of the default chart with its debits and credits of the entries dated in [from, to]. */
export function totalsOf(entries: readonly Entry[], from: string, to: string, { withoutClose = false } = {}) {
  const kept = entries.filter((e) => e.date >= from && e.date <= to && !(withoutClose && e.isYearClose));
  return DEFAULT_CHART.map((account): AccountTotal => {
    const lines = kept.flatMap((entry) => entry.lines).filter((line) => line.account === account.code);
    return {
      ...account,
      debit: lines.reduce((total, line) => total + line.debit, 0),
      credit: lines.reduce((total, line) => total + line.credit, 0),
    };
  });
}

/** What ledger-reports.repository.ts sums: the non-cash lines of every entry that moves cash, by account. */
export function counterpartsOf(entries: readonly Entry[], from: string, to: string) {
  const moving = entries.filter((entry) => {
    if (entry.date < from || entry.date > to) return false;
    const cash = entry.lines.filter((line) => isCashAccount(line.account));
    return cash.reduce((net, line) => net + line.debit - line.credit, 0) !== 0;
  });
  const nonCash = moving.flatMap((entry) => entry.lines.filter((line) => !isCashAccount(line.account)));
  return totalsOf([{ date: from, lines: nonCash }], from, to);
}

/**
 * The books of the golden figures. 2025: pokok 1.000.000 and sukarela 2.000.000 paid into the bank, a loan of
 * 2.000.000 funded (admin 20.000, PTA 10.000, the bank pays 1.970.000), the year closed (SHU 20.000). 2026: payroll
 * (principal 300.000, jasa 24.000, wajib 100.000) and the employer's transfer of it, 500.000 from bank to kas, an
 * expense of 150.000 paid from kas, a withdrawal of 300.000, other income of 50.000, jasa simpanan of 10.000.
 */
export const BOOKS: Entry[] = [
  { date: '2025-03-01', lines: pokokDepositPosting(1_000_000) },
  { date: '2025-06-01', lines: sukarelaDepositPosting(2_000_000) },
  {
    date: '2025-07-01',
    lines: fundingPosting({
      amount: 2_000_000,
      FeeAdmin: 20_000,
      pta: 10_000,
      sisapokok: 0,
      sisabunga: 0,
      TotalPencairan: 1_970_000,
    }),
  },
  {
    date: '2025-12-31',
    isYearClose: true,
    lines:
      yearClosingLines([
        { account: ACCOUNTS.pendapatanAdministrasi, isIncomeOrExpense: true, balance: -20_000 },
      ]) ?? [],
  },
  { date: '2026-01-25', lines: payrollPosting({ principal: 300_000, interest: 24_000, wajib: 100_000 }) },
  { date: '2026-02-05', lines: employerTransferPosting(424_000) },
  { date: '2026-03-01', lines: [debit(ACCOUNTS.kas, 500_000), credit(ACCOUNTS.bank, 500_000)] },
  { date: '2026-03-10', lines: [debit(ACCOUNTS.bebanOperasional, 150_000), credit(ACCOUNTS.kas, 150_000)] },
  { date: '2026-04-01', lines: withdrawalPosting(300_000) },
  { date: '2026-05-01', lines: [debit(ACCOUNTS.bank, 50_000), credit(ACCOUNTS.pendapatanLain, 50_000)] },
  { date: '2026-06-30', lines: jasaSimpananPosting(10_000) },
];

export const YEAR = { from: '2026-01-01', to: '2026-12-31' };
export const LAST_YEAR = { from: '2025-01-01', to: '2025-12-31' };

/** Lines as `code label current previous`, to read against the figures above. */
export const show = (
  lines: readonly { code: string | null; label: string; current: number; previous: number }[],
) => lines.map((line) => `${line.code ?? '-'} ${line.label} ${line.current} ${line.previous}`);
