import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, timestampTz } from './columns';
import { members } from './members';
import { staff } from './staff';

/**
 * A member's request to leave the cooperative: PENDING → APPROVED (loans settled from savings, savings
 * refunded, account closed), REJECTED by FINANCE, or WITHDRAWN by the member. At most one PENDING per member,
 * enforced by a partial unique index. The quoted figures are what the member saw; the payout columns are what
 * FINANCE's approval booked.
 */
export const resignations = pgTable(
  'resignations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull().default('PENDING'),
    note: text('note'),
    quotedPayout: money('quoted_payout').notNull(),
    quotedShortfall: money('quoted_shortfall').notNull(),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }).notNull(),
    /** The full quote as the member saw it (savings lines and each loan's settlement amount). */
    quote: jsonb('quote').notNull(),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id),
    decidedAt: timestampTz('decided_at'),
    rejectReason: text('reject_reason'),
    payoutAmount: money('payout_amount'),
    payoutDate: date('payout_date', { mode: 'string' }),
    payoutAccountNo: text('payout_account_no'),
    payoutAccountName: text('payout_account_name'),
    /** The loans settled from savings on approval: [{ agreementNo, principal, interest, settlementAmount }]. */
    settledLoans: jsonb('settled_loans'),
    /** What approval took from each savings kind: { pokok, wajib, sukarela, shu } (shu: credited on leaving). */
    refundedSavings: jsonb('refunded_savings'),
    requestedAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('resignations_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN')`),
    check('resignations_quote_check', sql`${t.quotedPayout} >= 0 and ${t.quotedShortfall} >= 0`),
    check(
      'resignations_payout_check',
      sql`(${t.status} = 'APPROVED') = (${t.payoutAmount} is not null and ${t.payoutDate} is not null)`,
    ),
    check('resignations_payout_amount_check', sql`${t.payoutAmount} is null or ${t.payoutAmount} >= 0`),
    uniqueIndex('resignations_one_pending_per_member').on(t.memberId).where(sql`${t.status} = 'PENDING'`),
    index('resignations_status_idx').on(t.status, t.requestedAt),
  ],
);
