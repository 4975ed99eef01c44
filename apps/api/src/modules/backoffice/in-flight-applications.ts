import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';

/**
 * Applications that still walk the approval chain: in approval (NEW), or a counter-offer waiting for the
 * member's answer (its own state OPEN, docs/decisions/0019-counter-offer-state.md; accepting it moves to the
 * chain's final step). The approvals module reads the chain of the member's company by step number when a step is
 * decided, so the chain and the member's company must not change under these.
 */
export const isInFlight = or(eq(applications.status, 'NEW'), eq(applications.offerStatus, 'OPEN'));

/** The ids among `memberIds` that have an application in flight. */
export async function findMembersInFlight(
  db: Pick<Database, 'select' | 'selectDistinct'>,
  memberIds: number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ memberId: applications.memberId })
    .from(applications)
    .where(and(inArray(applications.memberId, memberIds), isInFlight));
  return new Set(rows.map((row) => row.memberId));
}
