import type { Database } from '../client';
import { savingsLedger } from '../schema/index';
import { monthDay } from './dates';
import type { DemoMember, DemoMemberKey } from './members-data';

/** Demo simpanan pokok, Rupiah (the seeded `savings.pokokAmount`). */
const POKOK = 100_000;

/**
 * Demo savings (issue 16): every demo member paid simpanan pokok a year ago; Siti also saves voluntarily, so her
 * /simpanan page has a history and a chart that moves. Rows are chained as the API writes them (seq, balance).
 */
export async function seedSavings(
  db: Database,
  members: Record<DemoMemberKey, DemoMember>,
  today: string,
): Promise<void> {
  const joined = monthDay(today, -12, 5);
  const pokok = Object.values(members).map((member) => ({
    memberId: member.id,
    kind: 'POKOK',
    reason: 'POKOK_SETOR',
    delta: POKOK,
    balanceAfter: POKOK,
    seq: 1,
    ref: 'join',
    note: 'saat bergabung',
    bookedOn: joined,
  }));
  const sitiMoves: [string, string, number, string][] = [
    [monthDay(today, -10, 12), 'SETORAN', 1_500_000, 'transfer'],
    [monthDay(today, -6, 3), 'SETORAN', 750_000, 'transfer'],
    [monthDay(today, -3, 20), 'PENARIKAN', -400_000, 'ke rekening payroll'],
    [monthDay(today, -1, 8), 'SETORAN', 250_000, 'transfer'],
  ];
  let balance = 0;
  const sukarela = sitiMoves.map(([bookedOn, reason, delta, note], index) => {
    balance += delta;
    return {
      memberId: members.siti.id,
      kind: 'SUKARELA',
      reason,
      delta,
      balanceAfter: balance,
      seq: index + 1,
      ref: `seed:${index + 1}`,
      note,
      bookedOn,
    };
  });
  await db.insert(savingsLedger).values([...pokok, ...sukarela]);
}
