import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, timestampTz } from './columns';
import { members } from './members';
import { staff } from './staff';

/** Monthly payroll posting ('YYYY-MM'); posted_at is set once, so posting twice changes nothing. */
export const payrollPeriods = pgTable(
  'payroll_periods',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull().unique(),
    cutOffDate: date('cut_off_date', { mode: 'string' }).notNull(),
    postedAt: timestampTz('posted_at'),
    postedByStaffId: integer('posted_by_staff_id').references(() => staff.id),
    summary: jsonb('summary'),
    createdAt: createdAt(),
  },
  (t) => [check('payroll_periods_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/**
 * The employer's transfers of a posted period's deductions (docs/product/ledger.md#the-employers-transfer): each
 * clears piutang potongan gaji (1202) by its amount. Their sum never exceeds what the posting deducted (checked
 * under the period's row lock); a bank reference is recorded once per period.
 */
export const employerTransfers = pgTable(
  'employer_transfers',
  {
    id: serial('id').primaryKey(),
    payrollPeriodId: integer('payroll_period_id')
      .notNull()
      .references(() => payrollPeriods.id),
    amount: money('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    recordedByStaffId: integer('recorded_by_staff_id')
      .notNull()
      .references(() => staff.id),
    recordedAt: timestampTz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    check('employer_transfers_amount_check', sql`${t.amount} > 0`),
    check('employer_transfers_reference_check', sql`char_length(${t.reference}) between 1 and 64`),
    uniqueIndex('employer_transfers_period_reference_unique').on(t.payrollPeriodId, t.reference),
  ],
);

/**
 * Mandatory-contribution ledger (iuran wajib); saldoiuranwajib is the member's sum.
 * One PAYROLL row per member and period; OPENING/ADJUSTMENT rows record imports and corrections.
 */
export const contributions = pgTable(
  'contributions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    amount: money('amount').notNull(),
    source: text('source').notNull().default('PAYROLL'),
    payrollPeriodId: integer('payroll_period_id').references(() => payrollPeriods.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contributions_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('contributions_source_check', sql`${t.source} in ('PAYROLL', 'OPENING', 'ADJUSTMENT')`),
    check('contributions_amount_check', sql`${t.source} = 'ADJUSTMENT' or ${t.amount} > 0`),
    uniqueIndex('contributions_one_payroll_per_period')
      .on(t.memberId, t.period)
      .where(sql`${t.source} = 'PAYROLL'`),
    index('contributions_member_idx').on(t.memberId),
  ],
);
