import type { PaymentHistoryRow, SettlementStatusReply } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import {
  describePaymentLine,
  describeRepaymentActions,
  describeSettlementView,
  isLoanSettled,
  selectToastVariant,
} from './settlement-view';

const reply = (statuspelunasan: string): SettlementStatusReply => ({
  statuspelunasan,
  id: statuspelunasan ? 4 : null,
  id_pretermination: null,
  TotalPelunasan: 7_250_000,
  OSP: 7_000_000,
  Interest: 250_000,
  QuoteValidUntil: null,
  Reason: null,
  Rincian: { Tanggal: null, Baris: [] },
});

describe('describeSettlementView', () => {
  it.each([
    ['', 'Ajukan Pelunasan', false, false, 'request', true],
    ['PT1', 'Dalam Pengecekan Admin', true, false, 'request', false],
    ['PT2', 'Upload Bukti Transfer', false, false, 'upload', false],
    ['PT3', 'Menunggu ApprovAL', true, false, 'request', false],
    ['PAI', '', true, true, 'request', false],
    ['RJT', 'Ajukan Pelunasan', false, false, 'request', true],
  ] as const)('status %j → button %j', (code, label, isDisabled, isHidden, dialogMode, canRequest) => {
    const view = describeSettlementView(reply(code));
    expect(view.action).toEqual({ label, isDisabled, isHidden });
    expect(view.dialogMode).toBe(dialogMode);
    expect(view.canRequest).toBe(canRequest);
  });

  it('asks for the total the server quoted (outstanding principal plus interest)', () => {
    expect(describeSettlementView(reply('')).amountDue).toBe(7_250_000);
  });

  it('reads a missing reply as no request yet', () => {
    const view = describeSettlementView(undefined);
    expect(view.statusText).toBe('Belum diajukan');
    expect(view.amountDue).toBe(0);
  });
});

describe('selectToastVariant', () => {
  it('follows the server icon and falls back to success', () => {
    expect(selectToastVariant('error')).toBe('error');
    expect(selectToastVariant('warning')).toBe('warning');
    expect(selectToastVariant('success')).toBe('success');
    expect(selectToastVariant('question')).toBe('success');
  });
});

describe('describeRepaymentActions', () => {
  it.each([
    ['', 'enabled', false],
    ['RJT', 'enabled', false],
    ['PT1', 'disabled', false],
    ['PT3', 'disabled', false],
    ['PT2', 'hidden', true],
    ['PAI', 'hidden', false],
  ] as const)('status %j → request %s, payment %s', (code, request, offersPayment) => {
    expect(describeRepaymentActions(reply(code))).toEqual({ request, offersPayment });
  });

  it('offers nothing on a loan already finished (FIN), even without a settlement (paid off by payroll)', () => {
    expect(describeRepaymentActions(reply(''), 'FIN')).toEqual({ request: 'hidden', offersPayment: false });
    expect(describeRepaymentActions(reply('RJT'), 'FIN')).toEqual({
      request: 'hidden',
      offersPayment: false,
    });
  });
});

describe('isLoanSettled', () => {
  const table: [string | undefined, string, boolean, string][] = [
    ['FUN', '', false, 'running, no request'],
    ['FUN', 'PT3', false, 'running, proof waiting'],
    ['FUN', 'PAI', true, 'settlement confirmed (the schedule may not have reloaded yet)'],
    ['FIN', '', true, 'paid off by payroll'],
    [undefined, '', false, 'schedule still loading'],
  ];
  it.each(table)('%s + %j → %s (%s)', (loanStatus, code, expected) => {
    expect(isLoanSettled(loanStatus, reply(code))).toBe(expected);
  });
});

describe('describePaymentLine', () => {
  const line = {
    InsSeqNo: 2,
    Tenor: 12,
    InstallmentDueDate: '2026-02-25',
    InstallmentAmount: 900_000,
    PaidAmount: null,
    PaidDate: null,
    PaidBy: null,
    Pelunasan: null,
  };
  it('shows the due date and the instalment while unpaid', () => {
    expect(describePaymentLine(line)).toEqual({
      instalment: '2 dari 12',
      due: '25-02-2026',
      amount: 900_000,
      paidOn: '–',
    });
  });
  // Payroll posts a period before its cut-off and records payday (the 25th) as the payment date.
  const paid: PaymentHistoryRow = { ...line, PaidAmount: 950_000, PaidDate: '2026-02-25', PaidBy: 'PAYROLL' };
  it.each<[PaymentHistoryRow, string, string, string]>([
    [paid, '2026-02-26', 'dipotong dari gaji 25-02-2026', 'deducted from the salary, payday passed'],
    [paid, '2026-02-25', 'dipotong dari gaji 25-02-2026', 'on payday itself'],
    [paid, '2026-02-24', 'akan dipotong dari gaji 25-02-2026', 'posted, but payday is tomorrow'],
    [
      { ...paid, PaidBy: 'SETTLEMENT', PaidDate: '2026-02-10' },
      '2026-02-24',
      'dilunasi 10-02-2026',
      'settled early at funding (no settlement request)',
    ],
    [
      {
        ...paid,
        PaidBy: 'SETTLEMENT',
        PaidDate: '2026-02-10',
        Pelunasan: {
          id: 5,
          Tanggal: '2026-02-10',
          TotalPelunasan: 5_050_000,
          OSP: 5_000_000,
          Interest: 50_000,
        },
      },
      '2026-02-24',
      'dilunasi 10-02-2026 (pelunasan Rp 5.050.000)',
      'settled early: the settlement and what it paid',
    ],
  ])('shows Lunas, the amount paid and how and when it was paid (%#: %s)', (row, today, paidOn) => {
    expect(describePaymentLine(row, today)).toEqual({
      instalment: '2 dari 12',
      due: 'Lunas',
      amount: 950_000,
      paidOn,
    });
  });
});
