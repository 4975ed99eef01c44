import type { SettlementStatusReply } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import { describeSettlementView, selectToastVariant } from './settlement-view';

const reply = (statuspelunasan: string): SettlementStatusReply => ({
  statuspelunasan,
  id: statuspelunasan ? 4 : null,
  id_pretermination: null,
  TotalPelunasan: 7_250_000,
  OSP: 7_000_000,
  Interest: 250_000,
  QuoteValidUntil: null,
  Reason: null,
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
