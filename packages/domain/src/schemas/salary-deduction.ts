import { z } from 'zod';
import { INSTRUCTION_KINDS } from '../payroll-instruction';

const periodSchema = z.string().meta({ description: 'A payroll period, YYYY-MM.' });
const dateSchema = z.string().meta({ description: 'A Jakarta date, YYYY-MM-DD.' });

/**
 * One item deducted from the salary: its key within the period (instructionLineKey), its kind, the line in words,
 * whole Rupiah.
 */
export const salaryDeductionLineSchema = z.object({
  key: z.string(),
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

export const DEDUCTION_QUESTION_MAX = 1000;
export const DEDUCTION_QUESTION_STATUSES = ['OPEN', 'ANSWERED'] as const;

/**
 * POST /PotonganGaji/{nik}/keberatan: a question on one line of the coming period's deduction, before its cut-off
 * (docs/product/payroll-instruction.md#questions).
 */
export const deductionQuestionRequestSchema = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Periode harus berformat YYYY-MM'),
  lineKey: z.string().trim().min(1, 'Pilih baris potongan').max(80),
  question: z
    .string('Tulis keberatan Anda')
    .trim()
    .min(10, 'Tulis keberatan Anda (minimal 10 karakter)')
    .max(DEDUCTION_QUESTION_MAX, `Maksimal ${DEDUCTION_QUESTION_MAX} karakter`),
});
export type DeductionQuestionRequest = z.infer<typeof deductionQuestionRequestSchema>;

/** A member's question as the member reads it. */
export const deductionQuestionSchema = z.object({
  id: z.number().int(),
  period: periodSchema,
  lineKey: z.string(),
  lineDescription: z.string(),
  amount: z.number().int(),
  question: z.string(),
  status: z.enum(DEDUCTION_QUESTION_STATUSES),
  answer: z.string().nullable(),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type DeductionQuestion = z.infer<typeof deductionQuestionSchema>;

/** GET /admin/payroll/questions (FINANCE): open questions oldest first, then the latest answered. */
export const staffDeductionQuestionSchema = deductionQuestionSchema.extend({
  nik: z.string(),
  name: z.string(),
  answeredBy: z.string().nullable(),
});
export type StaffDeductionQuestion = z.infer<typeof staffDeductionQuestionSchema>;
export const staffDeductionQuestionsSchema = z.object({
  open: z.array(staffDeductionQuestionSchema),
  answered: z.array(staffDeductionQuestionSchema),
});
export type StaffDeductionQuestions = z.infer<typeof staffDeductionQuestionsSchema>;

/** POST /admin/payroll/questions/{id}/answer (FINANCE): the answer the member reads, by notification and e-mail. */
export const deductionAnswerRequestSchema = z.object({
  answer: z
    .string('Tulis jawaban')
    .trim()
    .min(5, 'Tulis jawaban (minimal 5 karakter)')
    .max(DEDUCTION_QUESTION_MAX, `Maksimal ${DEDUCTION_QUESTION_MAX} karakter`),
});
export type DeductionAnswerRequest = z.infer<typeof deductionAnswerRequestSchema>;

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
  /** The member's questions on their deductions, newest first (docs/product/payroll-instruction.md#questions). */
  questions: z.array(deductionQuestionSchema),
});
export type SalaryDeduction = z.infer<typeof salaryDeductionSchema>;
