import { z } from 'zod';
import { SETTLEMENT_STATUSES } from '../settlement';

/** GET /admin/settlements: a request on FINANCE's settlement desk (settlements-admin.service.ts), oldest first. */
export const settlementQueueItemSchema = z.object({
  id: z.number().int(),
  /** PT1: to check; PT3: transfer proof to confirm. */
  status: z.enum(['PT1', 'PT3']),
  AgreementNo: z.string(),
  memberName: z.string(),
  NIK: z.string(),
  /** Integer Rupiah. */
  TotalPelunasan: z.number().int(),
  OSP: z.number().int(),
  Interest: z.number().int(),
  plannedDate: z.string(),
  QuoteValidUntil: z.string().nullable(),
  hasProof: z.boolean(),
  requestedAt: z.string(),
});
export type SettlementQueueItem = z.infer<typeof settlementQueueItemSchema>;

/** POST /admin/settlements/{id}/{approve|reject|confirm|send-back}: where the request stands after the decision. */
export const settlementDecisionReplySchema = z.object({
  id: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  TotalPelunasan: z.number().int(),
  QuoteValidUntil: z.string().nullable(),
});
