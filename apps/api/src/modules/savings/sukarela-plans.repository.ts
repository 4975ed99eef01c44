import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { sukarelaPlans } from '../../db/schema';

/** A plan as the savings module reads it: the monthly amount (Rupiah, 0 = stopped) from its first period. */
export type PlanRow = { id: number; amount: number; effectivePeriod: string };

const planColumns = {
  id: sukarelaPlans.id,
  amount: sukarelaPlans.amount,
  effectivePeriod: sukarelaPlans.effectivePeriod,
};

/** The member's plan in force for `period`: their row with the greatest effective period on or before it. */
export async function findPlanInForce(db: Database | Tx, memberId: number, period: string) {
  const [row] = await db
    .select(planColumns)
    .from(sukarelaPlans)
    .where(and(eq(sukarelaPlans.memberId, memberId), lte(sukarelaPlans.effectivePeriod, period)))
    .orderBy(desc(sukarelaPlans.effectivePeriod))
    .limit(1);
  return row as PlanRow | undefined;
}

/** The member's earliest plan set for a period after `period` (what changes next), if any. */
export async function findPlanAfter(db: Database | Tx, memberId: number, period: string) {
  const [row] = await db
    .select(planColumns)
    .from(sukarelaPlans)
    .where(and(eq(sukarelaPlans.memberId, memberId), gt(sukarelaPlans.effectivePeriod, period)))
    .orderBy(asc(sukarelaPlans.effectivePeriod))
    .limit(1);
  return row as PlanRow | undefined;
}

/** Sets the member's plan from `effectivePeriod`; a plan already set for that period gets the new amount. */
export async function upsertPlan(
  tx: Tx,
  values: { memberId: number; amount: number; effectivePeriod: string; createdByMemberId: number },
): Promise<PlanRow> {
  const [row] = await tx
    .insert(sukarelaPlans)
    .values(values)
    .onConflictDoUpdate({
      target: [sukarelaPlans.memberId, sukarelaPlans.effectivePeriod],
      set: { amount: values.amount, createdByMemberId: values.createdByMemberId, createdAt: sql`now()` },
    })
    .returning(planColumns);
  if (!row) throw new Error('sukarela plan upsert returned no row');
  return row;
}

/**
 * `(member_id, amount)` of every plan in force for the payroll period `period` (`YYYY-MM`) with an amount above 0:
 * each member's row with the greatest effective period on or before it, in one set-based statement the payroll
 * instruction joins (the unique index on (member_id, effective_period) serves the order). It does not filter
 * members: the caller joins `members` for who is deducted.
 */
export function sukarelaPlanAmounts(period: string): SQL {
  return sql`
    select member_id, amount from (
      select distinct on (member_id) member_id, amount
      from sukarela_plans
      where effective_period <= ${period}
      order by member_id, effective_period desc
    ) in_force
    where amount > 0`;
}
