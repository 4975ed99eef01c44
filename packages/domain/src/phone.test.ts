import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from './constants';
import { normalisePhone, TYPED_PHONE_PATTERN } from './phone';
import { nikSchema, phoneSchema } from './schemas/common';

describe('normalisePhone (stored as 08…)', () => {
  it.each([
    ['081234567890', '081234567890', 'already stored form'],
    ['0812 3456 7890', '081234567890', 'spaces'],
    ['0812-3456-7890', '081234567890', 'dashes'],
    ['+62 812-3456-7890', '081234567890', 'country code with plus'],
    ['62 812 3456 7890', '081234567890', 'country code without plus'],
    ['0062 812 3456 7890', '081234567890', 'international prefix'],
    ['(021) 555-1234', '0215551234', 'a landline with brackets'],
    ['0812abc', '0812abc', 'letters stay for the check to refuse'],
  ])('%s → %s (%s)', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it('the schema takes the typed form and answers the stored one; letters are still refused', () => {
    expect(phoneSchema.parse('+62 812-3456-7890')).toBe('081234567890');
    expect(phoneSchema.safeParse('0812-ABCD-7890').success).toBe(false);
  });
});

describe('TYPED_PHONE_PATTERN (what the document shows)', () => {
  const typed = fc
    .tuple(
      fc.constantFrom('', '+62', '62', '0062', '0', '00', '006', '628', '+6', '6'),
      fc.array(fc.constantFrom(...'0123456789 -.()+a'.split(''), '0', '8'), { maxLength: 20 }),
    )
    .map(([prefix, rest]) => `${prefix}${rest.join('')}`.trim());

  it('takes exactly the text normalisePhone turns into a stored number', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(TYPED_PHONE_PATTERN.test(text)).toBe(PHONE_PATTERN.test(normalisePhone(text)));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['62812345', false, 'a country code leaves 7 digits'],
    ['628123456', true, 'stored as 08123456'],
    ['0062 8123 4567 8901 23', true, 'stored with 15 digits'],
    ['6212345678', true, 'not a mobile number after 62: kept as typed'],
  ])('%s → %s (%s)', (text, taken) => {
    expect(TYPED_PHONE_PATTERN.test(text)).toBe(taken);
  });
});

describe('nikSchema', () => {
  it.each([
    ['', 'NIK wajib diisi'],
    ['   ', 'NIK wajib diisi'],
    ['12ab', 'NIK harus berupa angka'],
  ])('%j → only "%s"', (nik, message) => {
    const result = nikSchema.safeParse(nik);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
