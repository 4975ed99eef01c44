import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { members } from './members';
import { staff } from './staff';

/**
 * Members' correction and deletion requests under UU PDP 27/2022 (DOMAIN rules in
 * packages/domain/src/data-requests.ts). The deadline is not stored: it is submitted_at + 72 hours.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    topic: text('topic').notNull(),
    status: text('status').notNull().default('DIAJUKAN'),
    /** New values by members column (`{ name }`, `{ payrollAccountNo, payrollAccountName }`); `{}` for deletion. */
    proposed: jsonb('proposed').$type<Record<string, string>>().notNull(),
    note: text('note'),
    refusalReason: text('refusal_reason'),
    /** What an approved deletion removed (DeletionOutcome). */
    deletionOutcome: jsonb('deletion_outcome').$type<{
      documentPhotos: number;
      avatar: boolean;
      blogComments: number;
    }>(),
    submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'data_requests_topic_check',
      sql`${t.topic} in ('NAME', 'BIRTH_DATE', 'ADDRESS', 'PAYROLL_ACCOUNT', 'DELETION')`,
    ),
    check('data_requests_status_check', sql`${t.status} in ('DIAJUKAN', 'DISETUJUI', 'DITOLAK')`),
    check(
      'data_requests_decision_check',
      sql`(${t.status} = 'DIAJUKAN') = (${t.decidedAt} is null)
        and (${t.status} <> 'DITOLAK' or ${t.refusalReason} is not null)`,
    ),
    // At most one open request per member and topic: a double submit or 30 at once leave one row.
    uniqueIndex('data_requests_one_open_per_topic')
      .on(t.memberId, t.topic)
      .where(sql`${t.status} = 'DIAJUKAN'`),
    index('data_requests_member_idx').on(t.memberId, t.submittedAt),
    index('data_requests_open_idx').on(t.submittedAt).where(sql`${t.status} = 'DIAJUKAN'`),
  ],
);
