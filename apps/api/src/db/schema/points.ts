import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { files } from './files';
import { members } from './members';

/**
 * Points ledger; the balance is the sum of delta. (member, reason, ref) is unique so one instalment or
 * one redemption is never counted twice. Redeeming must lock the member row before summing.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref'),
    /** Why staff granted or deducted points (GRANT, ADJUSTMENT); the member reads it in the ledger. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_ledger_delta_check', sql`${t.delta} <> 0`),
    check('points_ledger_reason_check', sql`${t.reason} in ('INSTALMENT', 'GRANT', 'REDEEM', 'ADJUSTMENT')`),
    unique('points_ledger_member_reason_ref_unique').on(t.memberId, t.reason, t.ref),
    index('points_ledger_member_idx').on(t.memberId),
  ],
);

/** Offers a member can redeem: Value points for a coupon valid validityMonths months. */
export const pointOffers = pgTable(
  'point_offers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    value: integer('value').notNull(),
    validityMonths: integer('validity_months').notNull(),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    stock: integer('stock'),
    createdAt: createdAt(),
  },
  (t) => [
    check('point_offers_value_check', sql`${t.value} > 0`),
    check('point_offers_validity_check', sql`${t.validityMonths} > 0`),
    check('point_offers_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** Coupons: AKTIF, DIGUNAKAN, KEDALUWARSA. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => pointOffers.id),
    value: integer('value').notNull(),
    status: text('status').notNull().default('AKTIF'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    usedAt: timestampTz('used_at'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key (plugins/idempotency.ts): a different one is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    check('point_redemptions_value_check', sql`${t.value} > 0`),
    check('point_redemptions_status_check', sql`${t.status} in ('AKTIF', 'DIGUNAKAN', 'KEDALUWARSA')`),
    unique('point_redemptions_member_idempotency_unique').on(t.memberId, t.idempotencyKey),
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
  ],
);
