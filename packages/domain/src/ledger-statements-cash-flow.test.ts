import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART } from './ledger-accounts';
import { credit, debit } from './ledger-postings';
import {
  buildCashFlow,
  buildFinancialPosition,
  cashFlowActivityOf,
  isCashAccount,
} from './ledger-statements';
import {
  BOOKS,
  counterpartsOf,
  type Entry,
  LAST_YEAR,
  show,
  totalsOf,
  YEAR,
} from './ledger-statements.fixtures';

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

describe('laporan arus kas and posisi keuangan together', () => {
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
