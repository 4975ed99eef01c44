import { FINANCIAL_RECORD_RETENTION_YEARS } from '@kopkar/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { applications, members } from '../../db/schema';
import type { MemberRow } from '../../db/schema/index';
import { sessionIsOpen } from '../auth/sessions';

/** The token's member (`sub`), active, while the token's session (`sid`) is open: placeholders of the query. */
const isSignedIn = () =>
  and(eq(members.id, sql.placeholder('sub')), eq(members.isActive, true), sessionIsOpen('member', 'members'));

/**
 * A member's balances and the loan settings as columns of the member's own row (correlated subqueries), so the
 * profile is one statement: contributions and points are ledgers (their sums are the balances), the outstanding
 * principal is every unpaid row of running loans.
 */
const figureColumns = () => ({
  contributionBalance: sql<string>`(select coalesce(sum(c.amount), 0) from contributions c where c.member_id = "members"."id")`,
  points: sql<string>`(select coalesce(sum(p.delta), 0) from points_ledger p where p.member_id = "members"."id")`,
  runningOutstanding: sql<string>`(select coalesce(sum(i.principal), 0) from instalments i
    join agreements a on a.id = i.agreement_id
    where a.member_id = "members"."id" and a.status = 'FUN' and i.paid_date is null)`,
  multiplier: sql<unknown>`(select s.value from settings s where s.key = 'loan.contributionMultiplier')`,
  cap: sql<unknown>`(select s.value from settings s where s.key = 'loan.maxAmount')`,
});

export type MemberWithFigures = { member: MemberRow } & Record<
  keyof ReturnType<typeof figureColumns>,
  unknown
>;

const signedInMember = preparedQuery((db) =>
  db.select().from(members).where(isSignedIn()).prepare('signed_in_member'),
);

/** The signed-in member, in one query with the session check (the guards' only round trip). */
export async function findSignedInMember(db: Database, claims: { sub: number; sid: string }) {
  const [row] = await signedInMember(db).execute({ sub: claims.sub, sid: claims.sid });
  return row as MemberRow | undefined;
}

/**
 * A member who left (closed, with the moment they left) whose read-only access has not run out: the Jakarta date
 * they left plus FINANCIAL_RECORD_RETENTION_YEARS (formerAccessUntil) is today or later (docs/decisions/0017-former-member-access.md).
 */
export const formerAccessIsOpen = () =>
  and(
    eq(members.isActive, false),
    isNotNull(members.resignedAt),
    sql`(${members.resignedAt} at time zone 'Asia/Jakarta')::date
      + make_interval(years => ${sql.raw(String(FINANCIAL_RECORD_RETENTION_YEARS))})
      >= (now() at time zone 'Asia/Jakarta')::date`,
  );

const signedInFormerMember = preparedQuery((db) =>
  db
    .select()
    .from(members)
    .where(
      and(eq(members.id, sql.placeholder('sub')), formerAccessIsOpen(), sessionIsOpen('former', 'members')),
    )
    .prepare('signed_in_former_member'),
);

/** The former member of a read-only token, in one query with its session check and the access window. */
export async function findSignedInFormerMember(db: Database, claims: { sub: number; sid: string }) {
  const [row] = await signedInFormerMember(db).execute({ sub: claims.sub, sid: claims.sid });
  return row as MemberRow | undefined;
}

/** The member by id while their former-member access is open (sign-in and refresh of a member who left). */
export async function findFormerMember(db: Database, memberId: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), formerAccessIsOpen()));
  return row as MemberRow | undefined;
}

const signedInProfile = preparedQuery((db) =>
  db
    .select({ member: members, ...figureColumns() })
    .from(members)
    .where(isSignedIn())
    .prepare('signed_in_profile'),
);

/** GET /me in one statement: the session check, the member and every figure of the profile. */
export async function readSignedInProfile(
  db: Database,
  claims: { sub: number; sid: string },
): Promise<MemberWithFigures | undefined> {
  const [row] = await signedInProfile(db).execute({ sub: claims.sub, sid: claims.sid });
  return row;
}

const memberFigures = preparedQuery((db) =>
  db
    .select(figureColumns())
    .from(members)
    .where(eq(members.id, sql.placeholder('id')))
    .prepare('member_figures'),
);

/** The figures of a member already loaded (sign-in, refresh), in one statement. */
export async function readMemberFigures(db: Database, memberId: number) {
  const [row] = await memberFigures(db).execute({ id: memberId });
  return row;
}

export async function findMemberById(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function findMemberByNik(db: Database, nik: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.nik, nik));
  return row;
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
