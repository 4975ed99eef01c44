/**
 * Rows of a group of members, collected in memory and written table by table in foreign-key order, so memory
 * stays flat whatever the size of the cooperative.
 */
import type { ScheduleCache } from './schedules';
import { insertRows, type RowOf, type SqlSession } from './sql-session';
import {
  AGREEMENTS,
  APPLICATIONS,
  APPROVAL_HISTORY,
  FILES,
  LOAN_PLANS,
  MEMBER_PLANS,
  MEMBERS,
  NOTIFICATIONS,
  SAVINGS_DEPOSITS,
  SAVINGS_LEDGER,
  SAVINGS_WITHDRAWALS,
  SCHEDULE_ROWS,
  SETTLEMENTS,
} from './tables';

export type Batch = {
  members: RowOf<typeof MEMBERS>[];
  memberPlans: RowOf<typeof MEMBER_PLANS>[];
  applications: RowOf<typeof APPLICATIONS>[];
  decisions: RowOf<typeof APPROVAL_HISTORY>[];
  notifications: RowOf<typeof NOTIFICATIONS>[];
  agreements: RowOf<typeof AGREEMENTS>[];
  loanPlans: RowOf<typeof LOAN_PLANS>[];
  files: RowOf<typeof FILES>[];
  settlements: RowOf<typeof SETTLEMENTS>[];
  deposits: RowOf<typeof SAVINGS_DEPOSITS>[];
  withdrawals: RowOf<typeof SAVINGS_WITHDRAWALS>[];
  savingsLedger: RowOf<typeof SAVINGS_LEDGER>[];
};

export const emptyBatch = (): Batch => ({
  members: [],
  memberPlans: [],
  applications: [],
  decisions: [],
  notifications: [],
  agreements: [],
  loanPlans: [],
  files: [],
  settlements: [],
  deposits: [],
  withdrawals: [],
  savingsLedger: [],
});

/** Writes a batch (parents before children) and the amortisation templates its agreements introduced. */
export async function flushBatch(session: SqlSession, batch: Batch, schedules: ScheduleCache): Promise<void> {
  await insertRows(session, MEMBERS, batch.members);
  await insertRows(session, MEMBER_PLANS, batch.memberPlans);
  await insertRows(session, APPLICATIONS, batch.applications);
  await insertRows(session, AGREEMENTS, batch.agreements);
  await insertRows(session, SCHEDULE_ROWS, schedules.takeNewRows());
  await insertRows(session, LOAN_PLANS, batch.loanPlans);
  await insertRows(session, FILES, batch.files);
  await insertRows(session, SETTLEMENTS, batch.settlements);
  await insertRows(session, SAVINGS_DEPOSITS, batch.deposits);
  await insertRows(session, SAVINGS_WITHDRAWALS, batch.withdrawals);
  await insertRows(session, SAVINGS_LEDGER, batch.savingsLedger);
  await insertRows(session, APPROVAL_HISTORY, batch.decisions);
  await insertRows(session, NOTIFICATIONS, batch.notifications);
}
