import { z } from 'zod';

/** GET /admin/payroll: one period FINANCE may preview or has posted (payroll.service.ts). */
export const payrollPeriodRowSchema = z.object({
  /** `YYYY-MM`. */
  period: z.string(),
  /** `YYYY-MM-DD`: instalments due up to this day are deducted. */
  cutOffDate: z.string(),
  postedAt: z.string().nullable(),
  /** The posting's stored figures (a `PayrollSummary` without `alreadyPosted`), null before posting; not shown. */
  summary: z.unknown(),
});
export type PayrollPeriodRow = z.infer<typeof payrollPeriodRowSchema>;
