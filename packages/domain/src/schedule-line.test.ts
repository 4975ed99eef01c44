import { describe, expect, it } from 'vitest';
import { describeSettledBy, toScheduleLine } from './schedule-line';

const row = {
  InsSeqNo: 3,
  AgreementNo: 'PK202611-00001',
  InstallmentAmount: 444_244,
  InstallmentDueDate: '2027-02-25',
  InterestAmount: 41_000,
  PrincipalAmount: 403_244,
  OSPrincipalAmount: 3_800_000,
  PaidDate: null,
  PaidAmount: null,
  Status: 'UNPAID' as const,
};

describe('toScheduleLine', () => {
  // [row, date, interest, instalment, outstanding, status, reason]
  const table: [typeof row | Record<string, unknown>, string, number, number, number, string, string][] = [
    [row, '2027-02-25', 41_000, 444_244, 3_800_000, 'UNPAID', 'an open row reads as scheduled'],
    [
      { ...row, Status: 'PAID', PaidDate: '2027-02-25', PaidAmount: 444_244 },
      '2027-02-25',
      41_000,
      444_244,
      3_800_000,
      'PAID',
      'a payroll row keeps its due date and the product docs label',
    ],
    [
      { ...row, Status: 'DILUNASI', PaidDate: '2026-11-26', PaidAmount: 403_244 },
      '2026-11-26',
      0,
      403_244,
      0,
      'Dilunasi',
      'a settled later row: the settlement date, its principal only, nothing left after it',
    ],
    [
      { ...row, Status: 'DILUNASI', PaidDate: '2026-12-10', PaidAmount: 403_244 + 19_000 },
      '2026-12-10',
      19_000,
      422_244,
      0,
      'Dilunasi',
      'the current row: its principal plus the running interest charged',
    ],
  ];
  it.each(table)('%# → %s %d %d %d %s (%s)', (input, date, interest, instalment, outstanding, status) => {
    expect(toScheduleLine(input as typeof row)).toMatchObject({
      date,
      interest,
      instalment,
      outstanding,
      status,
    });
  });
});

it('describeSettledBy names the date, total and its parts', () => {
  expect(
    describeSettledBy({
      id: 1,
      Tanggal: '2026-11-26',
      TotalPelunasan: 5_000_000,
      OSP: 5_000_000,
      Interest: 0,
    }),
  ).toBe(
    'Dilunasi dengan pelunasan dipercepat pada 26-11-2026 sebesar Rp 5.000.000 (sisa pokok Rp 5.000.000 + bunga berjalan Rp 0).',
  );
});
