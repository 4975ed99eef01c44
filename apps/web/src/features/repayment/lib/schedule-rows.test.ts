import type { AmortisationReport } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { buildChartPoints, buildScheduleRows, filterScheduleRows } from './schedule-rows';

const row = (InsSeqNo: number, OSPrincipalAmount: number, paid: boolean) => ({
  InsSeqNo,
  AgreementNo: 'AGR-1',
  InstallmentAmount: 1_100_000,
  InstallmentDueDate: `2026-0${InsSeqNo}-25`,
  InterestAmount: 100_000,
  PrincipalAmount: 1_000_000,
  OSPrincipalAmount,
  PaidDate: paid ? `2026-0${InsSeqNo}-25` : null,
  PaidAmount: paid ? 1_100_000 : null,
  Status: paid ? ('PAID' as const) : ('UNPAID' as const),
});

const report: AmortisationReport = {
  AgreementId: 9,
  header: {
    EmployeeName: 'Siti',
    NIK: '100002',
    AgreementNo: 'AGR-1',
    LoanAmount: 3_000_000,
    Tenor: 3,
    FinancePurpose: 'Renovasi',
  },
  list: [row(2, 1_000_000, false), row(1, 2_000_000, true), row(3, 0, false)],
  TotalPokok: 3_000_000,
  Saldo: { LoanAmount: 3_000_000, Terbayarkan: 1_000_000, SisaSaldo: 2_000_000 },
  LoanStatus: 'FUN',
  Pelunasan: null,
};

describe('buildScheduleRows', () => {
  it('starts with a PROSES row holding the loan amount, then the rows in order with DD-MM-YYYY dates', () => {
    const rows = buildScheduleRows(report);
    expect(rows.map((r) => [r.number, r.status, r.outstanding])).toEqual([
      [0, 'PROSES', 3_000_000],
      [1, 'PAID', 2_000_000],
      [2, 'UNPAID', 1_000_000],
      [3, 'UNPAID', 0],
    ]);
    expect(rows[1]?.dueDate).toBe('25-01-2026');
  });

  it('reads rows closed by an early settlement as Dilunasi on its date with what it paid, nothing left after', () => {
    const settledOn = { Status: 'DILUNASI' as const, PaidDate: '2026-01-30' };
    const settled: AmortisationReport = {
      ...report,
      list: [
        row(1, 2_000_000, true),
        { ...row(2, 1_000_000, false), ...settledOn, PaidAmount: 1_020_000 },
        { ...row(3, 0, false), ...settledOn, PaidAmount: 1_000_000 },
      ],
    };
    const rows = buildScheduleRows(settled).slice(1);
    expect(rows.map((r) => [r.number, r.status, r.dueDate, r.interest, r.instalment, r.outstanding])).toEqual(
      [
        [1, 'PAID', '25-01-2026', 100_000, 1_100_000, 2_000_000],
        [2, 'Dilunasi', '30-01-2026', 20_000, 1_020_000, 0],
        [3, 'Dilunasi', '30-01-2026', 0, 1_000_000, 0],
      ],
    );
    expect(buildChartPoints(rows).map((p) => p.isPaid)).toEqual([true, true, true]);
  });
});

describe('filterScheduleRows', () => {
  const rows = buildScheduleRows(report);
  it('matches a due date, a status or an amount typed with dots', () => {
    expect(filterScheduleRows(rows, '25-02').map((r) => r.number)).toEqual([2]);
    expect(filterScheduleRows(rows, 'paid').map((r) => r.number)).toEqual([1, 2, 3]);
    expect(filterScheduleRows(rows, '2.000.000').map((r) => r.number)).toEqual([1]);
    expect(filterScheduleRows(rows, '  ')).toHaveLength(4);
  });
});

describe('buildChartPoints', () => {
  it('scales the outstanding principal to the start and marks only paid rows as paid', () => {
    const points = buildChartPoints(buildScheduleRows(report));
    expect(points.map((p) => [p.label, p.ratio, p.isPaid])).toEqual([
      ['Awal', 1, false],
      ['1', 2 / 3, true],
      ['2', 1 / 3, false],
      ['3', 0, false],
    ]);
  });

  it('draws flat bars for a schedule with nothing outstanding', () => {
    const empty = { ...report, header: { ...report.header, LoanAmount: 0 }, list: [] };
    expect(buildChartPoints(buildScheduleRows(empty))).toEqual([
      { label: 'Awal', value: 0, isPaid: false, ratio: 0 },
    ]);
  });
});
