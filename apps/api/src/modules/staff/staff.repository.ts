import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { staff } from '../../db/schema';
import type { StaffRow } from '../../db/schema/index';
import { sessionIsOpen } from '../auth/sessions';

export async function findStaffByUsername(db: Database, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

const signedInStaff = preparedQuery((db) =>
  db
    .select({ role: staff.role, isActive: staff.isActive })
    .from(staff)
    .where(and(eq(staff.id, sql.placeholder('sub')), sessionIsOpen('staff', 'staff')))
    .prepare('signed_in_staff'),
);

/** The role and state of the token's staff account, while its session is open (the guard's one query). */
export async function findSignedInStaff(db: Database, claims: { sub: number; sid: string }) {
  const [row] = await signedInStaff(db).execute({ sub: claims.sub, sid: claims.sid });
  return row;
}
