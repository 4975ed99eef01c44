import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFunding } from './funding';
import { ACCOUNTS, accountTypeOfCode, DEFAULT_CHART } from './ledger-accounts';
import {
  balancedLines,
  clearancePosting,
  employerTransferPosting,
  fundingPosting,
  type JournalLine,
  jasaSimpananPosting,
  journalTotals,
  openingContributionPosting,
  payrollPosting,
  pokokDepositPosting,
  reversalLines,
  settlementPosting,
  shuCreditPosting,
  shuDecisionPosting,
  sukarelaDepositPosting,
  withdrawalPosting,
  yearClosingLines,
} from './ledger-postings';

/** Lines as `code D|K amount`, the way the ADR's table writes them. */
const show = (lines: readonly JournalLine[]) =>
  lines.map((line) => `${line.account} ${line.debit > 0 ? 'D' : 'K'} ${line.debit || line.credit}`);

describe('the chart of accounts', () => {
  it('gives every account a unique code whose first digit is its type', () => {
    expect(new Set(DEFAULT_CHART.map((account) => account.code)).size).toBe(DEFAULT_CHART.length);
    for (const account of DEFAULT_CHART) expect(accountTypeOfCode(account.code)).toBe(account.type);
  });

  it('holds every account a posting rule names', () => {
    const codes = new Set(DEFAULT_CHART.map((account) => account.code));
    for (const code of Object.values(ACCOUNTS)) expect(codes.has(code)).toBe(true);
  });
});

describe('posting rules (the golden table of docs/decisions/0023-general-ledger.md)', () => {
  it.each<[string, JournalLine[], string[]]>([
    [
      'funding Rp 10.000.000, admin 1%, PTA 0,5%, no replaced loan',
      fundingPosting({
        amount: 10_000_000,
        ...computeFunding({ amount: 10_000_000, adminFeePercent: 1, ptaPercent: 0.5 }),
      }),
      ['1201 D 10000000', '1102 K 9850000', '4102 K 100000', '2102 K 50000'],
    ],
    [
      'funding that replaces a loan with Rp 2.000.000 principal and Rp 150.000 interest left',
      fundingPosting({
        amount: 10_000_000,
        ...computeFunding({
          amount: 10_000_000,
          adminFeePercent: 1,
          ptaPercent: 0.5,
          replacedLoan: { sisapokok: 2_000_000, sisabunga: 150_000 },
        }),
      }),
      [
        '1201 D 10000000',
        '1102 K 7700000',
        '4102 K 100000',
        '2102 K 50000',
        '1201 K 2000000',
        '4101 K 150000',
      ],
    ],
    [
      'payroll: principal 800.000, interest 120.000, wajib 100.000',
      payrollPosting({ principal: 800_000, interest: 120_000, wajib: 100_000 }),
      ['1202 D 1020000', '1201 K 800000', '4101 K 120000', '3102 K 100000'],
    ],
    [
      'payroll with a monthly sukarela of 50.000',
      payrollPosting({ principal: 0, interest: 0, wajib: 100_000, sukarela: 50_000 }),
      ['1202 D 150000', '3102 K 100000', '2101 K 50000'],
    ],
    ['employer transfer 1.020.000', employerTransferPosting(1_020_000), ['1102 D 1020000', '1202 K 1020000']],
    [
      'early settlement: principal 3.000.000, interest 45.000',
      settlementPosting({ principal: 3_000_000, interest: 45_000 }),
      ['1102 D 3045000', '1201 K 3000000', '4101 K 45000'],
    ],
    ['sukarela deposit 250.000', sukarelaDepositPosting(250_000), ['1102 D 250000', '2101 K 250000']],
    ['withdrawal 400.000', withdrawalPosting(400_000), ['2101 D 400000', '1102 K 400000']],
    ['jasa simpanan 12.345', jasaSimpananPosting(12_345), ['5101 D 12345', '2101 K 12345']],
    ['simpanan pokok 100.000', pokokDepositPosting(100_000), ['1102 D 100000', '3101 K 100000']],
    ['opening wajib 2.400.000', openingContributionPosting(2_400_000), ['3901 D 2400000', '3102 K 2400000']],
    [
      'SHU decided for members 50.000.000',
      shuDecisionPosting(50_000_000),
      ['3301 D 50000000', '2103 K 50000000'],
    ],
    ['SHU credited 321.000', shuCreditPosting(321_000), ['2103 D 321000', '2101 K 321000']],
    [
      'clearance with a payout: savings 5.600.000, one loan 1.000.000 + 20.000',
      clearancePosting({
        pokok: 100_000,
        wajib: 4_000_000,
        sukarela: 1_400_000,
        unpaidShu: 100_000,
        loans: [{ principal: 1_000_000, interest: 20_000 }],
        payout: 4_580_000,
        shortfall: 0,
      }),
      [
        '3101 D 100000',
        '3102 D 4000000',
        '2101 D 1400000',
        '2103 D 100000',
        '1201 K 1000000',
        '4101 K 20000',
        '1102 K 4580000',
      ],
    ],
    [
      'clearance with a shortfall the member paid first',
      clearancePosting({
        pokok: 100_000,
        wajib: 900_000,
        sukarela: 0,
        unpaidShu: 0,
        loans: [{ principal: 1_500_000, interest: 30_000 }],
        payout: 0,
        shortfall: 530_000,
      }),
      ['3101 D 100000', '3102 D 900000', '1102 D 530000', '1201 K 1500000', '4101 K 30000'],
    ],
  ])('%s', (_event, lines, expected) => {
    expect(show(lines)).toEqual(expected);
    const totals = journalTotals(lines);
    expect(totals.debit).toBe(totals.credit);
  });
});

