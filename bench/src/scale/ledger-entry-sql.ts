/**
 * The SQL of each kind of entry of the generated books (ledger-entries.ts runs it): one `INSERT … SELECT FROM
 * generate_series` per kind into the temporary table bench_raw, one row per entry with its lines as arrays, as the
 * API posts them (packages/domain/src/ledger-postings.ts) at the volumes of 100,000 members. Every amount, date and
 * time is a hash of the entry's number, its kind and its year, so two runs write the same books.
 */

/** Entries of each kind in a whole year; the year to date gets its share of days. */
export const YEARLY_VOLUMES = {
  funding: 40_000,
  deposits: 25_000,
  withdrawals: 15_000,
  settlements: 5_000,
  expenses: 2_000,
} as const;

export type Period = { from: string; to: string; index: number; isWholeYear: boolean };
export type Actors = { finance: string; admin: string };
export type Volumes = Record<keyof typeof YEARLY_VOLUMES, number>;

export const yearOf = (date: string) => Number(date.slice(0, 4));
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A whole number in [0, n) from the hash of `key` (an SQL int expression) and `salt`: the same on every run. */
const draw = (key: string, salt: number, n: number) =>
  `((hashint4((${key})::int * 31 + ${salt})::bigint + 2147483648) % ${n})`;

/** Saturday and Sunday move to Monday, or back to Friday when Monday is past the period's end. */
const workday = (day: string, to: string) => `(CASE extract(isodow FROM ${day})::int
    WHEN 6 THEN (CASE WHEN ${day} + 2 <= DATE '${to}' THEN ${day} + 2 ELSE ${day} - 1 END)
    WHEN 7 THEN (CASE WHEN ${day} + 1 <= DATE '${to}' THEN ${day} + 1 ELSE ${day} - 2 END)
    ELSE ${day} END)`;

const RAW_COLUMNS =
  'source, seq, entry_date, at_second, description, source_id, event_key, status, actor, approved_by, accounts, debits, credits';

/** The period's entries before they are numbered: one row each, its lines as three parallel arrays. */
export const CREATE_RAW_TABLE = `CREATE TEMP TABLE bench_raw (source text, seq int, entry_date date, at_second int,
   description text, source_id text, event_key text, status text, actor text, approved_by text, accounts text[],
   debits bigint[], credits bigint[]) ON COMMIT DROP`;

/**
 * `count` entries (i = 1…count) on working days spread over the period, at office hours (08:00-17:00 Jakarta):
 * the FROM clause of a scattered kind, giving i, w.day and w.at_second.
 */
function scattered(count: number, period: Period, salt: number) {
  const days = daysBetween(period.from, period.to);
  return `generate_series(1, ${count}) AS i
    CROSS JOIN LATERAL (SELECT DATE '${period.from}' + ${draw('i', salt, days)}::int AS day) AS r
    CROSS JOIN LATERAL (SELECT ${workday('r.day', period.to)} AS day,
                               (8 * 3600 + ${draw('i', salt + 1, 9 * 3600)})::int AS at_second) AS w`;
}

/** The months of the period (m.month, its first day; c.k, its number), with the payroll cut-off day. */
function monthly(period: Period, cutOffDay: number) {
  return `generate_series(DATE '${period.from}', DATE '${period.to}', interval '1 month') AS m(month)
    CROSS JOIN LATERAL (SELECT m.month::date + ${cutOffDay - 1} AS cut_off,
                               extract(month FROM m.month)::int AS k,
                               to_char(m.month, 'YYYY-MM') AS ym) AS c`;
}

