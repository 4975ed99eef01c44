import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  AVATAR_MAX_BYTES,
  COUPON_STATUSES,
  POINT_ADJUSTMENT_MAX,
  POINT_ADJUSTMENT_NOTE_MAX,
  POINT_LEDGER_REASONS,
  POINT_OFFER_DESCRIPTION_MAX,
  POINT_OFFER_IMAGE_MAX_BYTES,
  POINT_OFFER_STOCK_MAX,
  POINT_OFFER_TITLE_MAX,
  POINT_OFFER_VALIDITY_MAX_MONTHS,
  POINT_OFFER_VALUE_MAX,
} from '../points';
import { phoneSchema, recordIdSchema } from './common';

// ---- member calls (docs/product/data.md and docs/product/api.md field names) ----

/** GET /Poin item (docs/product/data.md "Point offer") plus validity (Tenor, months) and the stock left (null: no limit). */
export const pointOfferSchema = z.object({
  id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  Value: z.number().int(),
  Tenor: z.number().int(),
  Stock: z.number().int().nullable(),
  ImagesPath: z.string().nullable(),
});
export type PointOffer = z.infer<typeof pointOfferSchema>;

/** GET /Poin/History/{id} item (docs/product/data.md "Redemption history"): `end` is the last valid day, YYYY-MM-DD. */
export const pointRedemptionSchema = z.object({
  id: z.number().int(),
  Title: z.string(),
  Status: z.enum(COUPON_STATUSES),
  Value: z.number().int(),
  Tenor: z.number().int(),
  end: z.string(),
  ImagesPath: z.string().nullable(),
  /** When the coupon was redeemed (ISO timestamp). */
  redeemedAt: z.string(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

/** GET /Poin/Ledger/{id} item: one movement of the balance, newest first. */
export const pointLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(POINT_LEDGER_REASONS),
  label: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PointLedgerEntry = z.infer<typeof pointLedgerEntrySchema>;

/** POST /Poin/Redeem body (docs/product/api.md). `value` is what the member saw; the server charges the stored value. */
export const redeemPointsRequestSchema = z.object({
  id_user: recordIdSchema,
  poin_id: recordIdSchema,
  value: z.coerce.number().int().positive().max(POINT_OFFER_VALUE_MAX).optional(),
});
export type RedeemPointsRequest = z.infer<typeof redeemPointsRequestSchema>;

/** POST /Poin/Redeem reply data: the new coupon and the balance left. */
export const redeemPointsReplySchema = z.object({ coupon: pointRedemptionSchema, poin: z.number().int() });
export type RedeemPointsReply = z.infer<typeof redeemPointsReplySchema>;

/** The optional Idempotency-Key header of state-changing calls (docs/architecture.md). */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/, 'Idempotency-Key tidak valid');

// ---- account ----

/** POST /ChangeProfile/{id} body: the photo as a base64 data URL (docs/product/api.md). */
export const changeProfilePhotoRequestSchema = z.object({
  photo: z
    .string()
    .min(1, 'Foto wajib diisi')
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200, 'Foto terlalu besar, maks 2 MB'),
});
export type ChangeProfilePhotoRequest = z.infer<typeof changeProfilePhotoRequestSchema>;

/** POST /updateProfile/{id} body (/account/change): phone (digits only) and address. */
export const updateProfileRequestSchema = z.object({
  mobilephoneno: phoneSchema,
  address: z.string().trim().max(ADDRESS_MAX_LENGTH, `Alamat maksimal ${ADDRESS_MAX_LENGTH} karakter`),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

// ---- back office ----

const offerTitle = z
  .string()
  .trim()
  .min(1, 'Judul wajib diisi')
  .max(POINT_OFFER_TITLE_MAX, `Judul maksimal ${POINT_OFFER_TITLE_MAX} karakter`);

/** POST /admin/point-offers and PUT /admin/point-offers/{id} body (EDITOR). `image` is a base64 data URL. */
export const pointOfferInputSchema = z.object({
  title: offerTitle,
  description: z
    .string()
    .trim()
    .max(POINT_OFFER_DESCRIPTION_MAX, `Deskripsi maksimal ${POINT_OFFER_DESCRIPTION_MAX} karakter`),
  value: z
    .number()
    .int('Nilai poin harus bilangan bulat')
    .min(1, 'Nilai poin minimal 1')
    .max(POINT_OFFER_VALUE_MAX),
  validityMonths: z
    .number()
    .int()
    .min(1, 'Masa berlaku minimal 1 bulan')
    .max(POINT_OFFER_VALIDITY_MAX_MONTHS, `Masa berlaku maksimal ${POINT_OFFER_VALIDITY_MAX_MONTHS} bulan`),
  isActive: z.boolean(),
  /** null: no stock limit. */
  stock: z.number().int().min(0, 'Stok tidak boleh negatif').max(POINT_OFFER_STOCK_MAX).nullable(),
  /** A new picture; omitted keeps the current one. */
  image: z
    .string()
    .max(Math.ceil((POINT_OFFER_IMAGE_MAX_BYTES * 4) / 3) + 200, 'Gambar terlalu besar, maks 2 MB')
    .optional(),
});
export type PointOfferInput = z.infer<typeof pointOfferInputSchema>;

/** A point offer as EDITOR sees it. */
export type AdminPointOffer = {
  id: number;
  title: string;
  description: string;
  value: number;
  validityMonths: number;
  isActive: boolean;
  stock: number | null;
  imageUrl: string | null;
  redeemedCount: number;
};

const wholePoints = z.number().int('Jumlah poin harus bilangan bulat');
const stop = { abort: true };
/**
 * A deduction or a grant, never 0: two ranges, so the document shows the gap. Past either end that range answers
 * alone; 0 hears that it is 0, anything else what a whole number is told.
 */
const pointDeltaSchema = z.union(
  [wholePoints.min(-POINT_ADJUSTMENT_MAX).max(-1, stop), wholePoints.min(1, stop).max(POINT_ADJUSTMENT_MAX)],
  {
    error: (issue) =>
      wholePoints.safeParse(issue.input).error?.issues[0]?.message ?? 'Jumlah poin tidak boleh 0',
  },
);

/** POST /admin/members/{id}/points body (ADMIN): a positive delta grants, a negative one deducts. */
export const pointAdjustmentRequestSchema = z.object({
  delta: pointDeltaSchema,
  note: z
    .string()
    .trim()
    .min(3, 'Alasan wajib diisi')
    .max(POINT_ADJUSTMENT_NOTE_MAX, `Alasan maksimal ${POINT_ADJUSTMENT_NOTE_MAX} karakter`),
});
export type PointAdjustmentRequest = z.infer<typeof pointAdjustmentRequestSchema>;

/** GET /admin/members/{id}/points reply data. */
export type AdminMemberPoints = { balance: number; ledger: PointLedgerEntry[] };
