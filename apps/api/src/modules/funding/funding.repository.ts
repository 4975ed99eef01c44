import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, members } from '../../db/schema';

/** APV applications waiting for funding, oldest decision first. */
export async function listApproved(db: Database) {
  return db
    .select({ application: applications, memberName: members.name, memberNik: members.nik })
    .from(applications)
    .innerJoin(members, eq(members.id, applications.memberId))
    .where(eq(applications.status, 'APV'))
    .orderBy(asc(applications.decidedAt), asc(applications.id));
}