/** Every kind's INSERT into bench_raw for one period (amounts in whole Rupiah, as the API posts them). */
export function kindInserts(period: Period, volumes: Volumes, actors: Actors) {
  const salt = yearOf(period.from) * 1000;
  const number = (i: string) => `(${(period.index + 1) * 100_000} + ${i})`;
  const { finance, admin } = actors;
  const insert = (select: string) => `INSERT INTO bench_raw (${RAW_COLUMNS}) ${select}`;
  return [
    // Funding: 5-60 million, 1% admin fee, 0.5% PTA; a quarter replace a running loan (15-59% of the amount left,
    // its interest 6% of that): 1201 D, 1102 K, 4102 K, 2102 K (+ 1201 K, 4101 K).
    insert(`SELECT 'funding', i, w.day, w.at_second, 'Pencairan pinjaman ' || a.no, a.no, 'funding:' || a.no,
        'POSTED', '${finance}', NULL,
        ARRAY['1201', '1102', '4102', '2102', '1201', '4101'],
        ARRAY[a.amount, 0, 0, 0, 0, 0]::bigint[],
        ARRAY[0, a.amount - a.amount / 100 - a.amount / 200 - a.sp - a.sp * 6 / 100,
              a.amount / 100, a.amount / 200, a.sp, a.sp * 6 / 100]::bigint[]
      FROM ${scattered(volumes.funding, period, salt)}
      CROSS JOIN LATERAL (SELECT (5 + ${draw('i', salt + 2, 56)}) * 1000000 AS amount) AS x
      CROSS JOIN LATERAL (SELECT x.amount,
          CASE WHEN ${draw('i', salt + 3, 100)} < 25
               THEN x.amount * (15 + ${draw('i', salt + 4, 45)}) / 100 / 1000 * 1000 ELSE 0 END AS sp,
          'PK' || to_char(w.day, 'YYYYMM') || '-' || ${number('i')} AS no) AS a`),
    // Sukarela deposits confirmed by FINANCE, 100,000-5,000,000: 1102 D, 2101 K.
    insert(`SELECT 'deposit', i, w.day, w.at_second, 'Setoran simpanan sukarela #' || ${number('i')},
        ${number('i')}::text, 'deposit:' || ${number('i')}, 'POSTED', '${finance}', NULL,
        ARRAY['1102', '2101'], ARRAY[a.amount, 0]::bigint[], ARRAY[0, a.amount]::bigint[]
      FROM ${scattered(volumes.deposits, period, salt + 100)}
      CROSS JOIN LATERAL (SELECT (2 + ${draw('i', salt + 102, 99)}) * 50000 AS amount) AS a`),
    // Sukarela withdrawals paid out, 50,000-3,000,000: 2101 D, 1102 K.
    insert(`SELECT 'withdrawal', i, w.day, w.at_second, 'Penarikan simpanan sukarela #' || ${number('i')},
        ${number('i')}::text, 'withdrawal:' || ${number('i')}, 'POSTED', '${finance}', NULL,
        ARRAY['2101', '1102'], ARRAY[a.amount, 0]::bigint[], ARRAY[0, a.amount]::bigint[]
      FROM ${scattered(volumes.withdrawals, period, salt + 200)}
      CROSS JOIN LATERAL (SELECT (1 + ${draw('i', salt + 202, 60)}) * 50000 AS amount) AS a`),
    // Early settlements, 1-30 million of principal and 2-7% of it as interest: 1102 D, 1201 K, 4101 K.
    insert(`SELECT 'settlement', i, w.day, w.at_second, 'Pelunasan dipercepat #' || ${number('i')},
        ${number('i')}::text, 'settlement:' || ${number('i')}, 'POSTED', '${finance}', NULL,
        ARRAY['1102', '1201', '4101'],
        ARRAY[a.principal + a.principal * a.rate / 100, 0, 0]::bigint[],
        ARRAY[0, a.principal, a.principal * a.rate / 100]::bigint[]
      FROM ${scattered(volumes.settlements, period, salt + 300)}
      CROSS JOIN LATERAL (SELECT (1000 + ${draw('i', salt + 302, 29_000)}) * 1000 AS principal,
                                 2 + ${draw('i', salt + 303, 6)} AS rate) AS a`),
    // Manual operating expenses, 50,000-10,000,000, a third paid from kas: 5201 D, 1101 or 1102 K. Entered by
    // FINANCE and posted by a second staff member; one in fifty rejected (no posting time, its lines kept).
    insert(`SELECT 'manual', i, w.day, w.at_second,
        (ARRAY['Biaya ATK', 'Biaya rapat pengurus', 'Honor pengelola', 'Biaya listrik dan internet',
               'Biaya administrasi bank', 'Biaya perjalanan dinas'])[1 + ${draw('i', salt + 402, 6)}::int],
        NULL, NULL, CASE WHEN ${draw('i', salt + 403, 50)} = 0 THEN 'REJECTED' ELSE 'POSTED' END,
        '${finance}', '${admin}',
        ARRAY['5201', CASE WHEN ${draw('i', salt + 404, 3)} = 0 THEN '1101' ELSE '1102' END],
        ARRAY[a.amount, 0]::bigint[], ARRAY[0, a.amount]::bigint[]
      FROM ${scattered(volumes.expenses, period, salt + 400)}
      CROSS JOIN LATERAL (SELECT (50 + ${draw('i', salt + 405, 9950)}) * 1000 AS amount) AS a`),
  ];
}

