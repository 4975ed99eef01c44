import type { PaymentHistoryRow } from '@kopkar/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentHistoryCards, PaymentHistoryTable } from './payment-history-view';

// docs/product/screens.md Repayment page: the payment history shows instalment x of tenor, the due date or "Lunas", the amount and
// the payment: how (salary deduction or early settlement) and when. An open row keeps its due date.
const rows: PaymentHistoryRow[] = [
  {
    InsSeqNo: 1,
    Tenor: 3,
    InstallmentDueDate: '2026-01-25',
    InstallmentAmount: 1_700_000,
    PaidAmount: 1_700_000,
    PaidDate: '2026-01-25',
    PaidBy: 'PAYROLL',
    Pelunasan: null,
  },
  {
    InsSeqNo: 2,
    Tenor: 3,
    InstallmentDueDate: '2026-02-25',
    InstallmentAmount: 1_700_000,
    PaidAmount: 1_690_000,
    PaidDate: '2026-02-10',
    PaidBy: 'SETTLEMENT',
    Pelunasan: { id: 5, Tanggal: '2026-02-10', TotalPelunasan: 3_390_000, OSP: 3_340_000, Interest: 50_000 },
  },
  {
    InsSeqNo: 3,
    Tenor: 3,
    InstallmentDueDate: '2026-03-25',
    InstallmentAmount: 1_700_002,
    PaidAmount: null,
    PaidDate: null,
    PaidBy: null,
    Pelunasan: null,
  },
];

describe('PaymentHistoryTable', () => {
  it('shows Lunas instead of the due date for paid rows, and the due date while a row is open', () => {
    render(<PaymentHistoryTable rows={rows} />);
    const table = screen.getByRole('table', { name: 'Riwayat pembayaran' });
    const [, ...body] = within(table).getAllByRole('row');
    const cells = body.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['1 dari 3', 'Lunas', 'Rp 1.700.000', 'dipotong dari gaji 25-01-2026'],
      ['2 dari 3', 'Lunas', 'Rp 1.690.000', 'dilunasi 10-02-2026 (pelunasan Rp 3.390.000)'],
      ['3 dari 3', '25-03-2026', 'Rp 1.700.002', '–'],
    ]);
  });
});

describe('PaymentHistoryCards', () => {
  it('says Lunas with how and when on paid cards and the due date on open ones', () => {
    render(<PaymentHistoryCards rows={rows} />);
    const items = within(screen.getByRole('list', { name: 'Riwayat pembayaran' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Angsuran 1 dari 3Rp 1.700.000Lunas · dipotong dari gaji 25-01-2026',
      'Angsuran 2 dari 3Rp 1.690.000Lunas · dilunasi 10-02-2026 (pelunasan Rp 3.390.000)',
      'Angsuran 3 dari 3Rp 1.700.002Jatuh tempo 25-03-2026',
    ]);
  });
});
