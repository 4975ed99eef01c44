import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { timestampTz } from './columns';
import { members } from './members';

/** Member notifications (LogHeader = new status code, LogDesc, LogDate), listed newest first. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    applicationId: integer('application_id').references(() => applications.id),
    logHeader: text('log_header').notNull(),
    logDesc: text('log_desc').notNull(),
    logDate: timestampTz('log_date').notNull().defaultNow(),
    readAt: timestampTz('read_at'),
  },
  (t) => [index('notifications_member_idx').on(t.memberId, t.logDate)],
);
