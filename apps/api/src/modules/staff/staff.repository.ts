import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByUsername(db: Database, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}
