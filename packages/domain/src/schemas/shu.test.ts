import { describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '../calendar';
import { adminShuYearParamSchema, shuDecisionRequestSchema } from './shu';

describe('SHU request schemas', () => {
  it.each([
    ['2025', true],
    ['0x7ea', false],
    ['2.025e3', false],
    ['+2025', false],
    ['2025.0', false],
    [' 2025', false],
    ['1999', false],
  ])('year in the path %j valid: %s', (year, valid) => {
    expect(adminShuYearParamSchema.safeParse({ year }).success).toBe(valid);
  });

  it('refuses a RAT date after today (Jakarta) as a field error, and a malformed one once', () => {
    const today = todayInJakarta();
    const parse = (ratDate: string) =>
      shuDecisionRequestSchema.safeParse({ pool: 1_000_000, jasaModalPercent: 40, ratDate });
    expect(parse(today).success).toBe(true);
    expect(parse(addDays(today, 1)).error?.issues).toMatchObject([
      { path: ['ratDate'], message: 'Tanggal RAT tidak boleh setelah hari ini' },
    ]);
    expect(parse('2026-02-30').error?.issues).toMatchObject([
      { path: ['ratDate'], message: 'Tanggal tidak valid' },
    ]);
  });

  it.each([
    [33.33, true],
    [14.35, true],
    [0.07, true],
    [33.333, false],
  ])('jasa modal %s%% (at most two decimals) valid: %s', (jasaModalPercent, valid) => {
    const parsed = shuDecisionRequestSchema.safeParse({
      pool: 1_000_000,
      jasaModalPercent,
      ratDate: '2026-01-10',
    });
    expect(parsed.success).toBe(valid);
  });
});
