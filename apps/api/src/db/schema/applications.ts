import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, rate, timestampTz } from './columns';
import { files } from './files';
import { members } from './members';
import { products } from './products';

/**
 * Loan applications (PengajuanPinjaman). Type NEW or NST (counter-offer); status NEW → APV → FUN → FIN,
 * or RJT / CNCL. `round` grows when a counter-offer is accepted, so the final step can decide again; the offer's
 * own state is `offer_status` (docs/decisions/0019-counter-offer-state.md).
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    approvalNo: text('approval_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    type: text('type').notNull().default('NEW'),
    status: text('status').notNull().default('NEW'),
    amount: money('amount').notNull(),
    tenorMonths: integer('tenor_months').notNull(),
    effectiveRate: rate('effective_rate').notNull(),
    instalmentAmount: money('instalment_amount').notNull(),
    financePurpose: text('finance_purpose').notNull(),
    selfieFileId: integer('selfie_file_id').references(() => files.id),
    formFileId: integer('form_file_id').references(() => files.id),
    supportingFileId: integer('supporting_file_id').references(() => files.id),
    hcChecklist: boolean('hc_checklist'),
    hcRecommendation: text('hc_recommendation'),
    hcNote: text('hc_note'),
    currentStep: integer('current_step').notNull().default(1),
    round: integer('round').notNull().default(1),
    offeredAmount: money('offered_amount'),
    offeredTenorMonths: integer('offered_tenor_months'),
    offeredInstalmentAmount: money('offered_instalment_amount'),
    /** OPEN while the member has not answered the counter-offer, then ACCEPTED or DECLINED (ADR 0019). */
    offerStatus: text('offer_status'),
    rejectReason: text('reject_reason'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key (plugins/idempotency.ts): a different one is refused. */
    requestHash: text('request_hash'),
    submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
    decidedAt: timestampTz('decided_at'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('applications_type_check', sql`${t.type} in ('NEW', 'NST')`),
    check('applications_status_check', sql`${t.status} in ('NEW', 'APV', 'FUN', 'FIN', 'RJT', 'CNCL')`),
    check('applications_amount_check', sql`${t.amount} > 0`),
    check('applications_tenor_check', sql`${t.tenorMonths} between 6 and 36`),
    check('applications_rate_check', sql`${t.effectiveRate} >= 0`),
    check('applications_instalment_check', sql`${t.instalmentAmount} > 0`),
    check(
      'applications_hc_recommendation_check',
      sql`${t.hcRecommendation} is null or ${t.hcRecommendation} in ('YES', 'NO')`,
    ),
    check('applications_step_check', sql`${t.currentStep} between 1 and 4 and ${t.round} >= 1`),
    check(
      'applications_offer_check',
      sql`(${t.offeredAmount} is null or (${t.offeredAmount} > 0 and ${t.offeredAmount} <= ${t.amount}))
        and (${t.offeredTenorMonths} is null or ${t.offeredTenorMonths} between 6 and 36)
        and (${t.offeredInstalmentAmount} is null or ${t.offeredInstalmentAmount} > 0)`,
    ),
    check('applications_nst_offer_check', sql`${t.type} <> 'NST' or ${t.offeredAmount} is not null`),
    check(
      'applications_offer_status_check',
      sql`${t.offerStatus} is null or ${t.offerStatus} in ('OPEN', 'ACCEPTED', 'DECLINED')`,
    ),
    // An open offer leaves the application RJT (docs/product/loans.md#loan-statuses reads it so): no other status may carry one.
    check(
      'applications_open_offer_check',
      sql`${t.offerStatus} is distinct from 'OPEN' or ${t.status} = 'RJT'`,
    ),
    unique('applications_member_idempotency_unique').on(t.memberId, t.idempotencyKey),
    // docs/product: a member with an application under approval (NEW) cannot open a second one.
    uniqueIndex('applications_one_new_per_member').on(t.memberId).where(sql`${t.status} = 'NEW'`),
    index('applications_member_idx').on(t.memberId, t.submittedAt),
    index('applications_status_idx').on(t.status),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
