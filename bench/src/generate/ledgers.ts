/**
 * The large tables, written set-based inside PostgreSQL from the small plans the loan stories left in temporary
 * tables: instalment rows (schedule template × agreement, due dates added, paid as the plan says), monthly
 * contributions (generate_series over each member's months), posted payroll periods with their summaries,
 * points for every instalment payroll paid, and coupons redeemed from those points.
 */
import { dayOf, jakartaTime, periodOf } from './dates';
import { openingPeriodOf } from './members';
import type { ReferenceData } from './reference-data';
import { insertRows, type SqlSession } from './sql-session';
import type { Calendar } from './story-context';

export async function createTemporaryTables(session: SqlSession): Promise<void> {
  await session.query(`CREATE TEMP TABLE bench_loan_plan (agreement_id int PRIMARY KEY, schedule_id int NOT NULL,
    payroll_paid int NOT NULL, settled_on date)`);
  await session.query(`CREATE TEMP TABLE bench_schedule (schedule_id int, seq int, principal bigint, interest bigint,
    instalment bigint, outstanding bigint, PRIMARY KEY (schedule_id, seq))`);
  await session.query(`CREATE TEMP TABLE bench_member_plan (member_id int PRIMARY KEY, first_month int NOT NULL,
    last_month int NOT NULL, skipped_month int, amount bigint NOT NULL, opening bigint NOT NULL)`);
}

/** Payroll rows are paid on their due date (the period's cut-off); a settlement pays the rest on its day. */
export async function writeInstalments(session: SqlSession, reference: ReferenceData): Promise<void> {
  await session.query(
    `INSERT INTO instalments (agreement_id, seq, due_date, principal, interest, instalment, outstanding,
       paid_date, paid_amount, paid_by)
     SELECT a.id, s.seq, d.due_date, s.principal, s.interest, s.instalment, s.outstanding,
       CASE WHEN s.seq <= p.payroll_paid THEN d.due_date WHEN p.settled_on IS NOT NULL THEN p.settled_on END,
       CASE WHEN s.seq <= p.payroll_paid THEN s.instalment
            WHEN p.settled_on IS NOT NULL
            THEN s.principal + CASE WHEN s.seq - p.payroll_paid <= $1 THEN s.interest ELSE 0 END END,
       CASE WHEN s.seq <= p.payroll_paid THEN 'PAYROLL' WHEN p.settled_on IS NOT NULL THEN 'SETTLEMENT' END
     FROM bench_loan_plan p
     JOIN agreements a ON a.id = p.agreement_id
     JOIN bench_schedule s ON s.schedule_id = p.schedule_id
     CROSS JOIN LATERAL (SELECT (a.first_deduction_date + make_interval(months => s.seq - 1))::date AS due_date) d
     ORDER BY a.id, s.seq`,
    [reference.settings.settlementInterestMonths],
  );
}

/** Every month of the window before the current one was posted at its cut-off by FINANCE. */
export async function writePayrollPeriods(
  session: SqlSession,
  calendar: Calendar,
  reference: ReferenceData,
  financeId: number,
) {
  const rows = [];
  for (let month = calendar.windowStart; month < calendar.current; month += 1) {
    const cutOff = dayOf(month, reference.settings.cutOffDay);
    const postedAt = jakartaTime(cutOff, 10);
    rows.push({
      period: periodOf(month),
      cut_off_date: cutOff,
      posted_at: postedAt,
      posted_by_staff_id: financeId,
      created_at: postedAt,
    });
  }
  const spec = {
    name: 'payroll_periods',
    columns: {
      period: 'text',
      cut_off_date: 'date',
      posted_at: 'timestamptz',
      posted_by_staff_id: 'int',
      created_at: 'timestamptz',
    },
  };
  await insertRows(session, spec, rows, ' ON CONFLICT DO NOTHING');
}

export async function writeContributions(session: SqlSession, calendar: Calendar): Promise<void> {
  await session.query(
    `INSERT INTO contributions (member_id, period, amount, source, payroll_period_id, created_at)
     SELECT p.member_id, pp.period, p.amount, 'PAYROLL', pp.id, pp.posted_at
     FROM bench_member_plan p
     CROSS JOIN LATERAL generate_series(p.first_month, p.last_month) AS g(month)
     JOIN payroll_periods pp ON pp.period = to_char(make_date(g.month / 12, g.month % 12 + 1, 1), 'YYYY-MM')
     WHERE p.amount > 0 AND g.month IS DISTINCT FROM p.skipped_month
     ORDER BY p.member_id, g.month`,
  );
  const openingPeriod = openingPeriodOf(calendar);
  await session.query(
    `INSERT INTO contributions (member_id, period, amount, source, note, created_at)
     SELECT member_id, $1, opening, 'OPENING', 'Saldo awal saat portal mulai digunakan', $2::timestamptz
     FROM bench_member_plan WHERE opening > 0`,
    [openingPeriod, jakartaTime(dayOf(calendar.windowStart, 1), 8)],
  );
}

