import { z } from 'zod';

/**
 * Replies of the funding desk (FINANCE; apps/api/src/modules/funding/). Money is integer Rupiah, dates `YYYY-MM-DD`,
 * timestamps ISO 8601.
 */

/** GET /admin/funding/queue: an approved (APV) application waiting for disbursement. */
export const fundingQueueItemSchema = z.object({
  id: z.number().int(),
  ApprovalNo: z.string(),
  memberName: z.string(),
  NIK: z.string(),
  FinancePurpose: z.string(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  InstallmentAmount: z.number().int(),
  ApprovedAt: z.string().nullable(),
});
export type FundingQueueItem = z.infer<typeof fundingQueueItemSchema>;

/** A running loan of the member that the new one may replace, with what is still owed on it today. */
export const runningLoanSchema = z.object({
  id: z.number().int(),
  AgreementNo: z.string().nullable(),
  sisapokok: z.number().int(),
  sisabunga: z.number().int(),
});
export type RunningLoan = z.infer<typeof runningLoanSchema>;

/**
 * Who receives the money and for which application: FINANCE sees the member, their payroll account and the
 * application beside the amount. `blockedReason` is the server's refusal to fund (no payroll account on record),
 * shown as is; null when the application can be funded.
 */
export const fundingPayeeSchema = z.object({
  memberName: z.string(),
  NIK: z.string(),
  ApprovalNo: z.string(),
  FinancePurpose: z.string(),
  payrollAccountNo: z.string().nullable(),
  payrollAccountName: z.string().nullable(),
  blockedReason: z.string().nullable(),
});
export type FundingPayee = z.infer<typeof fundingPayeeSchema>;

/** POST /admin/funding/{id}/preview: the figures FINANCE confirms, and to whom they go. */
export const fundingPreviewSchema = z.object({
  payee: fundingPayeeSchema,
  FeeAdmin: z.number().int(),
  pta: z.number().int(),
  sisapokok: z.number().int(),
  sisabunga: z.number().int(),
  TotalPencairan: z.number().int(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  InstallmentAmount: z.number().int(),
  TglPencairan: z.string(),
  TglPotongan: z.string(),
  runningLoans: z.array(runningLoanSchema),
  replaceAgreementId: z.number().int().nullable(),
});
export type FundingPreview = z.infer<typeof fundingPreviewSchema>;

/** POST /admin/funding/{id}: the agreement the disbursement created (or the one an earlier call created). */
export const fundingResultSchema = z.object({
  AgreementNo: z.string(),
  TotalPencairan: z.number().int(),
  TglPencairan: z.string(),
  TglPotongan: z.string(),
});
export type FundingResult = z.infer<typeof fundingResultSchema>;
