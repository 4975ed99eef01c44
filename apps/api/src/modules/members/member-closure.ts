import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';

/**
 * Closes a member's account on leaving the cooperative: inactive from now on, with the moment they left.
 * Only an active member is closed (a conditional update), so a second approval finds nothing to close.
 */
export async function closeMemberAccount(tx: Tx, memberId: number): Promise<boolean> {
  const closed = await tx
    .update(members)
    .set({ isActive: false, resignedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(members.id, memberId), eq(members.isActive, true)))
    .returning({ id: members.id });
  return closed.length === 1;
}
