import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { timestampTz } from './columns';
import { companies } from './companies';
import { staff } from './staff';

/** Ordered approval chain of a company: step 1 is HC, then up to three approver job titles. */
export const approvalChainSteps = pgTable(
  'approval_chain_steps',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    role: text('role').notNull(),
    jobTitle: text('job_title').notNull(),
  },
  (t) => [
    check('approval_chain_steps_step_check', sql`${t.stepNo} between 1 and 4`),
    check('approval_chain_steps_role_check', sql`(${t.stepNo} = 1) = (${t.role} = 'HC')`),
    check('approval_chain_steps_role_values_check', sql`${t.role} in ('HC', 'APPROVER')`),
    unique('approval_chain_steps_company_step_unique').on(t.companyId, t.stepNo),
  ],
);

/**
 * One decision per application step and round (HistoryApproval: Approvalby, ApprovalStatus, Notes).
 * Step 0 is the applicant (cancel, accept or decline a counter-offer); decidedByStaffId is null there.
 */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    round: integer('round').notNull().default(1),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id),
    decidedByName: text('decided_by_name').notNull(),
    jobTitle: text('job_title'),
    status: text('status').notNull(),
    notes: text('notes'),
    decidedAt: timestampTz('decided_at').notNull().defaultNow(),
  },
  (t) => [
    check('approval_history_status_check', sql`${t.status} in ('APV', 'RJT', 'NST', 'CNCL')`),
    check('approval_history_step_check', sql`${t.stepNo} between 0 and 4 and ${t.round} >= 1`),
    unique('approval_history_application_step_round_unique').on(t.applicationId, t.stepNo, t.round),
    index('approval_history_application_idx').on(t.applicationId, t.decidedAt),
  ],
);
