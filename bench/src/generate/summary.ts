/** Row counts after a run: per table, per status where it has one, and what the next payroll posting will pay. */
import { presentTables } from './reference-data';
import type { SqlSession } from './sql-session';

const TABLES = [
  'members',
  'applications',
  'approval_history',
  'agreements',
  'instalments',
  'settlements',
  'files',
  'notifications',
  'contributions',
  'payroll_periods',
  'points_ledger',
  'point_redemptions',
  'savings_ledger',
  'savings_deposits',
  'savings_withdrawals',
  'shu_years',
  'shu_shares',
] as const;

const BY_STATUS: Record<string, string> = {
  applications: `type || ' ' || status`,
  agreements: 'status',
  settlements: 'status',
  instalments: `coalesce(paid_by, 'UNPAID')`,
  contributions: 'source',
  points_ledger: 'reason',
  point_redemptions: 'status',
  savings_ledger: `reason`,
  savings_deposits: 'status',
  savings_withdrawals: 'status',
};

export async function countRows(session: SqlSession): Promise<{ table: string; rows: number; by: string }[]> {
  const result = [];
  // A checkout from before migration 0006 has no savings or SHU tables.
  for (const table of await presentTables(session, TABLES)) {
    const [total] = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    const groupBy = BY_STATUS[table];
    const groups = groupBy
      ? await session.query<{ key: string; n: number }>(
          `SELECT ${groupBy} AS key, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`,
        )
      : [];
    result.push({
      table,
      rows: total?.n ?? 0,
      by: groups.map((group) => `${group.key} ${group.n}`).join(', '),
    });
  }
  return result;
}

/** Unpaid rows of running loans due on or before the cut-off: what posting the current period will pay. */
export async function countDueRows(session: SqlSession, cutOffDate: string) {
  const [row] = await session.query<{ rows: number; loans: number; members: number }>(
    `SELECT count(*)::int AS rows, count(DISTINCT a.id)::int AS loans, count(DISTINCT a.member_id)::int AS members
     FROM instalments i JOIN agreements a ON a.id = i.agreement_id
     WHERE a.status = 'FUN' AND i.paid_date IS NULL AND i.due_date <= $1::date`,
    [cutOffDate],
  );
  return row ?? { rows: 0, loans: 0, members: 0 };
}
