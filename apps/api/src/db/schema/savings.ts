import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestampTz } from './columns';
import { files } from './files';
import { members } from './members';
import { staff } from './staff';

/**
 * Simpanan pokok and sukarela as one append-only ledger (docs/product/savings.md; wajib is `contributions`).
 * A member's balance of a kind is the sum of its deltas, and each row also carries the balance it left behind:
 * `seq` numbers a member's rows of a kind 1, 2, 3… (unique), so two writers that read the same last row cannot
 * both append after it, and `balance_after >= 0` makes a balance below 0 impossible in the database itself.
 * (member, reason, ref) is unique: one deposit, one withdrawal, one month's jasa, one year's SHU is booked once.
 */
export const savingsLedger = pgTable(
  'savings_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    delta: money('delta').notNull(),
    balanceAfter: money('balance_after').notNull(),
    seq: integer('seq').notNull(),
    /** deposit:<id>, withdrawal:<id>, jasa:<YYYY-MM>, shu:<year>, payroll:<YYYY-MM> (POTONGAN), join, leave. */
    ref: text('ref').notNull(),
    note: text('note'),
    /** The Jakarta business date of the booking. */
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('savings_ledger_kind_check', sql`${t.kind} in ('POKOK', 'SUKARELA')`),
    check(
      'savings_ledger_reason_check',
      sql`(${t.kind} = 'POKOK' and ${t.reason} in ('POKOK_SETOR', 'POKOK_KEMBALI'))
        or (${t.kind} = 'SUKARELA' and ${t.reason} in ('SETORAN', 'PENARIKAN', 'JASA', 'SHU', 'POTONGAN'))`,
    ),
    check(
      'savings_ledger_sign_check',
      sql`(${t.reason} in ('POKOK_KEMBALI', 'PENARIKAN') and ${t.delta} < 0)
        or (${t.reason} not in ('POKOK_KEMBALI', 'PENARIKAN') and ${t.delta} > 0)`,
    ),
    check('savings_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
    check('savings_ledger_seq_check', sql`${t.seq} >= 1`),
    unique('savings_ledger_member_kind_seq_unique').on(t.memberId, t.kind, t.seq),
    unique('savings_ledger_member_reason_ref_unique').on(t.memberId, t.reason, t.ref),
    // Pokok is paid once on joining and refunded once on leaving, whatever the ref says.
    uniqueIndex('savings_ledger_one_pokok_per_reason')
      .on(t.memberId, t.reason)
      .where(sql`${t.reason} in ('POKOK_SETOR', 'POKOK_KEMBALI')`),
    index('savings_ledger_member_booked_idx').on(t.memberId, t.kind, t.bookedOn),
  ],
);

/** Sukarela deposits by transfer: the member's proof waits for FINANCE (PENDING → CONFIRMED | REJECTED). */
export const savingsDeposits = pgTable(
  'savings_deposits',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: money('amount').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    proofFileId: integer('proof_file_id')
      .notNull()
      .references(() => files.id),
    note: text('note'),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key (plugins/idempotency.ts): a different one is refused. */
    requestHash: text('request_hash'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('savings_deposits_amount_check', sql`${t.amount} > 0`),
    check('savings_deposits_status_check', sql`${t.status} in ('PENDING', 'CONFIRMED', 'REJECTED')`),
    unique('savings_deposits_member_idempotency_unique').on(t.memberId, t.idempotencyKey),
    index('savings_deposits_status_idx').on(t.status, t.createdAt),
    index('savings_deposits_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Sukarela withdrawals to the payroll account: PENDING → APPROVED → PAID (or REJECTED / CANCELLED). While PENDING or
 * APPROVED the amount is reserved: the member cannot ask for it twice.
 */
export const savingsWithdrawals = pgTable(
  'savings_withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The payroll account as it was when the member asked. */
    accountNo: text('account_no'),
    accountName: text('account_name'),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key (plugins/idempotency.ts): a different one is refused. */
    requestHash: text('request_hash'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id),
    approvedAt: timestampTz('approved_at'),
    paidAt: timestampTz('paid_at'),
    closedAt: timestampTz('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('savings_withdrawals_amount_check', sql`${t.amount} > 0`),
    check(
      'savings_withdrawals_status_check',
      sql`${t.status} in ('PENDING', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED')`,
    ),
    check('savings_withdrawals_paid_check', sql`(${t.status} = 'PAID') = (${t.paidAt} is not null)`),
    unique('savings_withdrawals_member_idempotency_unique').on(t.memberId, t.idempotencyKey),
    index('savings_withdrawals_status_idx').on(t.status, t.createdAt),
    index('savings_withdrawals_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** The RAT's SHU decision per fiscal year; posted_at is set once, so posting twice changes nothing. */
export const shuYears = pgTable(
  'shu_years',
  {
    year: integer('year').primaryKey(),
    pool: money('pool').notNull(),
    jasaModalPercent: numeric('jasa_modal_percent', { precision: 5, scale: 2 }).notNull(),
    ratDate: date('rat_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    enteredByStaffId: integer('entered_by_staff_id').references(() => staff.id),
    postedAt: timestampTz('posted_at'),
    postedByStaffId: integer('posted_by_staff_id').references(() => staff.id),
    /** The totals as posted: the pools, the bases and the sums of the shares. */
    summary: jsonb('summary'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shu_years_pool_check', sql`${t.pool} > 0`),
    check('shu_years_percent_check', sql`${t.jasaModalPercent} between 0 and 100`),
  ],
);

/** Each member's SHU of a posted year, with the figures it was computed from (the slip reads them). */
export const shuShares = pgTable(
  'shu_shares',
  {
    id: serial('id').primaryKey(),
    year: integer('year')
      .notNull()
      .references(() => shuYears.year),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    modalBasis: money('modal_basis').notNull(),
    usahaBasis: money('usaha_basis').notNull(),
    jasaModal: money('jasa_modal').notNull(),
    jasaUsaha: money('jasa_usaha').notNull(),
    total: money('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'shu_shares_amounts_check',
      sql`${t.jasaModal} >= 0 and ${t.jasaUsaha} >= 0 and ${t.total} = ${t.jasaModal} + ${t.jasaUsaha} and ${t.total} > 0`,
    ),
    uniqueIndex('shu_shares_year_member_unique').on(t.year, t.memberId),
    index('shu_shares_member_idx').on(t.memberId),
  ],
);
