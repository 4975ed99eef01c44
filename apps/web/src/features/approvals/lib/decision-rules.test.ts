import { computeInstalment } from '@kopkar/domain';
import { describe, expect, it } from 'vitest';
import {
  buildDecisionRequest,
  checkCounterOffer,
  computeOfferInstalment,
  emptyDecisionDraft,
  listOfferTenors,
} from './decision-rules';

const requested = { LoanAmount: 10_000_000, Tenor: 24 };

describe('HC decision (step 1)', () => {
  it('requires the checklist, a recommendation and a note to approve', () => {
    const result = buildDecisionRequest(emptyDecisionDraft('hc'), 'APPROVE', requested);
    expect(result).toEqual({
      errors: {
        checklist: 'Centang checklist sebelum menyetujui',
        recommendation: 'Pilih rekomendasi HC',
        hcNote: 'Catatan HC wajib diisi',
      },
    });
  });

  it('sends the HC review with the approval', () => {
    const draft = {
      ...emptyDecisionDraft('hc'),
      checklist: true,
      recommendation: 'YES' as const,
      hcNote: ' ok ',
    };
    expect(buildDecisionRequest(draft, 'APPROVE', requested)).toEqual({
      request: {
        action: 'APPROVE',
        notes: undefined,
        hc: { checklist: true, recommendation: 'YES', note: 'ok' },
      },
    });
  });

  it('rejects with a reason and the review, the checklist may stay unticked', () => {
    const draft = {
      ...emptyDecisionDraft('hc'),
      recommendation: 'NO' as const,
      hcNote: 'gaji kurang',
      reason: 'DSR',
    };
    expect(buildDecisionRequest(draft, 'REJECT', requested)).toEqual({
      request: {
        action: 'REJECT',
        reason: 'DSR',
        hc: { checklist: false, recommendation: 'NO', note: 'gaji kurang' },
      },
    });
  });

  it('cannot counter-offer', () => {
    const draft = { ...emptyDecisionDraft('hc'), offeredAmount: 5_000_000, offeredTenor: 12 };
    expect(buildDecisionRequest(draft, 'COUNTER_OFFER', requested)).toHaveProperty('errors.offeredAmount');
  });
});

describe('approver decision', () => {
  it('approves without HC fields, with optional notes', () => {
    expect(buildDecisionRequest(emptyDecisionDraft('approver'), 'APPROVE', requested)).toEqual({
      request: { action: 'APPROVE', notes: undefined },
    });
  });

  it('needs a reason to reject', () => {
    expect(buildDecisionRequest(emptyDecisionDraft('approver'), 'REJECT', requested)).toEqual({
      errors: { reason: 'Alasan penolakan wajib diisi' },
    });
  });

  it('sends a valid counter-offer', () => {
    const draft = { ...emptyDecisionDraft('approver'), offeredAmount: 7_500_000, offeredTenor: 24 };
    expect(buildDecisionRequest(draft, 'COUNTER_OFFER', requested)).toEqual({
      request: { action: 'COUNTER_OFFER', offeredAmount: 7_500_000, offeredTenor: 24, notes: undefined },
    });
  });
});

describe('counter-offer rules', () => {
  it.each([
    [null, 12, 'offeredAmount', 'Jumlah penawaran wajib diisi'],
    [400_000, 12, 'offeredAmount', 'Minimal Rp 500.000'],
    [7_250_000, 12, 'offeredAmount', 'Harus kelipatan Rp 500.000'],
    [10_500_000, 12, 'offeredAmount', 'Tidak boleh melebihi jumlah yang diajukan'],
    [10_000_000, 24, 'offeredAmount', 'Turunkan jumlah atau tenor dari yang diajukan'],
    [5_000_000, 30, 'offeredTenor', 'Pilih tenor yang tidak melebihi tenor yang diajukan'],
    [5_000_000, 9, 'offeredTenor', 'Pilih tenor yang tidak melebihi tenor yang diajukan'],
  ])('amount %s tenor %s → %s error', (amount, tenor, field, message) => {
    expect(checkCounterOffer(amount, tenor, requested)).toEqual({ [field]: message });
  });

  it('accepts the same amount over a shorter tenor', () => {
    expect(checkCounterOffer(10_000_000, 12, requested)).toEqual({});
  });

  it('offers only tenors up to the requested one', () => {
    expect(listOfferTenors(24)).toEqual([6, 12, 18, 24]);
  });

  it('computes the offer instalment with the application rate, none while the amount is off-step', () => {
    expect(computeOfferInstalment(7_500_000, 12, 9.5)).toBe(computeInstalment(7_500_000, 9.5, 12));
    expect(computeOfferInstalment(7_500_000, 12, 9.5)).toBe(657_626);
    expect(computeOfferInstalment(7_250_000, 12, 9.5)).toBeNull();
    expect(computeOfferInstalment(null, 12, 9.5)).toBeNull();
  });
});
