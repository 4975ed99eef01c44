import { describe, expect, it } from 'vitest';
import { LOAN_STATUS_CODES } from './loan-status';
import { LOAN_EVENTS, loanStatusBefore, transitionLoan } from './loan-transition';

/**
 * Golden table written from docs/product in words: an application is NEW while approvers decide; the last approval
 * makes it APV, a rejection or a counter-offer RJT, the member may cancel it while untouched; the member answers a
 * counter-offer (accept: NEW again, decline: CNCL); FINANCE funds an APV loan (FUN); a FUN loan finishes (FIN).
 * Every other pair must be refused.
 */
const LEGAL: Record<string, string> = {
  'NEW APPROVE_STEP': 'NEW',
  'NEW APPROVE': 'APV',
  'NEW REJECT': 'RJT',
  'NEW COUNTER_OFFER': 'RJT',
  'NEW CANCEL': 'CNCL',
  'RJT ACCEPT_OFFER': 'NEW',
  'RJT DECLINE_OFFER': 'CNCL',
  'APV FUND': 'FUN',
  'FUN FINISH': 'FIN',
};

describe('transitionLoan', () => {
  for (const status of LOAN_STATUS_CODES) {
    for (const event of LOAN_EVENTS) {
      const expected = LEGAL[`${status} ${event}`];
      it(`${status} + ${event} → ${expected ?? 'refused'}`, () => {
        const result = transitionLoan(status, event);
        if (expected) expect(result).toEqual({ ok: true, status: expected });
        else expect(result).toMatchObject({ ok: false, code: 'CONFLICT' });
      });
    }
  }

  it('refuses every event from an unknown or legacy status', () => {
    for (const event of LOAN_EVENTS) {
      expect(transitionLoan('PAID', event).ok).toBe(false);
      expect(transitionLoan('', event).ok).toBe(false);
    }
  });

  it('says which statuses a bulk move starts from', () => {
    expect(loanStatusBefore('FINISH')).toEqual(['FUN']);
    expect(loanStatusBefore('FUND')).toEqual(['APV']);
    expect(loanStatusBefore('ACCEPT_OFFER')).toEqual(['RJT']);
  });
});
