/**
 * The savings as the API reads them must add up: checked set-based after the load, like the foreign
 * keys, and the run fails on any mismatch. The balances the API shows are sums of the ledger (savings.repository),
 * the history shows each row's balance_after in (booked_on, seq) order, and the requests are what the ledger refers to.
 * (The demo seed books its members' sukarela without requests, so that direction is checked on generated members.)
 */
import type { SqlSession } from './sql-session';

const CHECKS: { what: string; sql: string }[] = [
  {
    what: 'ledger rows whose seq or balance_after is not the running count and sum of their kind',
    sql: `SELECT count(*)::int AS n FROM (
            SELECT seq, balance_after, booked_on,
              row_number() OVER w AS position, sum(delta) OVER w AS running,
              lag(booked_on) OVER w AS booked_before
            FROM savings_ledger WINDOW w AS (PARTITION BY member_id, kind ORDER BY seq)) chain
          WHERE seq <> position OR balance_after <> running OR booked_on < booked_before`,
  },
  {
    what: 'confirmed deposits not booked once as SETORAN of their amount (or SETORAN rows without one)',
    sql: `SELECT count(*)::int AS n FROM (
            SELECT d.id FROM savings_deposits d
            LEFT JOIN savings_ledger l ON l.member_id = d.member_id AND l.reason = 'SETORAN'
              AND l.ref = 'deposit:' || d.id AND l.delta = d.amount
            WHERE d.status = 'CONFIRMED' AND l.id IS NULL
            UNION ALL
            SELECT l.id FROM savings_ledger l
            LEFT JOIN savings_deposits d ON 'deposit:' || d.id = l.ref AND d.member_id = l.member_id
              AND d.status = 'CONFIRMED'
            WHERE l.reason = 'SETORAN' AND l.member_id IN (SELECT id FROM members WHERE nik ~ '^2[0-9]{7}$') AND d.id IS NULL) unmatched`,
  },
  {
    what: 'paid withdrawals not booked once as PENARIKAN of their amount (or PENARIKAN rows without one)',
    sql: `SELECT count(*)::int AS n FROM (
            SELECT w.id FROM savings_withdrawals w
            LEFT JOIN savings_ledger l ON l.member_id = w.member_id AND l.reason = 'PENARIKAN'
              AND l.ref = 'withdrawal:' || w.id AND l.delta = -w.amount
            WHERE w.status = 'PAID' AND l.id IS NULL
            UNION ALL
            SELECT l.id FROM savings_ledger l
            LEFT JOIN savings_withdrawals w ON 'withdrawal:' || w.id = l.ref AND w.member_id = l.member_id
              AND w.status = 'PAID'
            WHERE l.reason = 'PENARIKAN' AND l.member_id IN (SELECT id FROM members WHERE nik ~ '^2[0-9]{7}$') AND w.id IS NULL) unmatched`,
  },
  {
    what: 'members whose open withdrawals reserve more than their sukarela balance',
    sql: `SELECT count(*)::int AS n FROM (
            SELECT w.member_id, sum(w.amount) AS reserved,
              (SELECT coalesce(sum(l.delta), 0) FROM savings_ledger l
               WHERE l.member_id = w.member_id AND l.kind = 'SUKARELA') AS balance
            FROM savings_withdrawals w WHERE w.status IN ('PENDING', 'APPROVED') GROUP BY w.member_id) r
          WHERE reserved > balance`,
  },
  {
    what: 'members without their simpanan pokok, or who left without it refunded',
    sql: `SELECT count(*)::int AS n FROM members m
          WHERE coalesce((SELECT (value #>> '{}')::bigint FROM settings WHERE key = 'savings.pokokAmount'), 100000) > 0
            AND (NOT EXISTS (SELECT 1 FROM savings_ledger l WHERE l.member_id = m.id AND l.reason = 'POKOK_SETOR')
              OR (NOT m.is_active AND m.nik ~ '^2[0-9]{7}$' AND (SELECT sum(l.delta) FROM savings_ledger l
                    WHERE l.member_id = m.id AND l.kind = 'POKOK') <> 0))`,
  },
];

/** Each check that found rows, with how many: none unless the generator is wrong. */
export async function findSavingsMismatches(session: SqlSession): Promise<string[]> {
  const found: string[] = [];
  for (const check of CHECKS) {
    const [row] = await session.query<{ n: number }>(check.sql);
    if (row && row.n > 0) found.push(`${row.n} ${check.what}`);
  }
  return found;
}
