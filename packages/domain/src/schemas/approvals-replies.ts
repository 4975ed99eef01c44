import { z } from 'zod';
import { loanHistoryItemSchema } from './loan-replies';
import { userSchema } from './user';

/**
 * Replies of the approval desk (HC and approvers; apps/api/src/modules/approvals/approvals-read.service.ts). Field
 * names as the API sends them; money is integer Rupiah, timestamps ISO 8601.
 */

/** GET /admin/approvals/queue: one application waiting for the signed-in staff member's step. */
export const approvalQueueItemSchema = z.object({
  id: z.number().int(),
  ApprovalNo: z.string(),
  memberName: z.string(),
  NIK: z.string(),
  FinancePurpose: z.string(),
  LoanAmount: z.number().int(),
  Tenor: z.number().int(),
  JenisPengajuan: z.string(),
  step: z.number().int(),
  jobtitle: z.string(),
  SubmitDate: z.string(),
  ageDays: z.number().int(),
});
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;

/** One step of the member's company chain. */
export const approvalChainStepSchema = z.object({
  step: z.number().int(),
  role: z.string(),
  jobtitle: z.string(),
});
export type ApprovalChainStep = z.infer<typeof approvalChainStepSchema>;

/** One decision taken on the application (every round). */
export const decisionEntrySchema = z.object({
  step: z.number().int(),
  round: z.number().int(),
  jobtitle: z.string(),
  Approvalby: z.string(),
  ApprovalStatus: z.string(),
  Notes: z.string().nullable(),
  DecidedAt: z.string(),
});
export type DecisionEntry = z.infer<typeof decisionEntrySchema>;

/** One row of the schedule the requested terms would give (amortisation.ts `AmortisationRow`). */
export const scheduleRowSchema = z.object({
  seq: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  instalment: z.number().int(),
  outstanding: z.number().int(),
});

/** GET /admin/applications/{id}: everything a decider needs on one screen. */
export const applicationDetailSchema = z.object({
  application: loanHistoryItemSchema,
  member: userSchema,
  schedule: z.array(scheduleRowSchema),
  /** Document URLs under /api/v1/admin/files, null when not uploaded. */
  documents: z.object({
    selfie: z.string().nullable(),
    form: z.string().nullable(),
    supporting: z.string().nullable(),
  }),
  otherLoans: z.array(loanHistoryItemSchema),
  chain: z.array(approvalChainStepSchema),
  decisions: z.array(decisionEntrySchema),
  currentStep: z.number().int().nullable(),
  canDecide: z.boolean(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
