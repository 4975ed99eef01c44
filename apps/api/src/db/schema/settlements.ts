import type { SettlementInterestLine } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agreements } from './agreements';
import { createdAt, money, timestampTz } from './columns';
import { files } from './files';
import { members } from './members';
import { staff } from './staff';

/**
 * Early settlement requests (pelunasan): PT1 → PT2 → PT3 → PAI, or RJT. total = sisapinjaman + sisabunga.
 * At most one open request (PT1, PT2, PT3) per agreement, enforced by a partial unique index.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull().default('PT1'),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    outstandingPrincipal: money('outstanding_principal').notNull(),
    interest: money('interest').notNull(),
    total: money('total').notNull(),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    /** The date the figures were computed for; null on requests made before the per-day rule. */
    quoteDate: date('quote_date', { mode: 'string' }),
    /** How the interest was computed (the quote's lines), frozen with the figures; null before the per-day rule. */
    interestLines: jsonb('interest_lines').$type<SettlementInterestLine[]>(),
    proofFileId: integer('proof_file_id').references(() => files.id),
    reason: text('reason'),
    /** Settled from the member's savings when leaving the cooperative: no transfer, so no proof. */
    paidFromSavings: boolean('paid_from_savings').notNull().default(false),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id),
    requestedAt: createdAt(),
    approvedAt: timestampTz('approved_at'),
    proofUploadedAt: timestampTz('proof_uploaded_at'),
    paidAt: timestampTz('paid_at'),
    rejectedAt: timestampTz('rejected_at'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('settlements_status_check', sql`${t.status} in ('PT1', 'PT2', 'PT3', 'PAI', 'RJT')`),
    check(
      'settlements_amounts_check',
      sql`${t.outstandingPrincipal} >= 0 and ${t.interest} >= 0 and ${t.total} = ${t.outstandingPrincipal} + ${t.interest}`,
    ),
    check(
      'settlements_proof_check',
      sql`${t.status} not in ('PT3', 'PAI') or ${t.proofFileId} is not null or ${t.paidFromSavings}`,
    ),
    uniqueIndex('settlements_one_open_per_agreement')
      .on(t.agreementId)
      .where(sql`${t.status} in ('PT1', 'PT2', 'PT3')`),
    index('settlements_agreement_idx').on(t.agreementId, t.requestedAt),
    index('settlements_status_idx').on(t.status),
  ],
);
