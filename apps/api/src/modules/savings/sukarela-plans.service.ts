import {
  addMonths,
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
import { holdInstruction } from '../payroll/payroll-instruction-lock';
import { getNumberSetting } from '../settings/settings.service';
import { lockMemberForSavings } from './savings-ledger.repository';
import { findPlanAfter, findPlanInForce, type PlanRow, upsertPlan } from './sukarela-plans.repository';

const presentPlan = (row: PlanRow | undefined): SukarelaPlan | null =>
  row ? { amount: row.amount, effectivePeriod: row.effectivePeriod } : null;

/** The first payroll period not cut off yet on today's Jakarta date (docs/product/savings.md). */
async function changeEffectivePeriod(db: Database, today = todayInJakarta()): Promise<string> {
  const cutOffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  return firstOpenPayrollPeriod(today, cutOffDay);
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
 * the plan each one really replaced; and holding that period's instruction (payroll/payroll-instruction-lock.ts): if
 * it was frozen meanwhile, the change applies from the next period, so it is in exactly one period's instruction.
 */
export async function setSukarelaPlan(
  db: Database,
  member: MemberRow,
  amount: number,
  today = todayInJakarta(),
): Promise<SukarelaPlanChange> {
  const openPeriod = await changeEffectivePeriod(db, today);
  return db.transaction(async (tx) => {
    // The instruction first, then the member: freezing writes items referencing the member (a key-share lock on its
    // row), so holding the member while waiting for the freeze would deadlock.
    const effectivePeriod = (await holdInstruction(tx, openPeriod))
      ? addMonths(`${openPeriod}-01`, 1).slice(0, 7)
      : openPeriod;
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
