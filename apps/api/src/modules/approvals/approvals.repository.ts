import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, approvalChainSteps, approvalHistory, files, members } from '../../db/schema';

export type ChainStep = typeof approvalChainSteps.$inferSelect;

export async function listChain(db: Database, companyId: number): Promise<ChainStep[]> {
  return db
    .select()
    .from(approvalChainSteps)
    .where(eq(approvalChainSteps.companyId, companyId))
    .orderBy(asc(approvalChainSteps.stepNo));
}

/** NEW applications with the chain step they wait on, oldest first (the work queues are filtered from this). */
export async function listWaitingApplications(db: Database) {
  return db
    .select({
      application: applications,
      memberName: members.name,
      memberNik: members.nik,
      companyId: members.companyId,
      step: approvalChainSteps,
    })
    .from(applications)
    .innerJoin(members, eq(members.id, applications.memberId))
    .innerJoin(
      approvalChainSteps,
      and(
        eq(approvalChainSteps.companyId, members.companyId),
        eq(approvalChainSteps.stepNo, applications.currentStep),
      ),
    )
    .where(eq(applications.status, 'NEW'))
    .orderBy(asc(applications.submittedAt), asc(applications.id));
}

export async function listAllDecisions(db: Database, applicationId: number) {
  return db
    .select()
    .from(approvalHistory)
    .where(eq(approvalHistory.applicationId, applicationId))
    .orderBy(asc(approvalHistory.decidedAt), asc(approvalHistory.id));
}

export async function findDecisionInRound(
  db: Database,
  applicationId: number,
  stepNo: number,
  round: number,
) {
  const [row] = await db
    .select()
    .from(approvalHistory)
    .where(
      and(
        eq(approvalHistory.applicationId, applicationId),
        eq(approvalHistory.stepNo, stepNo),
        eq(approvalHistory.round, round),
      ),
    );
  return row;
}

export async function insertDecision(
  db: Pick<Database, 'insert'>,
  values: typeof approvalHistory.$inferInsert,
) {
  await db.insert(approvalHistory).values(values);
}

/** The application that holds a document, for deciding who may see the file. */
export async function findApplicationOfFile(db: Database, fileId: number) {
  const [row] = await db
    .select({ application: applications, companyId: members.companyId })
    .from(applications)
    .innerJoin(members, eq(members.id, applications.memberId))
    .where(
      sql`${applications.selfieFileId} = ${fileId} or ${applications.formFileId} = ${fileId} or ${applications.supportingFileId} = ${fileId}`,
    );
  return row;
}

export async function readFile(db: Database, fileId: number) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}
