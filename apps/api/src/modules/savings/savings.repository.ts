import type { SavingsKind } from '@kopkar/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { members } from '../../db/schema';
import { sessionIsOpen } from '../auth/sessions';

type Reader = Pick<Database, 'execute'>;

/**
 * The Jakarta business date of a simpanan wajib row: its payroll period's cut-off, or, for a row no posting wrote
 * (an opening balance, a correction, the demo's history from before the portal), the day it was booked. Every
 * savings read (history, chart, SHU's year-end basis) dates wajib rows this way.
 */
export const wajibDate = (contribution: string, period: string) =>
  sql.raw(`coalesce(${period}.cut_off_date, (${contribution}.created_at at time zone 'Asia/Jakarta')::date)`);

// Columns of the member's own row (correlated subqueries): the balances in the signed-in read's one statement.
const balanceColumns = () => ({
  pokok: sql<string>`(select coalesce(sum(l.delta), 0) from savings_ledger l
    where l.member_id = "members"."id" and l.kind = 'POKOK')`,
  wajib: sql<string>`(select coalesce(sum(c.amount), 0) from contributions c where c.member_id = "members"."id")`,
  sukarela: sql<string>`(select coalesce(sum(l.delta), 0) from savings_ledger l
    where l.member_id = "members"."id" and l.kind = 'SUKARELA')`,
  reserved: sql<string>`(select coalesce(sum(w.amount), 0) from savings_withdrawals w
    where w.member_id = "members"."id" and w.status in ('PENDING', 'APPROVED'))`,
});

export type BalanceFigures = Record<keyof ReturnType<typeof balanceColumns>, string>;

const balancesOfSignedIn = preparedQuery((db) =>
  db
    .select(balanceColumns())
    .from(members)
    .where(
      and(
        eq(members.id, sql.placeholder('sub')),
        eq(members.isActive, true),
        sessionIsOpen('member', 'members'),
      ),
    )
    .prepare('savings_balances_of_signed_in'),
);

/** GET /Simpanan/{nik}: the balances with the session check in one statement; undefined when it is over. */
export async function readBalancesOfSignedIn(
  db: Database,
  claims: { sub: number; sid: string },
): Promise<BalanceFigures | undefined> {
  const [row] = await balancesOfSignedIn(db).execute({ sub: claims.sub, sid: claims.sid });
  return row;
}

const balancesOfMember = preparedQuery((db) =>
  db
    .select(balanceColumns())
    .from(members)
    .where(eq(members.id, sql.placeholder('id')))
    .prepare('savings_balances_of_member'),
);

/** The balances of a member already known (after a request, in the back office). */
export async function readBalances(db: Database, memberId: number): Promise<BalanceFigures | undefined> {
  const [row] = await balancesOfMember(db).execute({ id: memberId });
  return row;
}

export type MutationRow = {
  id: string;
  booked_on: string;
  reason: string;
  note: string | null;
  /** The payroll period `YYYY-MM` a wajib row is for; null on pokok and sukarela rows. */
  period: string | null;
  delta: string;
  balance: string;
};

/**
 * Every movement of one kind with the balance after it, as one relation: pokok and sukarela carry their running
 * balance; wajib's is summed over the contributions in date order.
 */
function movementsOf(memberId: number, kind: SavingsKind): SQL {
  if (kind === 'WAJIB') {
    return sql`
      select 'W' || c.id as id, ${wajibDate('c', 'pp')} as booked_on, c.source as reason,
             null as note, c.period, c.amount as delta,
             sum(c.amount) over (order by ${wajibDate('c', 'pp')}, c.id) as balance, c.id as sort_id
      from contributions c left join payroll_periods pp on pp.id = c.payroll_period_id
      where c.member_id = ${memberId}`;
  }
  return sql`
    select 'S' || l.id as id, l.booked_on, l.reason, l.note, null as period, l.delta, l.balance_after as balance,
           l.seq as sort_id
    from savings_ledger l where l.member_id = ${memberId} and l.kind = ${kind}`;
}

const inRange = (from?: string, to?: string) =>
  sql`${from ? sql`and m.booked_on >= ${from}` : sql``} ${to ? sql`and m.booked_on <= ${to}` : sql``}`;

/** One page of a kind's movements between two dates (inclusive), newest first, and how many there are. */
export async function listMutations(
  db: Reader,
  memberId: number,
  query: { kind: SavingsKind; from?: string; to?: string; limit: number; offset: number },
) {
  const { rows } = await db.execute<MutationRow & { total: number }>(sql`
    select m.id, m.booked_on::text as booked_on, m.reason, m.note, m.period, m.delta::bigint as delta,
           m.balance::bigint as balance, count(*) over ()::int as total
    from (${movementsOf(memberId, query.kind)}) m
    where true ${inRange(query.from, query.to)}
    order by m.booked_on desc, m.sort_id desc
    limit ${query.limit} offset ${query.offset}`);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** A kind's movements between two dates in booking order, with the balance the range opened with. */
export async function listStatementRows(
  db: Reader,
  memberId: number,
  kind: SavingsKind,
  from: string,
  to: string,
) {
  const movements = movementsOf(memberId, kind);
  const { rows } = await db.execute<MutationRow>(sql`
    select m.id, m.booked_on::text as booked_on, m.reason, m.note, m.period, m.delta::bigint as delta,
           m.balance::bigint as balance
    from (${movements}) m where true ${inRange(from, to)}
    order by m.booked_on, m.sort_id limit 5000`);
  const { rows: opening } = await db.execute<{ balance: string }>(sql`
    select coalesce((select m.balance from (${movements}) m where m.booked_on < ${from}
                     order by m.booked_on desc, m.sort_id desc limit 1), 0)::bigint as balance`);
  return { rows, opening: Number(opening[0]?.balance ?? 0) };
}

/** The total of the three kinds at the end of each of the last `months` months up to `today`, oldest first. */
export async function readTotalsByMonth(db: Reader, memberId: number, today: string, months: number) {
  const { rows } = await db.execute<{ month: string; total: string }>(sql`
    select to_char(month_start, 'YYYY-MM') as month,
      ((select coalesce(sum(l.delta), 0) from savings_ledger l
         where l.member_id = ${memberId} and l.booked_on <= month_end)
       + (select coalesce(sum(c.amount), 0) from contributions c
          left join payroll_periods pp on pp.id = c.payroll_period_id
          where c.member_id = ${memberId} and ${wajibDate('c', 'pp')} <= month_end))::bigint as total
    from (
      select month_start::date as month_start,
             (month_start + interval '1 month' - interval '1 day')::date as month_end
      from generate_series(date_trunc('month', ${today}::date) - make_interval(months => ${months - 1}),
                           date_trunc('month', ${today}::date), interval '1 month') as month_start
    ) calendar
    order by month_start`);
  return rows.map((row) => ({ month: row.month, total: Number(row.total) }));
}
