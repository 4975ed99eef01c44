import { z } from 'zod';
import { adminPageSchema } from './administration-replies';
import type { AdminFaq, AdminOrgChartEntry, AdminPromotion } from './content';
import type { AdminProduct } from './products-admin';

/**
 * Replies of the content editor's pages (EDITOR; apps/api/src/modules/content/ and products/). Each schema is
 * typed with the reply type the API already builds, so the two cannot drift apart.
 */

/** GET /admin/content/faqs item. */
export const adminFaqSchema: z.ZodType<AdminFaq> = z.object({
  id: z.number().int(),
  category: z.string(),
  answerHtml: z.string(),
  sort: z.number().int(),
});

/** GET /admin/content/org-chart item. */
export const adminOrgChartEntrySchema: z.ZodType<AdminOrgChartEntry> = z.object({
  id: z.number().int(),
  pic: z.string(),
  title: z.string(),
  sort: z.number().int(),
  photoUrl: z.string().nullable(),
});

/** GET /admin/content/promotions item. */
export const adminPromotionSchema: z.ZodType<AdminPromotion> = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});

/** GET /admin/products item: a loan product with its rate tiers (rates in % per year). */
export const adminProductSchema: z.ZodType<AdminProduct> = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  financePurpose: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  sort: z.number().int(),
  imageUrl: z.string().nullable(),
  tiers: z.array(
    z.object({
      id: z.number().int(),
      minAmount: z.number().int(),
      maxAmount: z.number().int(),
      effectiveRate: z.number(),
      tenorMax: z.number().int(),
    }),
  ),
});

/** The paginated content lists of the back office, one schema per list. */
export const adminContentPageSchemas = {
  faqs: adminPageSchema(adminFaqSchema),
  orgChart: adminPageSchema(adminOrgChartEntrySchema),
  promotions: adminPageSchema(adminPromotionSchema),
  products: adminPageSchema(adminProductSchema),
} as const;
