import {
  computeJasaSimpanan,
  DEFAULT_JASA_SIMPANAN_RATE_PERCENT,
  effectiveJasaRate,
  formatPeriod,
  monthBounds,
  previousMonth,
} from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { getNumberSetting } from '../settings/settings.service';
import { creditSukarelaInBulk, lockMembersInOrder } from './savings-ledger.repository';

/**
 * Jasa simpanan in the monthly payroll posting (docs/product/savings.md): the posting of period P credits the
 * month before P, which has ended, so its lowest balance is known. One credit per member and month (ref jasa:<month>).
 */
export type JasaScope = { month: string; ratePercent: number };

export async function loadJasaScope(db: Pick<Database, 'select'>, period: string): Promise<JasaScope> {
  const rate = await getNumberSetting(
    db as Database,
    'savings.jasaRatePercent',
    DEFAULT_JASA_SIMPANAN_RATE_PERCENT,
  );
  return { month: previousMonth(period), ratePercent: effectiveJasaRate(rate) };
}

/**
 * Every active member's lowest sukarela balance of the month: the balance the month opened with (the last row
 * booked before its first day) and every balance a row of the month left behind.
 */
async function readLowestBalances(db: Pick<Database, 'execute'>, month: string) {
  const { first, last } = monthBounds(month);
  const { rows } = await db.execute<{ member_id: number; lowest: string }>(sql`
    select member_id, lowest from (
      select m.id as member_id, least(
        coalesce((select l.balance_after from savings_ledger l
                  where l.member_id = m.id and l.kind = 'SUKARELA' and l.booked_on < ${first}
                  order by l.seq desc limit 1), 0),
        coalesce((select min(l.balance_after) from savings_ledger l
                  where l.member_id = m.id and l.kind = 'SUKARELA' and l.booked_on between ${first} and ${last}),
                 9223372036854775807)
      )::bigint as lowest
      from members m
      where m.is_active and exists (select 1 from savings_ledger l
        where l.member_id = m.id and l.kind = 'SUKARELA' and l.booked_on < ${first})
    ) month_low where lowest > 0
    order by member_id`);
  return rows;
}

/** Each member's jasa of the month, whole Rupiah rounded down (the domain's rule); members earning 0 left out. */
async function computeCredits(db: Pick<Database, 'execute'>, scope: JasaScope) {
  if (scope.ratePercent <= 0) return [];
  const lowest = await readLowestBalances(db, scope.month);
  return lowest
    .map((row) => ({
      memberId: Number(row.member_id),
      amount: computeJasaSimpanan(Number(row.lowest), scope.ratePercent),
    }))
    .filter((credit) => credit.amount > 0);
}

/** What the posting would credit (preview): members and Rupiah. */
export async function countJasaSimpanan(db: Database, scope: JasaScope) {
  const credits = await computeCredits(db, scope);
  return { count: credits.length, amount: credits.reduce((sum, credit) => sum + credit.amount, 0) };
}

/** Credits the month's jasa to sukarela (members locked first); the figures are what was written. */
export async function creditJasaSimpanan(tx: Tx, scope: JasaScope) {
  const credits = await computeCredits(tx, scope);
  await lockMembersInOrder(
    tx,
    credits.map((credit) => credit.memberId),
  );
  const written = await creditSukarelaInBulk(
    tx,
    'JASA',
    `jasa:${scope.month}`,
    `bulan ${formatPeriod(scope.month)}`,
    credits,
  );
  return { count: written.count, amount: written.amount };
}
