import { and, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreements,
  applications,
  contributions,
  files,
  instalments,
  members,
  pointsLedger,
} from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberById(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function findMemberByNik(db: Database, nik: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.nik, nik));
  return row;
}

/** Sum of posted mandatory contributions, integer Rupiah. */
export async function sumContributions(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(contributions.amount) })
    .from(contributions)
    .where(eq(contributions.memberId, memberId));
  return Number(row?.total ?? 0);
}

/** Points balance: the sum of the ledger. */
export async function sumPoints(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  return Number(row?.total ?? 0);
}

/** Outstanding principal of the member's running (FUN) loans: the principal of every unpaid row. */
export async function sumRunningOutstanding(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(instalments.principal) })
    .from(instalments)
    .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
    .where(
      and(eq(agreements.memberId, memberId), eq(agreements.status, 'FUN'), isNull(instalments.paidDate)),
    );
  return Number(row?.total ?? 0);
}

export async function hasApplicationInStatus(
  db: Database,
  memberId: number,
  statuses: string[],
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(applications)
    .where(and(eq(applications.memberId, memberId), inArray(applications.status, statuses)))
    .limit(1);
  return Boolean(row);
}

export async function updateContact(db: Database, memberId: number, email: string, mobilePhone: string) {
  await db.update(members).set({ email, mobilePhone, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

export async function findAvatarMime(db: Database, fileId: number): Promise<string | undefined> {
  const [row] = await db.select({ mime: files.mime }).from(files).where(eq(files.id, fileId));
  return row?.mime;
}
