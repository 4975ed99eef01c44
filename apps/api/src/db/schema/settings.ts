import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/** Every (setting) of docs/product and the cooperative's brand, editable by ADMIN. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
