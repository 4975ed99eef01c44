import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

/** Mail outbox: written in the same transaction as the change it reports, sent with retries. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** 0 urgent (time-bound: OTP, temporary password), 1 a member's notice, 2 bulk; lower goes first. */
    priority: smallint('priority').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestampTz('send_after').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('PENDING', 'SENDING', 'SENT', 'FAILED')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    check('outbox_priority_check', sql`${t.priority} between 0 and 2`),
    // The claim's scan in priority order (plugins/mail-outbox.ts), over rows waiting or under a lease.
    index('outbox_due_idx').on(t.priority, t.id).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    // ADMIN's outbox page (plugins/outbox-status.ts): mail sent in the last day, failures newest first (a FAILED
    // row's send_after is when it was given up), without reading the table's many sent rows.
    index('outbox_sent_idx').on(t.sentAt).where(sql`${t.status} = 'SENT'`),
    index('outbox_failed_idx').on(t.sendAfter).where(sql`${t.status} = 'FAILED'`),
  ],
);
