import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: timestampTz('send_after').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_pending_idx').on(t.sendAfter).where(sql`${t.status} = 'PENDING'`),
  ],
);
