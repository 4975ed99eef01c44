import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAY_PATTERN,
  digitsUpTo,
  idParamSchema,
  isCalendarDate,
  isoDateSchema,
  MAX_RECORD_ID,
  recordIdNumberSchema,
  recordIdSchema,
} from './common';

describe('record ids', () => {
  it.each([
    ['1', true],
    [String(MAX_RECORD_ID), true],
    [String(MAX_RECORD_ID + 1), false],
    ['9007199254740991', false],
    ['0', false],
    ['-1', false],
    ['1.5', false],
    ['007', true],
    ['0x1', false],
    ['1e3', false],
    [' 1', false],
    ['1 ', false],
    ['+1', false],
    ['1.0', false],
    ['', false],
    ['١', false],
  ])('path id %j valid: %s', (id, valid) => {
    expect(idParamSchema.safeParse({ id }).success).toBe(valid);
  });

  it('writes the bounds as a digit pattern', () => {
    const pattern = digitsUpTo(MAX_RECORD_ID);
    const inRange = (n: number) => n >= 1 && n <= MAX_RECORD_ID;
    for (let n = 0; n < 3000; n++) expect(pattern.test(String(n))).toBe(inRange(n));
    for (const n of [
      MAX_RECORD_ID - 1,
      MAX_RECORD_ID,
      MAX_RECORD_ID + 1,
      2_147_483_650,
      2_147_490_000,
      3e9,
      1e10,
    ]) {
      expect(pattern.test(String(n))).toBe(inRange(n));
      expect(pattern.test(`00${n}`)).toBe(inRange(n));
    }
    expect(digitsUpTo(2100).test('2100')).toBe(true);
    expect(digitsUpTo(2100).test('2101')).toBe(false);
  });

  it('reads a JSON number as it is and refuses a fraction', () => {
    expect(recordIdSchema.safeParse(12).data).toBe(12);
    expect(recordIdSchema.safeParse(1.5).success).toBe(false);
  });

  it('refuses JSON ids a PostgreSQL integer key cannot hold', () => {
    expect(recordIdNumberSchema.safeParse(2 ** 31).success).toBe(false);
    expect(recordIdNumberSchema.safeParse(2 ** 31 - 1).success).toBe(true);
  });
});

describe('ISO dates', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['6369-27-04', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isoDateSchema.safeParse(value).success).toBe(valid);
  });

  it('has the days that exist as a pattern too', () => {
    for (let year = 0; year < 2500; year += 1) {
      for (const monthDay of ['01-31', '02-28', '02-29', '04-30', '04-31', '12-31', '13-01', '00-10']) {
        const date = `${String(year).padStart(4, '0')}-${monthDay}`;
        expect(CALENDAR_DAY_PATTERN.test(date)).toBe(isCalendarDate(date));
      }
    }
  });

  it('knows which days exist', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });
});
