/**
 * A cooperative's books over two years and the current one, written set-based on a scratch copy: each period's
 * entries of every kind built in a temporary table by the SQL of ledger-entry-sql.ts, numbered in date order, then
 * written with their lines in the transaction that creates them, so migration 0025's triggers accept them; an
 * opening before the first year and each whole year closed. Deterministic: two runs write the same books.
 */
import type { SqlSession } from '../generate/sql-session';
import {
  type Actors,
  CREATE_RAW_TABLE,
  daysBetween,
  kindInserts,
  monthlyInserts,
  type Period,
  type Volumes,
  YEARLY_VOLUMES,
  yearOf,
} from './ledger-entry-sql';

/** The generated books' marker: an in-place database that has it is not generated again. */
const OPENING_KEY = 'opening:bench';

export type GeneratedPeriod = { from: string; to: string; entries: number; lines: number; seconds: number };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The year before `year` (the comparison column), `year` and the following year up to `today`: whole calendar
 * years, the last one cut at today.
 */
export function periodsAround(year: number, today: string): Period[] {
  return [year - 1, year, year + 1]
    .map((each, index) => {
      const to = `${each}-12-31` < today ? `${each}-12-31` : today;
      return { from: `${each}-01-01`, to, index, isWholeYear: to === `${each}-12-31` };
    })
    .filter((period) => period.from <= period.to);
}

/** The books' opening on the day before the first year: a loan book and savings of a cooperative this size. */
async function insertOpening(session: SqlSession, day: string, actors: Actors) {
  const [entry] = await session.query<{ id: string }>(
    `INSERT INTO journal_entries (entry_date, description, source, event_key, status, actor, posted_at)
     VALUES ($1, 'Saldo awal pembukuan', 'opening', '${OPENING_KEY}', 'POSTED', $2,
             ($1::date + time '16:00') AT TIME ZONE 'Asia/Jakarta')
     RETURNING id`,
    [day, actors.finance],
  );
  await session.query(
    `INSERT INTO journal_lines (entry_id, account_code, debit, credit)
     SELECT $1::bigint, code, debit, credit FROM (VALUES
       (1, '1101', 250000000::bigint, 0::bigint), (2, '1102', 120000000000, 0), (3, '1201', 1450000000000, 0),
       (4, '2101', 0, 180000000000), (5, '3101', 0, 10000000000), (6, '3102', 0, 900000000000),
       (7, '3201', 0, 60000000000), (8, '3901', 0, 420250000000)) AS v(n, code, debit, credit)
     ORDER BY n`,
    [entry?.id],
  );
}

/**
 * Closing a whole year as FINANCE's December close does (ledger-periods.service.ts closeYear): every income and
 * expense account back to zero, the result into SHU tahun berjalan (3301), dated 31 December, posted mid-January.
 */
async function insertYearClose(session: SqlSession, year: number, actors: Actors) {
  const [entry] = await session.query<{ id: string }>(
    `INSERT INTO journal_entries (entry_date, description, source, source_id, event_key, status, actor, posted_at)
     VALUES ($1, $2, 'year-close', $3, $4, 'POSTED', $5, ($6::date + time '10:00') AT TIME ZONE 'Asia/Jakarta')
     RETURNING id`,
    [
      `${year}-12-31`,
      `Tutup buku ${year}: hasil usaha ke SHU tahun berjalan`,
      String(year),
      `year-close:${year}`,
      actors.finance,
      `${year + 1}-01-15`,
    ],
  );
  await session.query(
    `WITH balances AS (
       SELECT l.account_code, sum(l.debit - l.credit) AS balance
       FROM journal_lines l
       JOIN journal_entries e ON e.id = l.entry_id
       JOIN ledger_accounts a ON a.code = l.account_code
       WHERE e.status = 'POSTED' AND e.entry_date BETWEEN $2::date AND $3::date AND a.type IN ('INCOME', 'EXPENSE')
       GROUP BY l.account_code
       HAVING sum(l.debit - l.credit) <> 0
     )
     INSERT INTO journal_lines (entry_id, account_code, debit, credit)
     SELECT $1::bigint, account_code, greatest(-balance, 0), greatest(balance, 0) FROM balances
     UNION ALL
     SELECT $1::bigint, '3301', greatest(sum(balance), 0), greatest(-sum(balance), 0) FROM balances HAVING sum(balance) <> 0`,
    [entry?.id, `${year}-01-01`, `${year}-12-31`],
  );
}