describe('balancedLines', () => {
  it('refuses an entry whose sides differ, a line on both sides, a fraction and an empty entry', () => {
    expect(() => balancedLines([{ account: '1102', debit: 10, credit: 0 }])).toThrow('tidak seimbang');
    expect(() => balancedLines([{ account: '1102', debit: 10, credit: 10 }])).toThrow('debit or credit');
    expect(() => balancedLines([{ account: '1102', debit: 0.5, credit: 0 }])).toThrow(RangeError);
    expect(() => balancedLines([{ account: '1102', debit: 0, credit: 0 }])).toThrow('tanpa nilai');
  });

  it('a reversal puts every line on the other side and still balances', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        (principal, interest) => {
          const lines = settlementPosting({ principal, interest });
          const reversed = reversalLines(lines);
          const net = new Map<string, number>();
          for (const line of [...lines, ...reversed]) {
            net.set(line.account, (net.get(line.account) ?? 0) + line.debit - line.credit);
          }
          expect([...net.values()].every((value) => value === 0)).toBe(true);
        },
      ),
    );
  });
});

describe('yearClosingLines', () => {
  it('moves a profit into SHU tahun berjalan and leaves the balance-sheet accounts alone', () => {
    const lines = yearClosingLines([
      { account: ACCOUNTS.pendapatanJasaPinjaman, isIncomeOrExpense: true, balance: -900_000 },
      { account: ACCOUNTS.bebanJasaSimpanan, isIncomeOrExpense: true, balance: 200_000 },
      { account: ACCOUNTS.bank, isIncomeOrExpense: false, balance: 5_000_000 },
    ]);
    expect(show(lines ?? [])).toEqual(['4101 D 900000', '5101 K 200000', '3301 K 700000']);
  });

  it('takes a loss as a debit, and has nothing to close in a year without income or expense', () => {
    const loss = yearClosingLines([
      { account: ACCOUNTS.bebanOperasional, isIncomeOrExpense: true, balance: 50_000 },
    ]);
    expect(show(loss ?? [])).toEqual(['5201 K 50000', '3301 D 50000']);
    expect(yearClosingLines([{ account: ACCOUNTS.bank, isIncomeOrExpense: false, balance: 1 }])).toBeNull();
  });
});
