import { ErrorCode } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { resignations } from '../../db/schema';
import { AppError } from '../../errors';

type Reader = Pick<Database, 'select'> | Tx;

/** Whether the member has a resignation waiting for FINANCE. */
async function hasPendingResignation(db: Reader, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resignations.id })
    .from(resignations)
    .where(and(eq(resignations.memberId, memberId), eq(resignations.status, 'PENDING')))
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses an action that would change a pending resignation's clearance (a sukarela withdrawal, a new or revived
 * loan application), with the reason the member reads. Call it under the member's row lock: requesting a
 * resignation takes the same lock and checks for those actions, so neither slips in between the other's check
 * and write (docs/decisions/0017-former-member-access.md).
 */
export async function refuseWhileResignationPending(
  tx: Tx,
  memberId: number,
  message: string,
): Promise<void> {
  if (await hasPendingResignation(tx, memberId)) throw new AppError(ErrorCode.CONFLICT, message);
}