/** One period's entries in one transaction: built in a temporary table, numbered by date and time, then written. */
async function insertPeriod(session: SqlSession, period: Period, cutOffDay: number, actors: Actors) {
  const share = period.isWholeYear
    ? 1
    : daysBetween(period.from, period.to) / daysBetween(period.from, `${yearOf(period.from)}-12-31`);
  const volumes = Object.fromEntries(
    Object.entries(YEARLY_VOLUMES).map(([kind, count]) => [kind, Math.round(count * share)]),
  ) as Volumes;
  await session.query(CREATE_RAW_TABLE);
  for (const statement of [
    ...kindInserts(period, volumes, actors),
    ...monthlyInserts(period, cutOffDay, actors),
  ])
    await session.query(statement);
  // Ids in the order the entries were posted, as the API's would be: reserved from the sequence in one step.
  const [{ count } = { count: 0 }] = await session.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM bench_raw',
  );
  const [{ base } = { base: '0' }] = await session.query<{ base: string }>(
    `SELECT nextval(pg_get_serial_sequence('journal_entries', 'id')) AS base`,
  );
  await session.query(`SELECT setval(pg_get_serial_sequence('journal_entries', 'id'), $1::bigint + $2)`, [
    base,
    count,
  ]);
  await session.query(
    `CREATE TEMP TABLE bench_numbered ON COMMIT DROP AS
     SELECT $1::bigint + row_number() OVER (ORDER BY entry_date, at_second, source, seq) AS id, *
     FROM bench_raw`,
    [base],
  );
  await session.query(
    `INSERT INTO journal_entries (id, entry_date, description, source, source_id, event_key, status, actor,
       approved_by, posted_at)
     SELECT id, entry_date, description, source, source_id, event_key, status, actor, approved_by,
            CASE WHEN status = 'POSTED'
                 THEN (entry_date + make_interval(secs => at_second)) AT TIME ZONE 'Asia/Jakarta' END
     FROM bench_numbered ORDER BY id`,
  );
  const [lines] = await session.query<{ n: number }>(
    `WITH inserted AS (
       INSERT INTO journal_lines (entry_id, account_code, debit, credit)
       SELECT g.id, l.account, l.debit, l.credit
       FROM bench_numbered g
       CROSS JOIN LATERAL unnest(g.accounts, g.debits, g.credits) WITH ORDINALITY AS l(account, debit, credit, n)
       WHERE l.debit > 0 OR l.credit > 0
       ORDER BY g.id, l.n
       RETURNING 1)
     SELECT count(*)::int AS n FROM inserted`,
  );
  return { entries: count, lines: lines?.n ?? 0 };
}

/**
 * Writes the books: an opening on the day before the first year, then each period in its own transaction (its
 * balance triggers run at its COMMIT), each whole year closed, and the closed years' months recorded closed.
 * Nothing when the database already has them (an in-place database measured again).
 */
export async function generateLedger(
  session: SqlSession,
  { year, today }: { year: number; today: string },
): Promise<GeneratedPeriod[] | null> {
  if (!DATE.test(today)) throw new Error(`not a date: ${today}`);
  const [existing] = await session.query(`SELECT 1 FROM journal_entries WHERE event_key = '${OPENING_KEY}'`);
  if (existing) return null;
  const [staff] = await session.query<{ finance: string | null; admin: string | null }>(
    `SELECT (SELECT 'staff:' || id FROM staff WHERE username = 'finance') AS finance,
            (SELECT 'staff:' || id FROM staff WHERE username = 'admin') AS admin`,
  );
  const actors = { finance: staff?.finance ?? 'system', admin: staff?.admin ?? 'system' };
  const [setting] = await session.query<{ day: number }>(
    `SELECT coalesce((SELECT (value #>> '{}')::int FROM settings WHERE key = 'payroll.cutOffDay'), 25) AS day`,
  );
  const cutOffDay = setting?.day ?? 25;
  const periods = periodsAround(year, today);
  const generated: GeneratedPeriod[] = [];
  for (const period of periods) {
    const started = performance.now();
    await session.query('BEGIN');
    try {
      if (period.index === 0) await insertOpening(session, `${yearOf(period.from) - 1}-12-31`, actors);
      const written = await insertPeriod(session, period, cutOffDay, actors);
      if (period.isWholeYear) await insertYearClose(session, yearOf(period.from), actors);
      await session.query('COMMIT');
      generated.push({
        from: period.from,
        to: period.to,
        ...written,
        seconds: (performance.now() - started) / 1000,
      });
    } catch (error) {
      await session.query('ROLLBACK');
      throw error;
    }
  }
  // The whole years closed month by month, each on the 10th of the month after.
  for (const period of periods.filter((each) => each.isWholeYear))
    await session.query(
      `INSERT INTO ledger_periods (month, closed_by, closed_at)
       SELECT to_char(m, 'YYYY-MM'), $3, ((m + interval '1 month')::date + 9 + time '15:00') AT TIME ZONE 'Asia/Jakarta'
       FROM generate_series($1::date, $2::date, interval '1 month') AS m
       ON CONFLICT DO NOTHING`,
      [period.from, period.to, actors.finance],
    );
  return generated;
}
