import { z } from 'zod';
import { NIK_PATTERN } from '../constants';

/** A payroll period, `YYYY-MM`. */
export const payrollPeriodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYY-MM');

/**
 * POST /admin/payroll/preview and /admin/payroll/post. `failedCsv` lists the members whose deduction failed
 * this month (a NIK per line, first column; a header line is ignored): they are skipped.
 */
export const payrollRequestSchema = z.object({
  period: payrollPeriodSchema,
  failedCsv: z.string().max(200_000, 'Daftar potongan gagal terlalu besar').optional(),
});
export type PayrollRequest = z.infer<typeof payrollRequestSchema>;

/** The NIKs of a failed-deduction list: the first field of every line that is a NIK. */
export function readFailedNiks(csv: string | undefined): string[] {
  if (!csv) return [];
  const niks = csv
    .split(/\r?\n/)
    .map((line) => (line.split(/[,;]/)[0] ?? '').replace(/"/g, '').trim())
    .filter((field) => NIK_PATTERN.test(field));
  return [...new Set(niks)];
}
