import { describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '../calendar';
import { SETTING_VALUE_SCHEMAS } from './backoffice';
import {
  adminShuYearParamSchema,
  DEFAULT_SHU_ALLOCATION,
  shuAllocationSchema,
  shuDecisionRequestSchema,
} from './shu';

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

describe('the setting shu.allocation', () => {
  const parse = (changes: Record<string, unknown>) =>
    shuAllocationSchema.safeParse({ ...DEFAULT_SHU_ALLOCATION, ...changes });

  it("is the setting's rule and takes the default (25/20/35/5/5/5/5)", () => {
    expect(SETTING_VALUE_SCHEMAS['shu.allocation']).toBe(shuAllocationSchema);
    expect(parse({}).success).toBe(true);
  });

  it('takes parts with two decimals that add up to 100', () => {
    expect(parse({ cadangan: 24.99, danaSosial: 5.01 }).success).toBe(true);
    expect(parse({ cadangan: 25.07, danaSosial: 4.93 }).success).toBe(true);
  });

  it.each([
    [{ cadangan: 24.99 }, [], 'Jumlah persentase alokasi SHU harus 100'],
    [{ cadangan: 30 }, [], 'Jumlah persentase alokasi SHU harus 100'],
    [{ cadangan: 24.995, danaSosial: 5.005 }, ['cadangan'], 'Paling banyak 2 angka desimal'],
    [{ danaSosial: -5, cadangan: 35 }, ['danaSosial'], 'Minimal 0'],
    [{ cadangan: 101 }, ['cadangan'], 'Maksimal 100'],
    [{ jasaModal: '20' }, ['jasaModal'], 'Persentase harus berupa angka'],
  ])('refuses %j', (changes, path, message) => {
    expect(parse(changes).error?.issues[0]).toMatchObject({ path, message });
  });
});
