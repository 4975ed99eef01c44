import { and, asc, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreements,
  applications,
  approvalChainSteps,
  approvalHistory,
  instalments,
  products,
} from '../../db/schema';

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

/** Amount, paid and remaining of the member's running (FUN) agreements, integer Rupiah. */
export async function sumRunningLoans(db: Database, memberId: number) {
  const [totals] = await db
    .select({
      paid: sum(sql`case when ${instalments.paidDate} is not null then ${instalments.paidAmount} else 0 end`),
      remaining: sum(
        sql`case when ${instalments.paidDate} is null then ${instalments.instalment} else 0 end`,
      ),
    })
    .from(instalments)
    .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
    .where(and(eq(agreements.memberId, memberId), eq(agreements.status, 'FUN')));
  const [amount] = await db
    .select({ total: sum(agreements.amount) })
    .from(agreements)
    .where(and(eq(agreements.memberId, memberId), eq(agreements.status, 'FUN')));
  return {
    amount: Number(amount?.total ?? 0),
    paid: Number(totals?.paid ?? 0),
    remaining: Number(totals?.remaining ?? 0),
  };
}

/** The member's application in process (NEW or APV), newest first. */
export async function findInProcess(db: Database, memberId: number) {
  const [row] = await db
    .select({ application: applications, imageFileId: products.imageFileId })
    .from(applications)
    .innerJoin(products, eq(products.id, applications.productId))
    .where(and(eq(applications.memberId, memberId), inArray(applications.status, ['NEW', 'APV'])))
    .orderBy(desc(applications.submittedAt))
    .limit(1);
  return row;
}

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
