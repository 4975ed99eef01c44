import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/*
 * The lock between freezing a period's instruction and what may still change it (docs/product/payroll-instruction.md
 * #frozen-at-the-cut-off): freezing takes it exclusively, a member's change of their monthly sukarela takes it shared.
 * So a change either lands before the freeze (and is in the frozen instruction) or sees the instruction frozen and
 * applies from the next period: never both, never neither. Kept apart from the instruction's reads, which import the
 * savings module, so that savings can take it without a cycle.
 */

const lockKey = (period: string) => `kopkar:payroll-instruction:${period}`;

/** Waits for any freeze of `period` to finish and holds it off until the transaction ends; true when already frozen. */
export async function holdInstruction(tx: Tx, period: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${lockKey(period)}))`);
  const { rows } = await tx.execute(sql`
    select 1 from payroll_instructions pi join payroll_periods p on p.id = pi.payroll_period_id
    where p.period = ${period} limit 1`);
  return rows.length > 0;
}

/** Takes the period's instruction for freezing: every change holding it has committed, none starts until the end. */
export async function lockInstructionForFreeze(tx: Tx, period: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(period)}))`);
}
