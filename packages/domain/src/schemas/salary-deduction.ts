import { z } from 'zod';
import { INSTRUCTION_KINDS } from '../payroll-instruction';

const periodSchema = z.string().meta({ description: 'A payroll period, YYYY-MM.' });
const dateSchema = z.string().meta({ description: 'A Jakarta date, YYYY-MM-DD.' });

/** One item deducted from the salary: its kind, the line in words, whole Rupiah. */
export const salaryDeductionLineSchema = z.object({
  kind: z.enum(INSTRUCTION_KINDS),
  description: z.string(),
  amount: z.number().int(),
});
export type SalaryDeductionLine = z.infer<typeof salaryDeductionLineSchema>;

/**
 * A posted period: what was actually deducted on its cut-off, and the sum (Rupiah). `instructed` is what the frozen
 * instruction asked when the period was posted from HR's file of actual deductions (null when it was posted without
 * one): less deducted than instructed is arrears, carried into the next period.
 */
export const pastSalaryDeductionSchema = z.object({
  period: periodSchema,
  cutoffDate: dateSchema,
  lines: z.array(salaryDeductionLineSchema),
  total: z.number().int(),
  instructed: z.number().int().nullable(),
});
export type PastSalaryDeduction = z.infer<typeof pastSalaryDeductionSchema>;

/**
 * GET /PotonganGaji/{nik} (docs/product/payroll-instruction.md#what-the-member-sees): the coming period's deduction
 * as the instruction to HR reads it now (payday = the cut-off date, the day the salary is deducted), and the last
 * posted periods newest first.
 */
export const salaryDeductionSchema = z.object({
  period: periodSchema,
  cutoffDate: dateSchema,
  payday: dateSchema,
  lines: z.array(salaryDeductionLineSchema),
  total: z.number().int(),
  previous: z.array(pastSalaryDeductionSchema),
});
export type SalaryDeduction = z.infer<typeof salaryDeductionSchema>;
