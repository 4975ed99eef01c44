import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, timestampTz } from './columns';
import { members } from './members';
import { staff } from './staff';

/**
 * A member's question on one line of their coming salary deduction ("Ajukan keberatan",
 * docs/product/payroll-instruction.md#questions), asked before the period's cut-off and answered by FINANCE. The line
 * is named by its key within the period and kept as the member saw it (description, amount). At most one open
 * question per member, period and line (the partial unique index): a double submit asks once.
 */
export const deductionQuestions = pgTable(
  'deduction_questions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    lineKey: text('line_key').notNull(),
    lineDescription: text('line_description').notNull(),
    amount: money('amount').notNull(),
    question: text('question').notNull(),
    status: text('status').notNull().default('OPEN'),
    answer: text('answer'),
    answeredByStaffId: integer('answered_by_staff_id').references(() => staff.id),
    answeredAt: timestampTz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('deduction_questions_status_check', sql`${t.status} in ('OPEN', 'ANSWERED')`),
    check(
      'deduction_questions_answer_check',
      sql`(${t.status} = 'OPEN' and ${t.answer} is null) or (${t.status} = 'ANSWERED' and ${t.answer} is not null)`,
    ),
    check('deduction_questions_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    uniqueIndex('deduction_questions_one_open_per_line')
      .on(t.memberId, t.period, t.lineKey)
      .where(sql`${t.status} = 'OPEN'`),
    index('deduction_questions_status_idx').on(t.status, t.createdAt),
  ],
);
