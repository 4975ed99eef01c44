import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { createdAt, money, rate, timestampTz } from './columns';
import { members } from './members';
import { staff } from './staff';

/**
 * A funded loan (AgreementNo). TotalPencairan = amount − admin fee − PTA − sisapokok − sisabunga of the
 * loan it replaces (docs/product/loans.md#funding); the CHECK keeps that identity true.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    agreementNo: text('agreement_no').notNull().unique(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: money('amount').notNull(),
    tenorMonths: integer('tenor_months').notNull(),
    effectiveRate: rate('effective_rate').notNull(),
    instalmentAmount: money('instalment_amount').notNull(),
    fundingDate: date('funding_date', { mode: 'string' }).notNull(),
    firstDeductionDate: date('first_deduction_date', { mode: 'string' }).notNull(),
    adminFee: money('admin_fee').notNull().default(0),
    ptaFee: money('pta_fee').notNull().default(0),
    replacedAgreementId: integer('replaced_agreement_id').references((): AnyPgColumn => agreements.id),
    replacedPrincipal: money('replaced_principal').notNull().default(0),
    replacedInterest: money('replaced_interest').notNull().default(0),
    totalDisbursed: money('total_disbursed').notNull(),
    status: text('status').notNull().default('FUN'),
    fundedByStaffId: integer('funded_by_staff_id').references(() => staff.id),
    finishedAt: timestampTz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('agreements_status_check', sql`${t.status} in ('FUN', 'FIN')`),
    check('agreements_amount_check', sql`${t.amount} > 0 and ${t.instalmentAmount} > 0`),
    check('agreements_tenor_check', sql`${t.tenorMonths} between 6 and 36`),
    check(
      'agreements_deductions_check',
      sql`${t.adminFee} >= 0 and ${t.ptaFee} >= 0 and ${t.replacedPrincipal} >= 0 and ${t.replacedInterest} >= 0`,
    ),
    check(
      'agreements_total_disbursed_check',
      sql`${t.totalDisbursed} >= 0 and ${t.totalDisbursed} = ${t.amount} - ${t.adminFee} - ${t.ptaFee} - ${t.replacedPrincipal} - ${t.replacedInterest}`,
    ),
    check('agreements_dates_check', sql`${t.firstDeductionDate} > ${t.fundingDate}`),
    index('agreements_member_idx').on(t.memberId),
  ],
);

/** Amortisation rows. A row is paid when paid_date is set; payroll or an early settlement pays it. */
export const instalments = pgTable(
  'instalments',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    instalment: money('instalment').notNull(),
    outstanding: money('outstanding').notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    paidAmount: money('paid_amount'),
    paidBy: text('paid_by'),
    /**
     * The early settlement (settlements.id) that closed this row, so the schedule shows its date and amount.
     * The foreign key is added by the backfill migration: a drizzle reference would make this file and
     * settlements.ts import each other. Null for payroll rows and for a loan replaced at funding.
     */
    settlementId: integer('settlement_id'),
  },
  (t) => [
    check('instalments_seq_check', sql`${t.seq} >= 1`),
    check(
      'instalments_amounts_check',
      sql`${t.principal} >= 0 and ${t.interest} >= 0 and ${t.outstanding} >= 0 and ${t.instalment} = ${t.principal} + ${t.interest}`,
    ),
    check(
      'instalments_paid_check',
      sql`(${t.paidDate} is null and ${t.paidAmount} is null and ${t.paidBy} is null)
        or (${t.paidDate} is not null and ${t.paidAmount} >= 0 and ${t.paidBy} in ('PAYROLL', 'SETTLEMENT'))`,
    ),
    check('instalments_settlement_check', sql`${t.settlementId} is null or ${t.paidBy} = 'SETTLEMENT'`),
    index('instalments_settlement_idx').on(t.settlementId).where(sql`${t.settlementId} is not null`),
    unique('instalments_agreement_seq_unique').on(t.agreementId, t.seq),
    index('instalments_due_unpaid_idx').on(t.dueDate).where(sql`${t.paidDate} is null`),
  ],
);

export type AgreementRow = typeof agreements.$inferSelect;

export type InstalmentRow = typeof instalments.$inferSelect;
