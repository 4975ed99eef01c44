import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Companies of the finance group whose employees are members. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});
