import { describe, expect, it } from 'vitest';
import { checkEligibility, countUnfinishedLoans } from './check-eligibility';

const contact = { email: 'budi@example.test', mobilephoneno: '081234567890' };
const loans = (...statuses: string[]) => statuses.map((Status) => ({ Status }));

describe('countUnfinishedLoans', () => {
  it('counts NEW, APV and FUN only (PAID reads as finished)', () => {
    expect(countUnfinishedLoans(loans('NEW', 'APV', 'FUN', 'FIN', 'PAID', 'RJT', 'CNCL', 'XYZ'))).toBe(3);
  });
});

describe('checkEligibility', () => {
  it.each([
    ['no loans', contact, '', loans(), { canApply: true }],
    ['one running loan and finished ones', contact, '', loans('FUN', 'FIN', 'RJT'), { canApply: true }],
    [
      'two running loans → check page',
      contact,
      '',
      loans('FUN', 'FUN'),
      { canApply: false, reason: 'unfinished-loans', unfinishedCount: 2 },
    ],
    [
      'no phone → blocked',
      { ...contact, mobilephoneno: null },
      '',
      loans(),
      { canApply: false, reason: 'blocked', unfinishedCount: 0 },
    ],
    [
      'an application in approval → blocked',
      contact,
      'Sedang dalam approval',
      loans('NEW'),
      { canApply: false, reason: 'blocked', unfinishedCount: 1 },
    ],
  ] as const)('%s', (_reason, user, inquiryStatus, history, expected) => {
    expect(checkEligibility({ user, inquiryStatus, history })).toEqual(expected);
  });
});
