import { describe, expect, it } from 'vitest';
import {
  hrImportRowSchema,
  normaliseImportDate,
  replaceChainRequestSchema,
  SETTING_VALUE_SCHEMAS,
} from './backoffice';

describe('normaliseImportDate', () => {
  it.each([
    ['1990-05-17', '1990-05-17', 'ISO as is'],
    ['17-05-1990', '1990-05-17', 'DD-MM-YYYY as HR spreadsheets write it'],
    ['17/05/1990', '1990-05-17', 'slashes too'],
    ['2024-02-29', '2024-02-29', 'a leap day'],
    ['2023-02-29', null, 'no leap day in 2023'],
    ['31-04-2020', null, 'April has 30 days'],
    ['1990-13-01', null, 'no month 13'],
    ['05-17-1990', null, 'MM-DD-YYYY is not accepted'],
    ['1990-5-7', null, 'two digits each'],
  ] as const)('%s → %s (%s)', (input, expected, _why) => {
    expect(normaliseImportDate(input)).toBe(expected);
  });
});

describe('hrImportRowSchema', () => {
  it('treats empty cells as not given and normalises gender and dates', () => {
    const row = hrImportRowSchema.parse({
      nik: ' 500001 ',
      name: 'Andi',
      company: 'SJF',
      email: '',
      gender: 'l',
      joinDate: '02-01-2015',
    });
    expect(row).toEqual({ nik: '500001', name: 'Andi', company: 'SJF', gender: 'L', joinDate: '2015-01-02' });
  });
});

describe('replaceChainRequestSchema', () => {
  const hc = { role: 'HC', jobTitle: 'Human Capital' };
  const approver = { role: 'APPROVER', jobTitle: 'Manager' };
  it.each([
    [[hc, approver], true],
    [[hc, approver, approver, approver], true],
    [[hc], false],
    [[hc, approver, approver, approver, approver], false],
    [[approver, hc], false],
    [[hc, hc], false],
  ])('%j → %s', (steps, valid) => {
    expect(replaceChainRequestSchema.safeParse({ steps }).success).toBe(valid);
  });
});

describe('the points-per-instalment setting', () => {
  it('refuses a figure the points ledger cannot hold, with an Indonesian message', () => {
    const rule = SETTING_VALUE_SCHEMAS['points.perOnTimeInstalment'];
    expect(rule.safeParse(100_000).success).toBe(true);
    const refused = rule.safeParse(2_147_483_648);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Maksimal 100.000 poin per angsuran');
  });
});
