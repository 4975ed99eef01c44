import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './ledger-accounts';
import {
  buildFinancialPosition,
  buildOperatingResult,
  resolveReportRange,
  sameDayLastYear,
} from './ledger-statements';
import { BOOKS, LAST_YEAR, show, totalsOf, YEAR } from './ledger-statements.fixtures';

// The golden figures of the posisi keuangan and the hasil usaha, and the periods every statement reads; the cash
// flow and the equity changes are in ledger-statements-cash-flow.test.ts and ledger-statements-equity.test.ts,
// the books in ledger-statements.fixtures.ts.

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
});
