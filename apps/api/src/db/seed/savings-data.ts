import { addMonths, payrollCutOffDate } from '@kopkar/domain';
import type { Database } from '../client';
import { contributions, savingsLedger } from '../schema/index';
import { at, monthDay } from './dates';
import type { DemoMember, DemoMemberKey } from './members-data';
import { DEMO_SETTINGS } from './settings-data';

const POKOK = DEMO_SETTINGS['savings.pokokAmount'] as number;
const GRADE_AMOUNTS = DEMO_SETTINGS['contribution.amountByGrade'] as Record<string, number>;
const CUT_OFF_DAY = DEMO_SETTINGS['payroll.cutOffDay'] as number;

/**
 * The payroll periods a member has paid wajib for by `today`: from the first whose deduction date is on or after
 * the join date to the last whose deduction date is before today (the rule the seeded loans' instalments follow),
 * each with that date.
 */
function listPaidPeriods(joinDate: string, today: string): { period: string; cutOff: string }[] {
  const periods = [];
  for (let month = `${joinDate.slice(0, 7)}-01`; month <= today; month = addMonths(month, 1)) {
    const period = month.slice(0, 7);
    const cutOff = payrollCutOffDate(period, CUT_OFF_DAY);
    if (cutOff >= joinDate && cutOff < today) periods.push({ period, cutOff });
  }
  return periods;
}

/**
 * Demo savings that agree with themselves (docs/decisions/0015-demo-savings-from-join-dates.md): each member paid simpanan pokok on the join date and simpanan
 * wajib by job grade on every payroll date since, so the balances, the history, the chart and the SHU's year-end
 * basis are one ledger read four ways. These rows come from before the portal's own payroll postings: they carry no
 * payroll period and are dated by when they were booked (savings.repository.ts `wajibDate`). Siti also saves
 * voluntarily, so her /simpanan page has a sukarela history. Ledger rows are chained as the API writes them
 * (docs/decisions/0015-demo-savings-from-join-dates.md).
 */
export async function seedSavings(
  db: Database,
  members: Record<DemoMemberKey, DemoMember>,
  today: string,
): Promise<void> {
  const everyone = Object.values(members);
  await db.insert(contributions).values(everyone.flatMap((member) => wajibRows(member, today)));
  const pokok = everyone.map((member) => ({
    memberId: member.id,
    kind: 'POKOK',
    reason: 'POKOK_SETOR',
    delta: POKOK,
    balanceAfter: POKOK,
    seq: 1,
    ref: 'join',
    note: 'saat bergabung',
    bookedOn: member.joinDate,
    createdAt: at(member.joinDate),
  }));
  await db.insert(savingsLedger).values([...pokok, ...sukarelaRows(members.siti, today)]);
}

function wajibRows(member: DemoMember, today: string) {
  const amount = GRADE_AMOUNTS[member.jobGrade];
  if (!amount) throw new Error(`no contribution amount for grade ${member.jobGrade}`);
  return listPaidPeriods(member.joinDate, today).map(({ period, cutOff }) => ({
    memberId: member.id,
    period,
    amount,
    source: 'PAYROLL',
    createdAt: at(cutOff),
  }));
}

function sukarelaRows(member: DemoMember, today: string) {
  const moves: [string, string, number, string][] = [
    [monthDay(today, -10, 12), 'SETORAN', 1_500_000, 'transfer'],
    [monthDay(today, -6, 3), 'SETORAN', 750_000, 'transfer'],
    [monthDay(today, -3, 20), 'PENARIKAN', -400_000, 'ke rekening payroll'],
    [monthDay(today, -1, 8), 'SETORAN', 250_000, 'transfer'],
  ];
  let balance = 0;
  return moves.map(([bookedOn, reason, delta, note], index) => {
    balance += delta;
    return {
      memberId: member.id,
      kind: 'SUKARELA',
      reason,
      delta,
      balanceAfter: balance,
      seq: index + 1,
      ref: `seed:${index + 1}`,
      note,
      bookedOn,
      createdAt: at(bookedOn),
    };
  });
}
