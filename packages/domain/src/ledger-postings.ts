import { ACCOUNTS, type AccountCode } from './ledger-accounts';

/**
 * The posting rules: for each money movement the portal records, the journal lines it writes in the same
 * transaction (docs/decisions/0023-general-ledger.md has them as a table). Every rule is pure, whole Rupiah, and
 * returns balanced lines without zero ones; `ledger-postings.test.ts` holds the golden table.
 */

export type JournalLine = { account: AccountCode; debit: number; credit: number };

const assertRupiah = (label: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} must be whole Rupiah ≥ 0`);
};

export const debit = (account: AccountCode, amount: number): JournalLine => ({
  account,
  debit: amount,
  credit: 0,
});
export const credit = (account: AccountCode, amount: number): JournalLine => ({
  account,
  debit: 0,
  credit: amount,
});

/** The sums of both sides. */
export function journalTotals(lines: readonly JournalLine[]): { debit: number; credit: number } {
  return lines.reduce((sum, line) => ({ debit: sum.debit + line.debit, credit: sum.credit + line.credit }), {
    debit: 0,
    credit: 0,
  });
}

/**
 * The lines of an entry as the ledger stores them: zero lines dropped, each line one side only, both sides equal
 * and not zero. Throws RangeError otherwise: a rule that cannot balance is a bug, never a journal.
 */
export function balancedLines(lines: readonly JournalLine[]): JournalLine[] {
  for (const line of lines) {
    assertRupiah(`${line.account} debit`, line.debit);
    assertRupiah(`${line.account} credit`, line.credit);
    if (line.debit > 0 && line.credit > 0) throw new RangeError(`${line.account}: a line is debit or credit`);
  }
  const kept = lines.filter((line) => line.debit > 0 || line.credit > 0);
  const totals = journalTotals(kept);
  if (totals.debit !== totals.credit) {
    throw new RangeError(`Jurnal tidak seimbang: debit ${totals.debit}, kredit ${totals.credit}`);
  }
  if (totals.debit === 0) throw new RangeError('Jurnal tanpa nilai');
  return kept;
}

/**
 * Funding a loan: the member owes the whole amount; the bank pays TotalPencairan; the admin fee is income; the
 * PTA premium is owed to the insurer; a replaced loan's remaining principal closes its receivable and its remaining
 * interest is earned.
 */
export function fundingPosting(funding: {
  amount: number;
  FeeAdmin: number;
  pta: number;
  sisapokok: number;
  sisabunga: number;
  TotalPencairan: number;
}): JournalLine[] {
  return balancedLines([
    debit(ACCOUNTS.piutangPinjaman, funding.amount),
    credit(ACCOUNTS.bank, funding.TotalPencairan),
    credit(ACCOUNTS.pendapatanAdministrasi, funding.FeeAdmin),
    credit(ACCOUNTS.hutangPremiPta, funding.pta),
    credit(ACCOUNTS.piutangPinjaman, funding.sisapokok),
    credit(ACCOUNTS.pendapatanJasaPinjaman, funding.sisabunga),
  ]);
}

/**
 * A payroll period posted: the employer owes what it deducted (until its transfer arrives); the instalments' principal
 * reduces the loans, their interest is earned, the wajib and any monthly sukarela grow the members' savings.
 */
export function payrollPosting(deducted: {
  principal: number;
  interest: number;
  wajib: number;
  sukarela?: number;
}): JournalLine[] {
  const sukarela = deducted.sukarela ?? 0;
  const total = deducted.principal + deducted.interest + deducted.wajib + sukarela;
  return balancedLines([
    debit(ACCOUNTS.piutangPotonganGaji, total),
    credit(ACCOUNTS.piutangPinjaman, deducted.principal),
    credit(ACCOUNTS.pendapatanJasaPinjaman, deducted.interest),
    credit(ACCOUNTS.simpananWajib, deducted.wajib),
    credit(ACCOUNTS.simpananSukarela, sukarela),
  ]);
}

/** The employer's transfer of the deducted salaries reaching the bank (recorded by FINANCE). */
export function employerTransferPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.bank, amount), credit(ACCOUNTS.piutangPotonganGaji, amount)]);
}

/** An early settlement paid into the bank: the remaining principal closes the receivable, the interest is earned. */
export function settlementPosting(paid: { principal: number; interest: number }): JournalLine[] {
  return balancedLines([
    debit(ACCOUNTS.bank, paid.principal + paid.interest),
    credit(ACCOUNTS.piutangPinjaman, paid.principal),
    credit(ACCOUNTS.pendapatanJasaPinjaman, paid.interest),
  ]);
}

/** A sukarela deposit FINANCE confirmed against the bank statement. */
export function sukarelaDepositPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.bank, amount), credit(ACCOUNTS.simpananSukarela, amount)]);
}

/** A sukarela withdrawal paid out of the bank. */
export function withdrawalPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.simpananSukarela, amount), credit(ACCOUNTS.bank, amount)]);
}

/** A month's jasa simpanan credited to the members' sukarela: an expense of the cooperative. */
export function jasaSimpananPosting(amount: number): JournalLine[] {
  return balancedLines([
    debit(ACCOUNTS.bebanJasaSimpanan, amount),
    credit(ACCOUNTS.simpananSukarela, amount),
  ]);
}

/** Simpanan pokok paid on joining. */
export function pokokDepositPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.bank, amount), credit(ACCOUNTS.simpananPokok, amount)]);
}

/**
 * A member's simpanan wajib carried over from before the portal (the HR import's opening balance): the money is
 * already somewhere in the cooperative's books, which Ekuitas saldo awal holds until FINANCE moves it there.
 */
export function openingContributionPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.saldoAwal, amount), credit(ACCOUNTS.simpananWajib, amount)]);
}

/** Simpanan pokok given back on its own (outside a resignation's clearance). */
export function pokokRefundPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.simpananPokok, amount), credit(ACCOUNTS.bank, amount)]);
}

/** The members' part of a year's SHU as the RAT decided it: from the year's result to what is owed to them. */
export function shuDecisionPosting(membersPool: number): JournalLine[] {
  return balancedLines([
    debit(ACCOUNTS.shuTahunBerjalan, membersPool),
    credit(ACCOUNTS.hutangShu, membersPool),
  ]);
}

/** Members' SHU shares credited to their sukarela. */
export function shuCreditPosting(amount: number): JournalLine[] {
  return balancedLines([debit(ACCOUNTS.hutangShu, amount), credit(ACCOUNTS.simpananSukarela, amount)]);
}

/**
 * A resignation's clearance: every saving and unpaid SHU share comes off the books, each running loan is settled
 * from them (principal closes the receivable, interest is earned), and the bank pays the payout or received the
 * shortfall the member paid first.
 */
export function clearancePosting(clearance: {
  pokok: number;
  wajib: number;
  sukarela: number;
  unpaidShu: number;
  loans: readonly { principal: number; interest: number }[];
  payout: number;
  shortfall: number;
}): JournalLine[] {
  return balancedLines([
    debit(ACCOUNTS.simpananPokok, clearance.pokok),
    debit(ACCOUNTS.simpananWajib, clearance.wajib),
    debit(ACCOUNTS.simpananSukarela, clearance.sukarela),
    debit(ACCOUNTS.hutangShu, clearance.unpaidShu),
    debit(ACCOUNTS.bank, clearance.shortfall),
    ...clearance.loans.flatMap((loan) => [
      credit(ACCOUNTS.piutangPinjaman, loan.principal),
      credit(ACCOUNTS.pendapatanJasaPinjaman, loan.interest),
    ]),
    credit(ACCOUNTS.bank, clearance.payout),
  ]);
}

/** The reversal of an entry: every line on the other side. */
export function reversalLines(lines: readonly JournalLine[]): JournalLine[] {
  return balancedLines(
    lines.map((line) => ({ account: line.account, debit: line.credit, credit: line.debit })),
  );
}

/**
 * Closing a year: every income and expense account back to zero, the difference (the year's result) into SHU
 * tahun berjalan. `balances` are each account's debit minus credit for the year; null when there is nothing to
 * close.
 */
export function yearClosingLines(
  balances: readonly { account: AccountCode; isIncomeOrExpense: boolean; balance: number }[],
): JournalLine[] | null {
  const lines: JournalLine[] = [];
  let result = 0;
  for (const { account, isIncomeOrExpense, balance } of balances) {
    if (!isIncomeOrExpense || balance === 0) continue;
    lines.push(balance > 0 ? credit(account, balance) : debit(account, -balance));
    result += balance;
  }
  if (lines.length === 0) return null;
  // A positive sum of debits-minus-credits is a loss: SHU tahun berjalan takes it as a debit.
  lines.push(
    result > 0 ? debit(ACCOUNTS.shuTahunBerjalan, result) : credit(ACCOUNTS.shuTahunBerjalan, -result),
  );
  return balancedLines(lines);
}
