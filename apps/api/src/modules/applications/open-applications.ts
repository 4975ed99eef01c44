import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';

/**
 * True while the member has an application in approval (NEW: in the approval chain) or approved and waiting to
 * be funded (APV): leaving the cooperative waits for it, since funding it would open a loan the
 * clearance did not settle.
 */
export async function hasApplicationInApproval(
  db: Pick<Database, 'select'>,
  memberId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.memberId, memberId), inArray(applications.status, ['NEW', 'APV'])))
    .limit(1);
  return row !== undefined;
}
