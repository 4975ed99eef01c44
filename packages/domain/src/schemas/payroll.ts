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

const totalsSchema = z.object({ count: z.number().int(), amount: z.number().int() });

/** What a payroll posting does (preview) or did (posted), in figures; `alreadyPosted` says which. */
export const payrollSummarySchema = z.object({
  period: z.string(),
  cutOffDate: z.string(),
  /** Instalments paid by this posting, and their sum in Rupiah. */
  instalments: totalsSchema,
  /** Mandatory contributions booked, and their sum in Rupiah. */
  contributions: totalsSchema,
  /** On-time instalments rewarded, and the points given. */
  points: z.object({ count: z.number().int(), total: z.number().int() }),
  /** Jasa simpanan credited to sukarela for the month before the period (absent in postings made before it existed). */
  jasaSimpanan: totalsSchema.extend({ month: z.string() }).optional(),
  finishingLoans: z.array(z.string()),
  skippedNiks: z.array(z.string()),
  alreadyPosted: z.boolean(),
});
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;

/** The NIKs of a failed-deduction list: the first field of every line that is a NIK. */
export function readFailedNiks(csv: string | undefined): string[] {
  if (!csv) return [];
  const niks = csv
    .split(/\r?\n/)
    .map((line) => (line.split(/[,;]/)[0] ?? '').replace(/"/g, '').trim())
    .filter((field) => NIK_PATTERN.test(field));
  return [...new Set(niks)];
}
