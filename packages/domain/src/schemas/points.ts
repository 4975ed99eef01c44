import { z } from 'zod';
import { addMonths } from '../calendar';
import { phoneSchema, recordIdSchema } from './common';

/** Limits shared by the API and the forms (STYLE.md rule 3). */
export const POINT_OFFER_TITLE_MAX = 120;
export const POINT_OFFER_DESCRIPTION_MAX = 1_000;
/** An offer costs at most this many points; validity at most this many months. */
export const POINT_OFFER_VALUE_MAX = 1_000_000;
export const POINT_OFFER_VALIDITY_MAX_MONTHS = 60;
export const POINT_OFFER_STOCK_MAX = 1_000_000;
/** Offer pictures: bytes after base64 decoding. */
export const POINT_OFFER_IMAGE_MAX_BYTES = 2_000_000;
/** One grant or deduction moves at most this many points. */
export const POINT_ADJUSTMENT_MAX = 100_000;
export const POINT_ADJUSTMENT_NOTE_MAX = 200;
/** Avatars: bytes after base64 decoding (the portal sends a 400×350 JPEG of a few tens of KB). */
export const AVATAR_MAX_BYTES = 2_000_000;
export const ADDRESS_MAX_LENGTH = 500;

/** Coupon statuses (DOMAIN.md "Points"). */
export const COUPON_STATUSES = ['AKTIF', 'DIGUNAKAN', 'KEDALUWARSA'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
/** Why the balance moved: an on-time instalment, a staff grant, a redemption, a staff deduction. */
export const POINT_LEDGER_REASONS = ['INSTALMENT', 'GRANT', 'REDEEM', 'ADJUSTMENT'] as const;
export type PointLedgerReason = (typeof POINT_LEDGER_REASONS)[number];

const REASON_LABELS: Record<PointLedgerReason, string> = {
  INSTALMENT: 'Angsuran tepat waktu',
  GRANT: 'Pemberian poin',
  REDEEM: 'Penukaran poin',
  ADJUSTMENT: 'Pengurangan poin',
};

/** The Indonesian label of a ledger reason. */
export function describePointReason(reason: string): string {
  return REASON_LABELS[reason as PointLedgerReason] ?? reason;
}

/** The balance the portal shows: the ledger sum, 0 when not positive (SPEC §2 Points). */
export function displayPointBalance(balance: number): number {
  return Math.max(0, balance);
}

/** Redeem is offered only when the balance is above 0 and covers the offer's value (points). */
export function canRedeemOffer(
  balance: number,
  offerValue: number,
  stockLeft: number | null = null,
): boolean {
  return balance > 0 && balance >= offerValue && (stockLeft === null || stockLeft > 0);
}

/** Last day a coupon redeemed on `redeemedOn` (YYYY-MM-DD) may be used: the same day `months` later. */
export function computeCouponValidUntil(redeemedOn: string, months: number): string {
  return addMonths(redeemedOn, months);
}

/** A stored AKTIF coupon past its last day reads as KEDALUWARSA; the others as stored. */
export function resolveCouponStatus(stored: string, validUntil: string, today: string): CouponStatus {
  if (stored === 'AKTIF' && validUntil < today) return 'KEDALUWARSA';
  return stored as CouponStatus;
}

// ---- member calls (SPEC §3/§7 field names) ----

/** GET /Poin item (SPEC §3 "Point offer") plus validity (Tenor, months) and the stock left (null: no limit). */
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

/** GET /Poin/History/{id} item (SPEC §3 "Redemption history"): `end` is the last valid day, YYYY-MM-DD. */
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

/** POST /Poin/Redeem body (SPEC §7). `value` is what the member saw; the server charges the stored value. */
export const redeemPointsRequestSchema = z.object({
  id_user: recordIdSchema,
  poin_id: recordIdSchema,
  value: z.coerce.number().int().positive().max(POINT_OFFER_VALUE_MAX).optional(),
});
export type RedeemPointsRequest = z.infer<typeof redeemPointsRequestSchema>;

/** POST /Poin/Redeem reply data: the new coupon and the balance left. */
export const redeemPointsReplySchema = z.object({ coupon: pointRedemptionSchema, poin: z.number().int() });
export type RedeemPointsReply = z.infer<typeof redeemPointsReplySchema>;

/** The optional Idempotency-Key header of state-changing calls (ARCHITECTURE.md). */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/, 'Idempotency-Key tidak valid');

// ---- account ----

/** POST /ChangeProfile/{id} body: the photo as a base64 data URL (SPEC §7). */
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

/** POST /admin/members/{id}/points body (ADMIN): a positive delta grants, a negative one deducts. */
export const pointAdjustmentRequestSchema = z.object({
  delta: z
    .number()
    .int('Jumlah poin harus bilangan bulat')
    .min(-POINT_ADJUSTMENT_MAX)
    .max(POINT_ADJUSTMENT_MAX)
    .refine((value) => value !== 0, 'Jumlah poin tidak boleh 0'),
  note: z
    .string()
    .trim()
    .min(3, 'Alasan wajib diisi')
    .max(POINT_ADJUSTMENT_NOTE_MAX, `Alasan maksimal ${POINT_ADJUSTMENT_NOTE_MAX} karakter`),
});
export type PointAdjustmentRequest = z.infer<typeof pointAdjustmentRequestSchema>;

/** GET /admin/members/{id}/points reply data. */
export type AdminMemberPoints = { balance: number; ledger: PointLedgerEntry[] };
