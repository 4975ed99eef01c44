import type { LoanBalanceRow } from '@kopkar/domain';
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
 * open, joined to the call's own data. No row means the session is over (one round trip per call).
 */
const isSignedIn = () =>
  and(eq(members.id, sql.placeholder('sub')), eq(members.isActive, true), sessionIsOpen('member', 'members'));

/*
 * The running (FUN) loans with their rows' principal and paid date: the balance itself is computed by the domain
 * (computeLoanBalance), the one definition the schedule page uses too. A member has a couple of loans of at most
 * 36 rows, so this stays one small read. Written out with aliases: drizzle leaves columns unqualified in a select
 * list, where "id" would be ambiguous.
 */
const runningLoans = () => ({
  running: sql<RunningLoanJson[] | string>`(select coalesce(json_agg(json_build_object(
      'amount', a.amount,
      'rows', (select coalesce(json_agg(json_build_object('principal', i.principal, 'paidDate', i.paid_date)
                                        order by i.seq), '[]'::json)
               from instalments i where i.agreement_id = a.id)) order by a.id), '[]'::json)
    from agreements a where a.member_id = "members"."id" and a.status = 'FUN')`,
});

/** A running loan as the home page's balance needs it: its amount (Rupiah) and its schedule rows. */
export type RunningLoan = { amount: number; rows: LoanBalanceRow[] };

type RunningLoanJson = {
  amount: number | string;
  rows: { principal: number | string; paidDate: string | null }[];
};

/** The JSON of runningLoans() as numbers (bigint may come back as text, and a driver may leave JSON unparsed). */
function readRunningLoans(value: RunningLoanJson[] | string): RunningLoan[] {
  const loans = typeof value === 'string' ? (JSON.parse(value) as RunningLoanJson[]) : value;
  return loans.map((loan) => ({
    amount: Number(loan.amount),
    rows: loan.rows.map((row) => ({ principal: Number(row.principal), paidDate: row.paidDate })),
  }));
}

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
    .select({ ...runningLoans(), inProcess: fieldsOf(inProcess) })
    .from(members)
    .leftJoinLateral(inProcess, sql`true`)
    .where(isSignedIn())
    .prepare('loan_status_of_signed_in');
});

/** GET /StatusPinjaman: the running loans and the application in process, with the session check. */
export async function readLoanStatusOfSignedIn(db: Database, claims: { sub: number; sid: string }) {
  const [row] = await loanStatusOfSignedIn(db).execute({ sub: claims.sub, sid: claims.sid });
  if (!row) return undefined;
  return { running: readRunningLoans(row.running), inProcess: row.inProcess ?? undefined };
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
