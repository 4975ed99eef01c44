import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
import {
  type AccountTotal,
  buildCashFlow,
  buildEquityChanges,
  buildFinancialPosition,
  buildOperatingResult,
  cashFlowActivityOf,
  isCashAccount,
  resolveReportRange,
  sameDayLastYear,
} from './ledger-statements';

type Entry = { date: string; isYearClose?: boolean; lines: JournalLine[] };

/** Each account of the default chart with its debits and credits of the entries dated in [from, to]. */
function totalsOf(entries: readonly Entry[], from: string, to: string, { withoutClose = false } = {}) {
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
function counterpartsOf(entries: readonly Entry[], from: string, to: string) {
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
const BOOKS: Entry[] = [
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
    lines: yearClosingLines([
      { account: ACCOUNTS.pendapatanAdministrasi, isIncomeOrExpense: true, balance: -20_000 },
    ])!,
  },
  { date: '2026-01-25', lines: payrollPosting({ principal: 300_000, interest: 24_000, wajib: 100_000 }) },
  { date: '2026-02-05', lines: employerTransferPosting(424_000) },
  { date: '2026-03-01', lines: [debit(ACCOUNTS.kas, 500_000), credit(ACCOUNTS.bank, 500_000)] },
  { date: '2026-03-10', lines: [debit(ACCOUNTS.bebanOperasional, 150_000), credit(ACCOUNTS.kas, 150_000)] },
  { date: '2026-04-01', lines: withdrawalPosting(300_000) },
  { date: '2026-05-01', lines: [debit(ACCOUNTS.bank, 50_000), credit(ACCOUNTS.pendapatanLain, 50_000)] },
  { date: '2026-06-30', lines: jasaSimpananPosting(10_000) },
];

const YEAR = { from: '2026-01-01', to: '2026-12-31' };
const LAST_YEAR = { from: '2025-01-01', to: '2025-12-31' };
/** Lines as `code label current previous`, to read against the figures above. */
const show = (lines: readonly { code: string | null; label: string; current: number; previous: number }[]) =>
  lines.map((line) => `${line.code ?? '-'} ${line.label} ${line.current} ${line.previous}`);

describe('laporan posisi keuangan', () => {
  const position = buildFinancialPosition({
    date: '2026-12-31',
    previousDate: '2025-12-31',
    totals: {
      current: totalsOf(BOOKS, '0001-01-01', '2026-12-31'),
      previous: totalsOf(BOOKS, '0001-01-01', '2025-12-31'),
    },
  });

  it('shows each account at its balance, SHU tahun berjalan with the open year’s result, and balances', () => {
    expect(show(position.aset.lines)).toEqual([
      '1101 Kas 350000 0',
      '1102 Bank 704000 1030000',
      '1201 Piutang pinjaman anggota 1700000 2000000',
      '1202 Piutang potongan gaji (perusahaan) 0 0',
    ]);
    expect(show([position.aset.total])).toEqual(['- Jumlah aset 2754000 3030000']);
    expect(show([position.liabilitas.total])).toEqual(['- Jumlah liabilitas 1720000 2010000']);
    expect(show(position.ekuitas.lines)).toEqual([
      '3101 Simpanan pokok 1000000 1000000',
      '3102 Simpanan wajib 100000 0',
      '3201 Cadangan 0 0',
      // 20.000 closed in 2025, and 2026's open result: 24.000 + 50.000 − 150.000 − 10.000 = −86.000
      '3301 SHU tahun berjalan -66000 20000',
      '3901 Ekuitas saldo awal 0 0',
    ]);
    expect(show([position.totalLiabilitasEkuitas])).toEqual([
      '- Jumlah liabilitas dan ekuitas 2754000 3030000',
    ]);
    expect(position.isBalanced).toBe(true);
  });

  it('shows the same SHU tahun berjalan before the year is closed', () => {
    const open = buildFinancialPosition({
      date: '2025-12-31',
      previousDate: '2024-12-31',
      totals: {
        current: totalsOf(BOOKS, '0001-01-01', '2025-12-31', { withoutClose: true }),
        previous: totalsOf(BOOKS, '0001-01-01', '2024-12-31'),
      },
    });
    expect(open.ekuitas.lines.find((line) => line.code === ACCOUNTS.shuTahunBerjalan)?.current).toBe(20_000);
    expect(open.isBalanced).toBe(true);
  });
});

describe('perhitungan hasil usaha', () => {
  it('shows members’ participation apart from other income, the expenses and the SHU of each year', () => {
    const result = buildOperatingResult({
      period: YEAR,
      previousPeriod: LAST_YEAR,
      totals: {
        current: totalsOf(BOOKS, YEAR.from, YEAR.to, { withoutClose: true }),
        previous: totalsOf(BOOKS, LAST_YEAR.from, LAST_YEAR.to, { withoutClose: true }),
      },
    });
    expect(show([...result.partisipasiAnggota.lines, result.partisipasiAnggota.total])).toEqual([
      '4101 Pendapatan jasa pinjaman 24000 0',
      '4102 Pendapatan administrasi 0 20000',
      '- Jumlah partisipasi anggota 24000 20000',
    ]);
    expect(show([...result.pendapatanLain.lines, result.pendapatanLain.total])).toEqual([
      '4901 Pendapatan lain-lain 50000 0',
      '- Jumlah pendapatan lain-lain 50000 0',
    ]);
    expect(show([result.totalPendapatan])).toEqual(['- Jumlah pendapatan 74000 20000']);
    expect(show([...result.beban.lines, result.beban.total])).toEqual([
      '5101 Beban jasa simpanan 10000 0',
      '5201 Beban operasional 150000 0',
      '5901 Beban lain-lain 0 0',
      '- Jumlah beban 160000 0',
    ]);
    expect(show([result.shu])).toEqual(['- Sisa hasil usaha (SHU) -86000 20000']);
  });
});

describe('laporan arus kas', () => {
  const flow = buildCashFlow({
    period: YEAR,
    previousPeriod: LAST_YEAR,
    counterparts: {
      current: counterpartsOf(BOOKS, YEAR.from, YEAR.to),
      previous: counterpartsOf(BOOKS, LAST_YEAR.from, LAST_YEAR.to),
    },
    opening: {
      current: totalsOf(BOOKS, '0001-01-01', '2025-12-31'),
      previous: totalsOf(BOOKS, '0001-01-01', '2024-12-31'),
    },
  });

  it('classifies receipts and payments by the account on the other side; kas to bank is no flow', () => {
    expect(show([...flow.operasi.lines, flow.operasi.total])).toEqual([
      // the funding: 2.000.000 lent, of which 20.000 admin and 10.000 PTA kept back (1.970.000 paid out)
      '1201 Pengeluaran: Piutang pinjaman anggota 0 -2000000',
      '1202 Penerimaan: Piutang potongan gaji (perusahaan) 424000 0',
      '2102 Penerimaan: Hutang premi PTA 0 10000',
      '4102 Penerimaan: Pendapatan administrasi 0 20000',
      '4901 Penerimaan: Pendapatan lain-lain 50000 0',
      '5201 Pengeluaran: Beban operasional -150000 0',
      '- Kas bersih dari aktivitas operasi 324000 -1970000',
    ]);
    expect(flow.investasi.lines).toEqual([]);
    expect(show([...flow.pendanaan.lines, flow.pendanaan.total])).toEqual([
      '2101 Penerimaan: Simpanan sukarela 0 2000000',
      '2101 Pengeluaran: Simpanan sukarela -300000 0',
      '3101 Penerimaan: Simpanan pokok 0 1000000',
      '- Kas bersih dari aktivitas pendanaan -300000 3000000',
    ]);
    expect(show([flow.kenaikanBersih, flow.saldoAwal, flow.saldoAkhir])).toEqual([
      '- Kenaikan (penurunan) bersih kas dan setara kas 24000 1030000',
      '- Kas dan setara kas awal periode 1030000 0',
      // kas 350.000 + bank 704.000, and bank 1.030.000 a year before
      '- Kas dan setara kas akhir periode 1054000 1030000',
    ]);
  });

  it('puts loans and the PTA premium in operations, savings and equity in financing, other assets in investing', () => {
    const activity = (code: string) => {
      const account = DEFAULT_CHART.find((row) => row.code === code) ?? { code, type: 'ASSET' as const };
      return cashFlowActivityOf(account);
    };
    expect(['1201', '1202', '2102', '4101', '4102', '4901', '5101', '5201', '5901'].map(activity)).toEqual(
      Array(9).fill('OPERASI'),
    );
    expect(['2101', '2103', '3101', '3102', '3201', '3301', '3901'].map(activity)).toEqual(
      Array(7).fill('PENDANAAN'),
    );
    expect(activity('1301')).toBe('INVESTASI');
  });
});

describe('laporan perubahan ekuitas', () => {
  it('moves each equity account from the opening to the closing posisi keuangan, SHU by the year’s result', () => {
    const changes = buildEquityChanges({
      period: YEAR,
      previousPeriod: LAST_YEAR,
      opening: {
        current: totalsOf(BOOKS, '0001-01-01', '2025-12-31'),
        previous: totalsOf(BOOKS, '0001-01-01', '2024-12-31'),
      },
      movements: {
        current: totalsOf(BOOKS, YEAR.from, YEAR.to, { withoutClose: true }),
        previous: totalsOf(BOOKS, LAST_YEAR.from, LAST_YEAR.to, { withoutClose: true }),
      },
    });
    const rows = [...changes.rows, changes.total].map(
      ({ code, label, current: c, previous: p }) =>
        `${code ?? '-'} ${label} ${c.opening} +${c.additions} -${c.deductions} =${c.closing} | ${p.opening} +${p.additions} -${p.deductions} =${p.closing}`,
    );
    expect(rows).toEqual([
      '3101 Simpanan pokok 1000000 +0 -0 =1000000 | 0 +1000000 -0 =1000000',
      '3102 Simpanan wajib 0 +100000 -0 =100000 | 0 +0 -0 =0',
      '3201 Cadangan 0 +0 -0 =0 | 0 +0 -0 =0',
      '3301 SHU tahun berjalan 20000 +0 -86000 =-66000 | 0 +20000 -0 =20000',
      '3901 Ekuitas saldo awal 0 +0 -0 =0 | 0 +0 -0 =0',
      '- Jumlah ekuitas 1020000 +100000 -86000 =1034000 | 0 +1020000 -0 =1020000',
    ]);
    expect(show([changes.hasilUsaha])).toEqual(['- Hasil usaha periode -86000 20000']);
  });
});

describe('periods and amounts', () => {
  it('compares with the same day a year before, and defaults a range to the year so far', () => {
    expect(sameDayLastYear('2026-06-30')).toBe('2025-06-30');
    expect(sameDayLastYear('2024-02-29')).toBe('2023-02-28');
    expect(resolveReportRange({}, '2026-05-17')).toEqual({ from: '2026-01-01', to: '2026-05-17' });
    expect(resolveReportRange({ to: '2025-03-31' }, '2026-05-17')).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
    });
    expect(resolveReportRange({ from: '2026-04-01' }, '2026-05-17')).toEqual({
      from: '2026-04-01',
      to: '2026-05-17',
    });
  });

  it('refuses an amount that is not whole Rupiah', () => {
    const totals = totalsOf([], '2026-01-01', '2026-12-31').map((row) =>
      row.code === ACCOUNTS.kas ? { ...row, debit: 0.5 } : row,
    );
    const build = () =>
      buildFinancialPosition({
        date: '2026-12-31',
        previousDate: '2025-12-31',
        totals: { current: totals, previous: totals },
      });
    expect(build).toThrow(RangeError);
  });

  it('balances, and ties the cash flow to the cash balance, for any balanced books', () => {
    const codes = DEFAULT_CHART.map((account) => account.code);
    const entry = fc
      .record({
        day: fc.integer({ min: 1, max: 28 }),
        month: fc.integer({ min: 1, max: 12 }),
        year: fc.constantFrom(2025, 2026),
        from: fc.constantFrom(...codes),
        to: fc.constantFrom(...codes),
        amount: fc.integer({ min: 1, max: 1e12 }),
      })
      .map(
        ({ day, month, year, from, to, amount }): Entry => ({
          date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          lines: [debit(from, amount), credit(to, amount)],
        }),
      );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (books) => {
        const all = (to: string) => totalsOf(books, '0001-01-01', to);
        const position = buildFinancialPosition({
          date: '2026-12-31',
          previousDate: '2025-12-31',
          totals: { current: all('2026-12-31'), previous: all('2025-12-31') },
        });
        const flow = buildCashFlow({
          period: YEAR,
          previousPeriod: LAST_YEAR,
          counterparts: {
            current: counterpartsOf(books, YEAR.from, YEAR.to),
            previous: counterpartsOf(books, LAST_YEAR.from, LAST_YEAR.to),
          },
          opening: { current: all('2025-12-31'), previous: all('2024-12-31') },
        });
        const cash = position.aset.lines.filter((line) => line.code && isCashAccount(line.code));
        expect(position.isBalanced).toBe(true);
        expect(flow.saldoAkhir.current).toBe(cash.reduce((total, line) => total + line.current, 0));
        expect(flow.saldoAkhir.previous).toBe(cash.reduce((total, line) => total + line.previous, 0));
      }),
    );
  });
});
