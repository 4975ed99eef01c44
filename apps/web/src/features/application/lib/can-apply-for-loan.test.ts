import { describe, expect, it } from 'vitest';
import { canApplyForLoan } from './can-apply-for-loan';

const contact = { email: 'budi@example.test', mobilephoneno: '081234567890' };

describe('canApplyForLoan', () => {
  it.each([
    ['contact complete, nothing in approval', contact, '', true],
    ['status not loaded or not readable', contact, undefined, true],
    ['an application is under approval', contact, 'Sedang dalam approval', false],
    ['no e-mail', { ...contact, email: null }, '', false],
    ['blank mobile number', { ...contact, mobilephoneno: ' ' }, '', false],
  ])('%s', (_reason, user, status, expected) => {
    expect(canApplyForLoan(user, status)).toBe(expected);
  });
});
