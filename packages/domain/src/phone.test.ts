import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';
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
