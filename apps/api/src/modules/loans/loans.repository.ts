import { and, asc, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fieldsOf, preparedQuery } from '../../db/prepared';
import {
  agreements,
  applications,
  approvalChainSteps,
  approvalHistory,
  members,
  products,
} from '../../db/schema';
import { sessionIsOpen } from '../auth/sessions';

/** Applications of a member with their agreement number and product image, newest first. */
export async function listApplicationsOf(db: Database, memberId: number, limit?: number) {
  const query = db
    .select({
      application: applications,
      agreementNo: agreements.agreementNo,
      imageFileId: products.imageFileId,
    })
    .from(applications)
    .leftJoin(agreements, eq(agreements.applicationId, applications.id))
    .innerJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.memberId, memberId))
    .orderBy(desc(applications.submittedAt), desc(applications.id));
  return limit ? query.limit(limit) : query;
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplicationsOf>>[number];

export async function findApplicationWithAgreement(db: Database, applicationId: number) {
  const [row] = await db
    .select({ application: applications, agreement: agreements })
    .from(applications)
    .leftJoin(agreements, eq(agreements.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row;
}

export async function findApplicationByApprovalNo(db: Database, approvalNo: string) {
  const [row] = await db.select().from(applications).where(eq(applications.approvalNo, approvalNo));
  return row;
}

export async function listChainSteps(db: Database, companyId: number) {
  return db
    .select({ step: approvalChainSteps.stepNo, jobtitle: approvalChainSteps.jobTitle })
    .from(approvalChainSteps)
    .where(eq(approvalChainSteps.companyId, companyId))
    .orderBy(asc(approvalChainSteps.stepNo));
}

/** Staff decisions on an application (step ≥ 1), in the order they were made. */
export async function listDecisions(db: Database, applicationId: number) {
  return db
    .select()
    .from(approvalHistory)
    .where(and(eq(approvalHistory.applicationId, applicationId), gte(approvalHistory.stepNo, 1)))
    .orderBy(asc(approvalHistory.decidedAt), asc(approvalHistory.id));
}

/*
 * The home page's reads in one statement each: the token's member (`sub`), active, while its session (`sid`) is
 * open, joined to the call's own data. No row means the session is over (issue 12: one round trip per call).
 */
const isSignedIn = () =>
  and(eq(members.id, sql.placeholder('sub')), eq(members.isActive, true), sessionIsOpen('member', 'members'));

// Written out with aliases: drizzle leaves columns unqualified in a select list, where "id" would be ambiguous.
const runningTotals = () => ({
  amount: sql<string>`(select coalesce(sum(a.amount), 0) from agreements a
    where a.member_id = "members"."id" and a.status = 'FUN')`,
  // Paid and remaining in one pass over the rows: the two sums as one array.
  paidAndRemaining: sql<string[]>`(select array[
      coalesce(sum(i.paid_amount) filter (where i.paid_date is not null), 0),
      coalesce(sum(i.instalment) filter (where i.paid_date is null), 0)]::bigint[]
    from instalments i join agreements a on a.id = i.agreement_id
    where a.member_id = "members"."id" and a.status = 'FUN')`,
});

const loanStatusOfSignedIn = preparedQuery((db) => {
  const inProcess = db
    .select({ ...getTableColumns(applications), imageFileId: products.imageFileId })
    .from(applications)
    .innerJoin(products, eq(products.id, applications.productId))
    .where(and(eq(applications.memberId, members.id), inArray(applications.status, ['NEW', 'APV'])))
    .orderBy(desc(applications.submittedAt))
    .limit(1)
    .as('in_process');
  return db
    .select({ ...runningTotals(), inProcess: fieldsOf(inProcess) })
    .from(members)
    .leftJoinLateral(inProcess, sql`true`)
    .where(isSignedIn())
    .prepare('loan_status_of_signed_in');
});

/** GET /StatusPinjaman: running-loan totals and the application in process, with the session check. */
export async function readLoanStatusOfSignedIn(db: Database, claims: { sub: number; sid: string }) {
  const [row] = await loanStatusOfSignedIn(db).execute({ sub: claims.sub, sid: claims.sid });
  if (!row) return undefined;
  const { inProcess, amount, paidAndRemaining } = row;
  const [paid = 0, remaining = 0] = paidAndRemaining.map(Number);
  return { running: { amount: Number(amount), paid, remaining }, inProcess: inProcess ?? undefined };
}

const latestApplicationsOfSignedIn = preparedQuery((db) => {
  const latest = db
    .select({
      ...getTableColumns(applications),
      agreementNo: agreements.agreementNo,
      imageFileId: products.imageFileId,
    })
    .from(applications)
    .leftJoin(agreements, eq(agreements.applicationId, applications.id))
    .innerJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.memberId, members.id))
    .orderBy(desc(applications.submittedAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .as('latest');
  return db
    .select({ nik: members.nik, companyId: members.companyId, latest: fieldsOf(latest) })
    .from(members)
    .leftJoinLateral(latest, sql`true`)
    .where(isSignedIn())
    .prepare('latest_applications_of_signed_in');
});

/** GET /HistoryPinjaman: the member's latest applications, newest first, with the session check. */
export async function readLatestApplicationsOfSignedIn(
  db: Database,
  claims: { sub: number; sid: string },
  limit: number,
) {
  const rows = await latestApplicationsOfSignedIn(db).execute({ sub: claims.sub, sid: claims.sid, limit });
  const [first] = rows;
  if (!first) return undefined;
  return {
    member: { nik: first.nik, companyId: first.companyId },
    applications: rows.flatMap((row) => (row.latest ? [row.latest] : [])),
  };
}
