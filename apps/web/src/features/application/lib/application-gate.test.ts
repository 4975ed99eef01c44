import { describe, expect, it } from 'vitest';
import { type FormProgress, findMissingPrerequisite, GATE_MESSAGES, resetsAmount } from './application-gate';

const complete: FormProgress = {
  hasProduct: true,
  hasSelfie: true,
  hasForm: true,
  hasSupporting: true,
  amount: 5_000_000,
  hasAgreed: true,
};

describe('findMissingPrerequisite (docs/product/validation.md order)', () => {
  it.each([
    ['selfie before a product', 'selfie', { hasProduct: false }, GATE_MESSAGES.product],
    ['a document before the selfie', 'document', { hasSelfie: false }, GATE_MESSAGES.selfie],
    [
      'a document before the product reports the product first',
      'document',
      { hasProduct: false, hasSelfie: false },
      GATE_MESSAGES.product,
    ],
    ['the amount before the selfie', 'amount', { hasSelfie: false, hasForm: false }, GATE_MESSAGES.selfie],
    ['the amount before the form', 'amount', { hasForm: false, hasSupporting: false }, GATE_MESSAGES.form],
    [
      'the amount before the supporting document',
      'amount',
      { hasSupporting: false },
      GATE_MESSAGES.supporting,
    ],
    ['a tenor before an amount', 'tenor', { amount: 0 }, GATE_MESSAGES.amount],
    ['submit with amount 0', 'submit', { amount: 0, hasAgreed: false }, GATE_MESSAGES.amount],
    ['submit without the terms', 'submit', { hasAgreed: false }, GATE_MESSAGES.terms],
    ['submit with everything', 'submit', {}, null],
    ['the amount needs no terms yet', 'amount', { amount: 0, hasAgreed: false }, null],
  ] as const)('%s', (_reason, action, overrides, expected) => {
    expect(findMissingPrerequisite(action, { ...complete, ...overrides })).toBe(expected);
  });
});

describe('resetsAmount (docs/product/validation.md: the amount resets when a prerequisite is missing)', () => {
  it.each([
    ['product', true, 'the amount was chosen for a product'],
    ['selfie', true, 'no amount before the selfie'],
    ['form', true, 'no amount before the application form'],
    ['supporting', true, 'no amount before the supporting document'],
    ['amount', false, 'nothing to reset'],
    ['terms', false, 'ticking the box is all that is left: the amount and instalment stay'],
  ] as const)('%s → %s (%s)', (requirement, expected, _reason) => {
    expect(resetsAmount(requirement)).toBe(expected);
  });
});