/**
 * The monthly entries: the payroll's deductions at the cut-off (86-94 billion principal, 12.5-14 billion interest,
 * ~11.1 billion wajib: 1202 D, 1201 K, 4101 K, 3102 K), the employer's transfer of the same sum three days later
 * (1102 D, 1202 K), the jasa simpanan credited the same day (450-550 million: 5101 D, 2101 K), and kas refilled
 * from the bank on the month's first working day (280-320 million, a manual entry: 1101 D, 1102 K).
 */
export function monthlyInserts(period: Period, cutOffDay: number, actors: Actors) {
  const salt = yearOf(period.from) * 1000 + 500;
  const { finance, admin } = actors;
  const months = monthly(period, cutOffDay);
  const payroll = `(SELECT c.cut_off, c.ym, c.k,
        (86000 + ${draw('c.k', salt, 8000)})::bigint * 1000000 AS principal,
        (12500 + ${draw('c.k', salt + 1, 1500)})::bigint * 1000000 AS interest,
        (11000 + ${draw('c.k', salt + 2, 200)})::bigint * 1000000 AS wajib
      FROM ${months}) AS p`;
  const within = (day: string) => `${day} BETWEEN DATE '${period.from}' AND DATE '${period.to}'`;
  const transferDay = workday('(p.cut_off + 3)', period.to);
  const refillDay = workday('m.month::date', period.to);
  return [
    `INSERT INTO bench_raw (${RAW_COLUMNS})
      SELECT 'payroll', p.k, p.cut_off, 10 * 3600, 'Potongan gaji periode ' || p.ym, p.ym, 'payroll:' || p.ym,
        'POSTED', '${finance}', NULL, ARRAY['1202', '1201', '4101', '3102'],
        ARRAY[p.principal + p.interest + p.wajib, 0, 0, 0]::bigint[],
        ARRAY[0, p.principal, p.interest, p.wajib]::bigint[]
      FROM ${payroll} WHERE ${within('p.cut_off')}
      UNION ALL
      SELECT 'employer-transfer', p.k, ${transferDay}, 11 * 3600, 'Transfer potongan gaji periode ' || p.ym, p.ym,
        'employer-transfer:' || p.ym, 'POSTED', '${finance}', NULL, ARRAY['1102', '1202'],
        ARRAY[p.principal + p.interest + p.wajib, 0]::bigint[], ARRAY[0, p.principal + p.interest + p.wajib]::bigint[]
      FROM ${payroll} WHERE ${within('p.cut_off')} AND ${within(transferDay)}
      UNION ALL
      SELECT 'jasa', p.k, p.cut_off, 10 * 3600 + 60, 'Jasa simpanan periode ' || p.ym, p.ym, 'jasa:' || p.ym,
        'POSTED', '${finance}', NULL, ARRAY['5101', '2101'], ARRAY[a.amount, 0]::bigint[], ARRAY[0, a.amount]::bigint[]
      FROM ${payroll}
      CROSS JOIN LATERAL (SELECT (450 + ${draw('p.k', salt + 3, 100)}) * 1000000 AS amount) AS a
      WHERE ${within('p.cut_off')}`,
    `INSERT INTO bench_raw (${RAW_COLUMNS})
      SELECT 'manual', c.k, ${refillDay}, 9 * 3600, 'Pengisian kas dari bank ' || c.ym, NULL, NULL, 'POSTED',
        '${finance}', '${admin}', ARRAY['1101', '1102'], ARRAY[a.amount, 0]::bigint[], ARRAY[0, a.amount]::bigint[]
      FROM ${months}
      CROSS JOIN LATERAL (SELECT (280 + ${draw('c.k', salt + 4, 40)}) * 1000000 AS amount) AS a
      WHERE ${within(refillDay)}`,
  ];
}
