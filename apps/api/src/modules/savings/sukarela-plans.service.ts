import {
  DEFAULT_CUTOFF_DAY,
  firstOpenPayrollPeriod,
  formatPeriod,
  formatRupiah,
  type SukarelaPlan,
  type SukarelaPlanChange,
  type SukarelaPlanStatus,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/index';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { getNumberSetting } from '../settings/settings.service';
import { lockMemberForSavings } from './savings-ledger.repository';
import { findPlanAfter, findPlanInForce, type PlanRow, upsertPlan } from './sukarela-plans.repository';

const presentPlan = (row: PlanRow | undefined): SukarelaPlan | null =>
  row ? { amount: row.amount, effectivePeriod: row.effectivePeriod } : null;

/** The first payroll period not cut off yet on today's Jakarta date (docs/product/savings.md). */
async function changeEffectivePeriod(db: Database): Promise<string> {
  const cutOffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  return firstOpenPayrollPeriod(todayInJakarta(), cutOffDay);
}

/** The Indonesian sentence the member reads after setting a plan. */
export function describePlanChange(plan: SukarelaPlan): string {
  const period = formatPeriod(plan.effectivePeriod);
  return plan.amount === 0
    ? `Simpanan sukarela bulanan dihentikan mulai periode ${period}`
    : `Simpanan sukarela bulanan ${formatRupiah(plan.amount)} berlaku mulai periode ${period}`;
}

/** GET /Simpanan/Sukarela/Bulanan: the plan in force this month, one set for a later period, and when a change applies. */
export async function getSukarelaPlan(db: Database, memberId: number): Promise<SukarelaPlanStatus> {
  const thisPeriod = todayInJakarta().slice(0, 7);
  const [current, scheduled, effectivePeriod] = await Promise.all([
    findPlanInForce(db, memberId, thisPeriod),
    findPlanAfter(db, memberId, thisPeriod),
    changeEffectivePeriod(db),
  ]);
  return {
    current: presentPlan(current),
    scheduled: presentPlan(scheduled),
    changeEffectivePeriod: effectivePeriod,
  };
}

/**
 * PUT /Simpanan/Sukarela/Bulanan: the member's monthly amount from the first period not cut off yet; setting it again
 * for that period replaces the amount. Under the member's savings lock, so concurrent changes queue and `previous` is
 * the plan each one really replaced.
 */
export async function setSukarelaPlan(
  db: Database,
  member: MemberRow,
  amount: number,
): Promise<SukarelaPlanChange> {
  const effectivePeriod = await changeEffectivePeriod(db);
  return db.transaction(async (tx) => {
    const locked = await lockMemberForSavings(tx, member.id);
    if (!locked?.isActive) throw notFound('Anggota tidak ditemukan');
    const previous = presentPlan(await findPlanInForce(tx, member.id, effectivePeriod));
    const row = await upsertPlan(tx, {
      memberId: member.id,
      amount,
      effectivePeriod,
      createdByMemberId: member.id,
    });
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'set-sukarela-plan',
      entity: 'sukarela-plan',
      entityId: row.id,
      before: previous,
      after: { amount: row.amount, effectivePeriod: row.effectivePeriod },
    });
    return { amount: row.amount, effectivePeriod: row.effectivePeriod, previous };
  });
}
