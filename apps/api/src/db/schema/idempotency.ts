import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Replies remembered per Idempotency-Key, subject ('member:12') and route, so a retry gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.subject, t.route, t.key] })],
);
