import { z } from 'zod';
import { SAVINGS_TRANSACTION_MIN } from '../constants';
import { formatRupiah } from '../rupiah-format';

/** The smallest monthly sukarela by salary deduction other than 0 (stop), Rupiah: the deposits' minimum. */
export const SUKARELA_MONTHLY_MIN = SAVINGS_TRANSACTION_MIN;
/** The largest monthly sukarela by salary deduction, Rupiah. */
export const SUKARELA_MONTHLY_MAX = 50_000_000;
/** A monthly amount is a whole multiple of this, Rupiah. */
export const SUKARELA_MONTHLY_STEP = 1_000;

/** 0 (stop), or a whole multiple of Rp 1.000 from the minimum to the maximum. */
export const sukarelaMonthlyAmountSchema = z
  .number('Jumlah harus berupa angka')
  .int({ message: 'Jumlah harus rupiah penuh', abort: true })
  .min(0, { message: 'Jumlah tidak boleh negatif', abort: true })
  .max(SUKARELA_MONTHLY_MAX, { message: `Maksimal ${formatRupiah(SUKARELA_MONTHLY_MAX)}`, abort: true })
  .refine((amount) => amount === 0 || amount >= SUKARELA_MONTHLY_MIN, {
    message: `Minimal ${formatRupiah(SUKARELA_MONTHLY_MIN)}, atau 0 untuk menghentikan`,
    abort: true,
  })
  .multipleOf(SUKARELA_MONTHLY_STEP, `Jumlah harus kelipatan ${formatRupiah(SUKARELA_MONTHLY_STEP)}`)
  .meta({
    description: `0 stops the plan; any other amount is at least ${SUKARELA_MONTHLY_MIN} (422 otherwise).`,
  });

/** PUT /Simpanan/Sukarela/Bulanan body: the monthly amount deducted from salary, 0 to stop. */
export const sukarelaPlanRequestSchema = z.object({ Jumlah: sukarelaMonthlyAmountSchema });
export type SukarelaPlanRequest = z.infer<typeof sukarelaPlanRequestSchema>;

const periodSchema = z.string().meta({ description: 'A payroll period, YYYY-MM.' });

/** A plan: the monthly amount (Rupiah, 0 = stopped) and the first payroll period it applies to. */
export const sukarelaPlanSchema = z.object({ amount: z.number().int(), effectivePeriod: periodSchema });
export type SukarelaPlan = z.infer<typeof sukarelaPlanSchema>;

/** PUT reply: the plan as set, and the one it replaces for that period (null when there was none). */
export const sukarelaPlanChangeSchema = sukarelaPlanSchema.extend({
  previous: sukarelaPlanSchema.nullable(),
});
export type SukarelaPlanChange = z.infer<typeof sukarelaPlanChangeSchema>;

/**
 * GET /Simpanan/Sukarela/Bulanan: the plan in force this month (null: never set), a plan set for a later period
 * (null: none), and the period a change made now would apply from.
 */
export const sukarelaPlanStatusSchema = z.object({
  current: sukarelaPlanSchema.nullable(),
  scheduled: sukarelaPlanSchema.nullable(),
  changeEffectivePeriod: periodSchema,
});
export type SukarelaPlanStatus = z.infer<typeof sukarelaPlanStatusSchema>;
