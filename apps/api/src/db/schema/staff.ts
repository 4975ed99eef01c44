import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { members } from './members';

/** Back-office accounts. APPROVER staff approve the chain step whose job title equals their jobTitle. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    jobTitle: text('job_title'),
    companyId: integer('company_id').references(() => companies.id),
    memberId: integer('member_id').references(() => members.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('ADMIN', 'HC', 'APPROVER', 'FINANCE', 'EDITOR')`)],
);

export type StaffRow = typeof staff.$inferSelect;
