import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestampTz } from './columns';

/**
 * The general ledger (docs/decisions/0023-general-ledger.md). The database itself keeps it right, whatever code
 * writes to it (migration 0025's triggers): every entry's debits equal its credits at commit (a deferred
 * constraint trigger), a posted entry and every line are never updated or deleted (a correction is a reversal),
 * and no entry is posted into a closed month.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** ASSET, LIABILITY, EQUITY, INCOME, EXPENSE: fixed once the account has lines. */
    type: text('type').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_code_check', sql`${t.code} ~ '^[1-5][0-9]{3}$'`),
    check(
      'ledger_accounts_type_check',
      sql`${t.type} in ('ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE')`,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Jakarta business date the entry belongs to (its month must be open). */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** What moved the money: funding, payroll, settlement, deposit, withdrawal, jasa, shu, resignation, … */
    source: text('source').notNull(),
    /** The record behind it (agreement number, period, request id), or null for a manual entry. */
    sourceId: text('source_id'),
    /** At most one entry per event: `funding:<agreement>`, `payroll:<period>`; null for manual entries. */
    eventKey: text('event_key'),
    /** PENDING (a manual entry waiting for its second staff member), POSTED, or REJECTED. */
    status: text('status').notNull(),
    /** `staff:<id>`, `member:<id>` or `system`. */
    actor: text('actor').notNull(),
    approvedBy: text('approved_by'),
    postedAt: timestampTz('posted_at'),
    /** The entry this one reverses (each entry is reversed at most once). */
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('journal_entries_status_check', sql`${t.status} in ('PENDING', 'POSTED', 'REJECTED')`),
    check('journal_entries_posted_check', sql`(${t.status} = 'POSTED') = (${t.postedAt} is not null)`),
    uniqueIndex('journal_entries_event_key_unique').on(t.eventKey),
    uniqueIndex('journal_entries_reverses_unique').on(t.reversesId),
    index('journal_entries_date_idx').on(t.entryDate),
    index('journal_entries_source_idx').on(t.source, t.sourceId),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountCode: text('account_code')
      .notNull()
      .references(() => ledgerAccounts.code),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
  },
  (t) => [
    check(
      'journal_lines_side_check',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} > 0) <> (${t.credit} > 0)`,
    ),
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountCode),
  ],
);

/** A month FINANCE closed: no entry dated in it may be posted any more. */
export const ledgerPeriods = pgTable('ledger_periods', {
  /** YYYY-MM. */
  month: text('month').primaryKey(),
  closedBy: text('closed_by').notNull(),
  closedAt: timestampTz('closed_at').notNull().defaultNow(),
});
