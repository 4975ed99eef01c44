import { describe, expect, it } from 'vitest';
import { DISBURSEMENT_PENDING_TEXT, describeDisbursementArrival } from './disbursement-notice';

describe('describeDisbursementArrival (the notice reflects time)', () => {
  const sent = 'Dana telah dikirim ke rekening payroll Anda pada 10-01-2026.';
  it.each([
    [null, '2026-06-10', DISBURSEMENT_PENDING_TEXT, 'approved, not funded yet'],
    ['2026-01-10', '2026-01-10', DISBURSEMENT_PENDING_TEXT, 'funded today'],
    ['2026-01-10', '2026-01-12', DISBURSEMENT_PENDING_TEXT, 'the 48 hours may still run'],
    ['2026-01-10', '2026-01-13', sent, 'three days on: the money was sent'],
    ['2026-01-10', '2026-06-10', sent, 'a five-month-old notice'],
  ])('funded %s, today %s → %s (%s)', (fundingDate, today, expected, _why) => {
    expect(describeDisbursementArrival(fundingDate, today)).toBe(expected);
  });
});
