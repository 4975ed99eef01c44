import type { MemberListQuery } from '@kopkar/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreements, applications, companies, members, settlements } from '../../db/schema';

/** `%`, `_` and `\` typed in the search box are literal characters, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function memberFilters(query: MemberListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const term = escapeLike(query.q);
    conditions.push(
      or(
        ilike(members.nik, `${term}%`),
        ilike(members.name, `%${term}%`),
        ilike(companies.code, term),
        ilike(companies.name, `%${term}%`),
      ),
    );
  }
  if (query.companyId) conditions.push(eq(members.companyId, query.companyId));
  if (query.status === 'active') conditions.push(eq(members.isActive, true));
  if (query.status === 'resigned') conditions.push(eq(members.isActive, false));
  return and(...conditions);
}

const memberWithCompany = { member: members, companyCode: companies.code, companyName: companies.name };

/** One page of members matching the search, by name, with the total count for the pager. */
export async function searchMembers(db: Database, query: MemberListQuery) {
  const where = memberFilters(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(memberWithCompany)
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where)
      .orderBy(asc(members.name), asc(members.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export type MemberWithCompany = Awaited<ReturnType<typeof searchMembers>>['rows'][number];

export async function findMemberWithCompany(
  db: Database,
  id: number,
): Promise<MemberWithCompany | undefined> {
  const [row] = await db
    .select(memberWithCompany)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, id));
  return row;
}

/** Every application of the member with its agreement, newest first. */
export async function listMemberApplications(db: Database, memberId: number) {
  return db
    .select({
      application: applications,
      agreementNo: agreements.agreementNo,
      agreementStatus: agreements.status,
    })
    .from(applications)
    .leftJoin(agreements, eq(agreements.applicationId, applications.id))
    .where(eq(applications.memberId, memberId))
    .orderBy(desc(applications.submittedAt), desc(applications.id));
}

/** Every early-settlement request of the member, newest first. */
export async function listMemberSettlements(db: Database, memberId: number) {
  return db
    .select({ settlement: settlements, agreementNo: agreements.agreementNo })
    .from(settlements)
    .innerJoin(agreements, eq(agreements.id, settlements.agreementId))
    .where(eq(settlements.memberId, memberId))
    .orderBy(desc(settlements.requestedAt), desc(settlements.id));
}
