import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { deductionQuestions, members, staff } from '../../db/schema';

/** How many questions the member's page and FINANCE's answered list show. */
export const QUESTIONS_LISTED = 50;

export type QuestionRow = typeof deductionQuestions.$inferSelect;

/** Stores an open question; undefined when the member already has one open on that line (the partial unique index). */
export async function insertQuestion(
  tx: Tx,
  values: Pick<QuestionRow, 'memberId' | 'period' | 'lineKey' | 'lineDescription' | 'amount' | 'question'>,
): Promise<QuestionRow | undefined> {
  const [row] = await tx.insert(deductionQuestions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listMemberQuestions(db: Database, memberId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(deductionQuestions)
    .where(eq(deductionQuestions.memberId, memberId))
    .orderBy(desc(deductionQuestions.createdAt), desc(deductionQuestions.id))
    .limit(QUESTIONS_LISTED);
}

const staffColumns = {
  question: deductionQuestions,
  nik: members.nik,
  name: members.name,
  answeredBy: staff.username,
};

/** Open questions oldest first (the order FINANCE answers them in), then the latest answered ones. */
export async function listStaffQuestions(db: Database) {
  const base = () =>
    db
      .select(staffColumns)
      .from(deductionQuestions)
      .innerJoin(members, eq(members.id, deductionQuestions.memberId))
      .leftJoin(staff, eq(staff.id, deductionQuestions.answeredByStaffId));
  const open = await base()
    .where(eq(deductionQuestions.status, 'OPEN'))
    .orderBy(asc(deductionQuestions.createdAt), asc(deductionQuestions.id));
  const answered = await base()
    .where(eq(deductionQuestions.status, 'ANSWERED'))
    .orderBy(desc(deductionQuestions.answeredAt), desc(deductionQuestions.id))
    .limit(QUESTIONS_LISTED);
  return { open, answered };
}

export async function findQuestion(db: Database | Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(deductionQuestions).where(eq(deductionQuestions.id, id));
  return row;
}

/** Answers the question while it is still open (a conditional update: two answers at once, one wins). */
export async function answerOpenQuestion(tx: Tx, id: number, staffId: number, answer: string) {
  const [row] = await tx
    .update(deductionQuestions)
    .set({ status: 'ANSWERED', answer, answeredByStaffId: staffId, answeredAt: sql`now()` })
    .where(and(eq(deductionQuestions.id, id), eq(deductionQuestions.status, 'OPEN')))
    .returning();
  return row;
}
