import { z } from 'zod';
import { type AdminMemberPoints, type AdminPointOffer, pointLedgerEntrySchema } from './points';

/** Replies of the back office's point calls (apps/api/src/modules/points/), typed with the API's reply types. */

/** GET /admin/point-offers item (EDITOR), and the offer a create or update answers. */
export const adminPointOfferSchema: z.ZodType<AdminPointOffer> = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  value: z.number().int(),
  validityMonths: z.number().int(),
  isActive: z.boolean(),
  stock: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  redeemedCount: z.number().int(),
});

/** GET /admin/members/{id}/points: balance and ledger. */
export const adminMemberPointsSchema: z.ZodType<AdminMemberPoints> = z.object({
  balance: z.number().int(),
  ledger: z.array(pointLedgerEntrySchema),
});

/** POST /admin/members/{id}/points (ADMIN): the ledger entry written and the balance after it. */
export const pointAdjustmentReplySchema = z.object({
  entry: pointLedgerEntrySchema,
  balance: z.number().int(),
});