/** Points for every row payroll paid (on time by construction), a loyalty grant for one member in twenty. */
export async function writePoints(
  session: SqlSession,
  reference: ReferenceData,
  calendar: Calendar,
): Promise<void> {
  const points = reference.settings.pointsPerInstalment;
  if (points > 0) {
    await session.query(
      `INSERT INTO points_ledger (member_id, delta, reason, ref, created_at)
       SELECT a.member_id, $1, 'INSTALMENT', 'instalment:' || i.id, (i.paid_date + time '18:00') AT TIME ZONE 'Asia/Jakarta'
       FROM bench_loan_plan p
       JOIN agreements a ON a.id = p.agreement_id
       JOIN instalments i ON i.agreement_id = p.agreement_id AND i.paid_by = 'PAYROLL'
       ORDER BY i.id`,
      [points],
    );
  }
  await session.query(
    `INSERT INTO points_ledger (member_id, delta, reason, ref, note, created_at)
     SELECT member_id, 50, 'GRANT', 'bench:loyalty', 'Bonus loyalitas anggota', $1::timestamptz
     FROM bench_member_plan WHERE member_id % 20 = 0`,
    [jakartaTime(dayOf(calendar.current - 6, 1), 9)],
  );
}

/**
 * A quarter of the members who can afford their offer redeemed it once in the last 18 months (coupon and REDEEM
 * entry in one statement, as the redemption does it in one transaction); the balance stays ≥ 0.
 */
export async function writeCoupons(session: SqlSession, calendar: Calendar): Promise<void> {
  await session.query(
    `WITH balances AS (
       SELECT l.member_id, sum(l.delta) AS points
       FROM points_ledger l JOIN bench_member_plan p ON p.member_id = l.member_id GROUP BY l.member_id),
     offers AS (
       SELECT id, value, validity_months, row_number() OVER (ORDER BY id) - 1 AS slot, count(*) OVER () AS n
       FROM point_offers WHERE is_active),
     picked AS (
       SELECT b.member_id, o.id AS offer_id, o.value, o.validity_months,
         $1::date - (5 + abs(hashtext(b.member_id || ':day')) % 540) AS redeemed_on,
         abs(hashtext(b.member_id || ':used')) % 100 < 40 AS is_used
       FROM balances b JOIN offers o ON o.slot = b.member_id % o.n
       WHERE b.points >= o.value AND abs(hashtext(b.member_id || ':coupon')) % 100 < 25),
     coupons AS (
       INSERT INTO point_redemptions (member_id, offer_id, value, status, valid_until, used_at, created_at)
       SELECT member_id, offer_id, value,
         CASE WHEN is_used THEN 'DIGUNAKAN'
              WHEN (redeemed_on + make_interval(months => validity_months))::date < $1::date THEN 'KEDALUWARSA'
              ELSE 'AKTIF' END,
         (redeemed_on + make_interval(months => validity_months))::date,
         CASE WHEN is_used THEN (redeemed_on + 3 + time '12:00') AT TIME ZONE 'Asia/Jakarta' END,
         (redeemed_on + time '12:00') AT TIME ZONE 'Asia/Jakarta'
       FROM picked ORDER BY member_id
       RETURNING id, member_id, value, created_at)
     INSERT INTO points_ledger (member_id, delta, reason, ref, created_at)
     SELECT member_id, -value, 'REDEEM', 'redemption:' || id, created_at FROM coupons`,
    [calendar.today],
  );
}

/** Each posted period's summary as the posting stores it (summarisePlan's shape), from the rows it paid. */
export async function summarisePostedPeriods(
  session: SqlSession,
  reference: ReferenceData,
  calendar: Calendar,
) {
  await session.query(
    `WITH paid AS (
       SELECT paid_date, count(*)::int AS n, sum(paid_amount)::bigint AS amount
       FROM instalments WHERE paid_by = 'PAYROLL' GROUP BY paid_date),
     contributed AS (
       SELECT payroll_period_id, count(*)::int AS n, sum(amount)::bigint AS amount
       FROM contributions WHERE source = 'PAYROLL' GROUP BY payroll_period_id),
     finished AS (
       SELECT i.paid_date, json_agg(a.agreement_no ORDER BY a.id) AS numbers
       FROM agreements a JOIN instalments i ON i.agreement_id = a.id AND i.seq = a.tenor_months
       WHERE a.status = 'FIN' AND i.paid_by = 'PAYROLL' GROUP BY i.paid_date),
     skipped AS (
       SELECT coalesce(json_agg(m.nik ORDER BY m.nik), '[]') AS niks
       FROM bench_member_plan p JOIN members m ON m.id = p.member_id WHERE p.skipped_month IS NOT NULL),
     figures AS (
       SELECT pp.id, jsonb_build_object(
         'period', pp.period, 'cutOffDate', pp.cut_off_date,
         'instalments', jsonb_build_object('count', coalesce(paid.n, 0), 'amount', coalesce(paid.amount, 0)),
         'contributions', jsonb_build_object('count', coalesce(c.n, 0), 'amount', coalesce(c.amount, 0)),
         'points', jsonb_build_object('count', coalesce(paid.n, 0), 'total', coalesce(paid.n, 0) * $1::int),
         'finishingLoans', coalesce(f.numbers, '[]'),
         'skippedNiks', CASE WHEN pp.period = $2 THEN (SELECT niks FROM skipped) ELSE '[]' END) AS summary
       FROM payroll_periods pp
       LEFT JOIN paid ON paid.paid_date = pp.cut_off_date
       LEFT JOIN contributed c ON c.payroll_period_id = pp.id
       LEFT JOIN finished f ON f.paid_date = pp.cut_off_date
       WHERE pp.posted_at IS NOT NULL)
     UPDATE payroll_periods pp SET summary = figures.summary FROM figures WHERE figures.id = pp.id`,
    [reference.settings.pointsPerInstalment, periodOf(calendar.current - 1)],
  );
}

/** Ids were assigned here, so each serial sequence must continue after them. */
export async function advanceSequences(session: SqlSession, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await session.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
    );
  }
}
