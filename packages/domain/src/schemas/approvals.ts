import { z } from 'zod';
import { isoDateSchema, recordIdNumberSchema } from './common';
import { loanAmountSchema, tenorSchema } from './loans';

const noteSchema = z.string().trim().max(1000);
/** What HC fills at step 1 (docs/product/loans.md#approval-chain). */
export const hcReviewSchema = z.object({
  checklist: z.boolean(),
  recommendation: z.enum(['YES', 'NO']),
  note: noteSchema.min(1, 'Catatan HC wajib diisi'),
});
export type HcReview = z.infer<typeof hcReviewSchema>;

/**
 * POST /admin/applications/{id}/decision. HC sends `hc` with approve or reject; approvers may counter-offer
 * a lower amount and/or shorter tenor. A rejection always carries its reason (shown to the member).
 */
export const decisionRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('APPROVE'), notes: noteSchema.optional(), hc: hcReviewSchema.optional() }),
  z.object({
    action: z.literal('REJECT'),
    reason: noteSchema.min(1, 'Alasan penolakan wajib diisi'),
    hc: hcReviewSchema.optional(),
  }),
  z.object({
    action: z.literal('COUNTER_OFFER'),
    offeredAmount: loanAmountSchema,
    offeredTenor: tenorSchema,
    notes: noteSchema.optional(),
  }),
]);
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/** POST /admin/funding/{id} and its preview: the funding date and, optionally, the running loan it replaces. */
export const fundingRequestSchema = z.object({
  fundingDate: isoDateSchema,
  replaceAgreementId: recordIdNumberSchema.nullable().optional(),
});
export type FundingRequest = z.infer<typeof fundingRequestSchema>;
