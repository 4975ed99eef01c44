import { z } from 'zod';
import { payrollPeriodSchema } from './payroll';

export const PAYROLL_INSTRUCTION_FORMATS = ['csv', 'xlsx'] as const;

/** GET /admin/payroll/{period}/instruction.{csv|xlsx} */
export const payrollInstructionParamsSchema = z.object({
  period: payrollPeriodSchema,
  format: z.enum(PAYROLL_INSTRUCTION_FORMATS),
});

/** `company`: one company of the group by its code (HR of each company deducts its own employees); all without it. */
export const payrollInstructionQuerySchema = z.object({
  company: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, 'Kode perusahaan hanya huruf, angka, - dan _')
    .optional(),
});
export type PayrollInstructionQuery = z.infer<typeof payrollInstructionQuerySchema>;
