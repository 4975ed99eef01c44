import { z } from 'zod';
import { payrollSummarySchema } from './payroll';

/** HR's file of actual deductions may be at most 20 MB (its 200,000 lines at most take some 8 MB as CSV). */
export const PAYROLL_ACTUAL_MAX_BYTES = 20 * 1024 * 1024;
/** The same limit as base64 characters, which the JSON body carries. */
export const PAYROLL_ACTUAL_MAX_CHARS = Math.ceil(PAYROLL_ACTUAL_MAX_BYTES / 3) * 4;

/**
 * POST /admin/payroll/{period}/actual/preview and …/actual/post: HR's file of what was actually deducted from each
 * employee's salary (docs/product/payroll-instruction.md#the-actual-deductions), base64, CSV or XLSX (told apart by
 * its content). Bytes that are not a readable CSV or workbook are refused by the file's reader, line by line.
 */
export const payrollActualRequestSchema = z.object({
  file: z
    .string('Pilih file potongan dari HR')
    .min(1, 'Pilih file potongan dari HR')
    .max(PAYROLL_ACTUAL_MAX_CHARS, 'File potongan maksimal 20 MB'),
  fileName: z.string().trim().max(200).optional(),
});
export type PayrollActualRequest = z.infer<typeof payrollActualRequestSchema>;

/**
 * How one employee's actual deduction compares with the frozen instruction: all of it, part, nothing, more than
 * instructed, or a NIK the instruction does not hold.
 */
export const ACTUAL_OUTCOMES = ['FULL', 'PARTIAL', 'NONE', 'OVER', 'UNKNOWN'] as const;
export type ActualOutcome = (typeof ACTUAL_OUTCOMES)[number];

export const ACTUAL_OUTCOME_LABELS: Readonly<Record<ActualOutcome, string>> = {
  FULL: 'Sesuai instruksi',
  PARTIAL: 'Dipotong sebagian',
  NONE: 'Tidak dipotong',
  OVER: 'Dipotong lebih',
  UNKNOWN: 'NIK tidak ada di instruksi',
};

const rupiah = z.number().int();

/** One employee whose deduction was not what the instruction said. */
export const payrollActualExceptionSchema = z.object({
  nik: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  outcome: z.enum(ACTUAL_OUTCOMES),
  instructed: rupiah,
  deducted: rupiah,
  /** What the instruction said minus what was deducted, when positive: it stays owed (arrears on the loans). */
  shortfall: rupiah,
  /** What was deducted beyond the instruction: credited to the member's sukarela. */
  over: rupiah,
});
export type PayrollActualException = z.infer<typeof payrollActualExceptionSchema>;

/** At most this many exceptions are listed in a reply (the figures count them all). */
export const PAYROLL_ACTUAL_EXCEPTIONS_LISTED = 500;

/**
 * The reply of preview and post: the frozen instruction it was matched against, each outcome's count and sums, how
 * the deducted money is allocated, the employees whose deduction differs, and what the period's posting does (or
 * did, `summary.alreadyPosted`).
 */
export const payrollActualReportSchema = z.object({
  period: z.string(),
  instructionVersion: z.number().int(),
  outcomes: z.array(
    z.object({
      outcome: z.enum(ACTUAL_OUTCOMES),
      count: z.number().int(),
      instructed: rupiah,
      deducted: rupiah,
    }),
  ),
  instructed: rupiah,
  deducted: rupiah,
  shortfall: rupiah,
  /** Deducted beyond each member's instruction, plus what a partial amount left over after whole lines. */
  toSukarela: rupiah,
  /** Deducted from NIKs the instruction does not hold: not booked, to be returned by HR. */
  unknown: rupiah,
  exceptions: z.array(payrollActualExceptionSchema),
  exceptionCount: z.number().int(),
  summary: payrollSummarySchema,
});
export type PayrollActualReport = z.infer<typeof payrollActualReportSchema>;

/** How a partial deduction is spread over an employee's lines (setting `payroll.allocationOrder`). */
export const ALLOCATION_ORDERS = ['ANGSURAN_WAJIB_SUKARELA', 'WAJIB_ANGSURAN_SUKARELA'] as const;
export type AllocationOrder = (typeof ALLOCATION_ORDERS)[number];
export const DEFAULT_ALLOCATION_ORDER: AllocationOrder = 'ANGSURAN_WAJIB_SUKARELA';

/**
 * How arrears are caught up (setting `payroll.catchUpRule`): every unpaid instalment due before the period in the next
 * instruction (`SEKALIGUS`), or at most one per loan and period, the oldest (`SATU_PER_PERIODE`), so a member who
 * fell short is not asked for two or three instalments at once.
 */
export const CATCH_UP_RULES = ['SEKALIGUS', 'SATU_PER_PERIODE'] as const;
export type CatchUpRule = (typeof CATCH_UP_RULES)[number];
export const DEFAULT_CATCH_UP_RULE: CatchUpRule = 'SEKALIGUS';

/** GET /admin/payroll/{period}/reconciliation[.csv|.pdf] formats; `?company=` keeps one company. */
export const RECONCILIATION_FORMATS = ['csv', 'pdf'] as const;

/** One company's period: what the frozen instruction asked, what HR deducted, what the posting booked. */
export const reconciliationCompanySchema = z.object({
  company: z.string(),
  name: z.string(),
  employees: z.number().int(),
  instructed: rupiah,
  deducted: rupiah,
  /** Booked by the posting (deducted from known members: instalments, wajib, sukarela). */
  posted: rupiah,
  differences: z.number().int(),
});

/**
 * The reconciliation of a period posted from HR's file (docs/product/payroll-instruction.md#reconciliation): per
 * company instructed, deducted and posted, the employer's transfers against what the posting left on piutang potongan
 * gaji (the whole group's: the employer transfers it at once), and every member whose deduction differs.
 */
export const payrollReconciliationSchema = z.object({
  period: z.string(),
  cutOffDate: z.string(),
  instructionVersion: z.number().int(),
  company: z.string().nullable(),
  companies: z.array(reconciliationCompanySchema),
  totals: z.object({ instructed: rupiah, deducted: rupiah, posted: rupiah, differences: z.number().int() }),
  transfers: z.object({ posted: rupiah, received: rupiah, outstanding: rupiah }),
  differences: z.array(payrollActualExceptionSchema),
});
export type PayrollReconciliation = z.infer<typeof payrollReconciliationSchema>;
