import { z } from 'zod';
import { MIN_LOAN_AMOUNT, TENOR_MAX_MONTHS, TENOR_MIN_MONTHS } from '../constants';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_TITLE_MAX } from './content';

/** How many rate tiers one product may have. */
export const RATE_TIERS_MAX = 20;

/** One amount band of a product: [minAmount, maxAmount] Rupiah → EffectiveRate (% per year), TenorMax (months). */
export const rateTierInputSchema = z
  .object({
    minAmount: z.number().int().min(MIN_LOAN_AMOUNT, 'Jumlah minimal Rp 500.000'),
    maxAmount: z.number().int().max(10_000_000_000),
    /** % per year, up to 2 decimals. */
    effectiveRate: z
      .number()
      .gt(0, 'Bunga efektif harus lebih dari 0')
      .lt(100, 'Bunga efektif harus kurang dari 100')
      .multipleOf(0.01, 'Bunga efektif maksimal 2 angka desimal'),
    tenorMax: z.number().int().min(TENOR_MIN_MONTHS).max(TENOR_MAX_MONTHS),
  })
  .refine((tier) => tier.maxAmount >= tier.minAmount, {
    path: ['maxAmount'],
    message: 'Jumlah maksimal harus lebih besar atau sama dengan jumlah minimal',
  })
  .meta({ description: '`maxAmount` is at least `minAmount` (422 otherwise).' });
export type RateTierInput = z.infer<typeof rateTierInputSchema>;

/**
 * Pairs of tiers (indexes into the list) whose amount ranges share at least one Rupiah: a loan amount must
 * fall into one tier only, or the rate a member is quoted would depend on row order.
 */
export function findOverlappingTiers(tiers: readonly { minAmount: number; maxAmount: number }[]) {
  const pairs: [number, number][] = [];
  for (let i = 0; i < tiers.length; i += 1) {
    for (let j = i + 1; j < tiers.length; j += 1) {
      const a = tiers[i];
      const b = tiers[j];
      if (a && b && a.minAmount <= b.maxAmount && b.minAmount <= a.maxAmount) pairs.push([i, j]);
    }
  }
  return pairs;
}

export const rateTiersSchema = z
  .array(rateTierInputSchema)
  .min(1, 'Minimal satu tingkat bunga')
  .max(RATE_TIERS_MAX)
  .superRefine((tiers, ctx) => {
    for (const [i, j] of findOverlappingTiers(tiers)) {
      ctx.addIssue({
        code: 'custom',
        path: [j, 'minAmount'],
        message: `Rentang jumlah tingkat ${j + 1} tumpang tindih dengan tingkat ${i + 1}`,
      });
    }
  })
  .meta({
    description: 'No two tiers share a Rupiah: each loan amount falls into one tier only (422 otherwise).',
  });

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`);

export const productInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, 'Kode 2–10 huruf besar atau angka'),
  name: text('Nama produk', CONTENT_TITLE_MAX),
  financePurpose: text('Tujuan pembiayaan', 80),
  description: z.string().trim().max(2000, 'Deskripsi maksimal 2000 karakter').default(''),
  isActive: z.boolean().default(true),
  sort: z.number().int().min(0).max(9_999).default(0),
  /** A new picture as a base64 data URL, or null to remove the current one. */
  image: z
    .string()
    .min(1)
    .max(Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 100)
    .nullable()
    .optional(),
  tiers: rateTiersSchema,
});
export type ProductInput = z.infer<typeof productInputSchema>;
export const productPatchSchema = productInputSchema.partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;

export type AdminRateTier = RateTierInput & { id: number };
export type AdminProduct = {
  id: number;
  code: string;
  name: string;
  financePurpose: string;
  description: string;
  isActive: boolean;
  sort: number;
  imageUrl: string | null;
  tiers: AdminRateTier[];
};
