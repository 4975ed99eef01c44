import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { members } from './members';

/**
 * The member's monthly simpanan sukarela by salary deduction (docs/product/savings.md#monthly-sukarela-by-salary-deduction).
 * One row per member and first payroll period it applies to (`YYYY-MM`); setting it again for the same period replaces
 * the amount, a later period adds a row, so the history stays. The plan in force for a period P is the member's row
 * with the greatest `effective_period <= P` (the unique index serves that per member); amount 0 means stopped.
 */
export const sukarelaPlans = pgTable(
  'sukarela_plans',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: money('amount').notNull(),
    effectivePeriod: text('effective_period').notNull(),
    /** The member who set it (always the plan's member today: only the member sets their own plan). */
    createdByMemberId: integer('created_by_member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('sukarela_plans_amount_check', sql`${t.amount} >= 0`),
    check('sukarela_plans_period_check', sql`${t.effectivePeriod} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    unique('sukarela_plans_member_period_unique').on(t.memberId, t.effectivePeriod),
  ],
);
