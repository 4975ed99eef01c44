import {
  DEFAULT_CUTOFF_DAY,
  type DeductionQuestion,
  type DeductionQuestionRequest,
  describeInstructionLine,
  ErrorCode,
  firstOpenPayrollPeriod,
  formatDate,
  formatPeriod,
  instructionLineKey,
  payrollCutOffDate,
  type StaffDeductionQuestions,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { MemberRow, StaffRow } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { notifyMember } from '../notifications/notifications.service';
import { memberInstructionLines } from '../payroll/payroll-instruction.service';
import { getNumberSetting } from '../settings/settings.service';
import { refuseOwnDecision } from '../staff/four-eyes.service';
import {
  answerOpenQuestion,
  findQuestion,
  insertQuestion,
  listMemberQuestions,
  listStaffQuestions,
  type QuestionRow,
} from './deduction-questions.repository';

export function presentQuestion(row: QuestionRow): DeductionQuestion {
  return {
    id: row.id,
    period: row.period,
    lineKey: row.lineKey,
    lineDescription: row.lineDescription,
    amount: row.amount,
    question: row.question,
    status: row.status as DeductionQuestion['status'],
    answer: row.answer,
    askedAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export async function listQuestionsOfMember(db: Database, memberId: number): Promise<DeductionQuestion[]> {
  return (await listMemberQuestions(db, memberId)).map(presentQuestion);
}

/**
 * POST /PotonganGaji/{nik}/keberatan: the member's question on one line of the coming period's deduction, while its
 * cut-off has not passed (after it the instruction is frozen and HR deducts it: 409). The line is looked up in the
 * live instruction by its key and stored as the member saw it. One open question per line (409 for another).
 */
export async function askQuestion(
  db: Database,
  member: MemberRow,
  request: DeductionQuestionRequest,
  today: string,
): Promise<DeductionQuestion> {
  const cutOffDay = await getNumberSetting(db, 'payroll.cutOffDay', DEFAULT_CUTOFF_DAY);
  const coming = firstOpenPayrollPeriod(today, cutOffDay);
  if (request.period !== coming) {
    const cutOff = payrollCutOffDate(request.period, cutOffDay);
    throw new AppError(
      ErrorCode.CONFLICT,
      `Tanggal potong periode ${formatPeriod(request.period)} (${formatDate(cutOff)}) sudah lewat: keberatan tidak dapat diajukan lagi`,
    );
  }
  const line = (await memberInstructionLines(db, coming, member.id)).find(
    (candidate) => instructionLineKey(candidate) === request.lineKey,
  );
  if (!line) {
    const message = 'Baris potongan ini tidak ada di potongan periode ini';
    throw new AppError(ErrorCode.VALIDATION, message, { data: { errors: [{ path: 'lineKey', message }] } });
  }
  return db.transaction(async (tx) => {
    const row = await insertQuestion(tx, {
      memberId: member.id,
      period: coming,
      lineKey: request.lineKey,
      lineDescription: describeInstructionLine(line, coming),
      amount: line.amount,
      question: request.question,
    });
    if (!row)
      throw new AppError(ErrorCode.CONFLICT, 'Pertanyaan Anda untuk baris ini masih menunggu jawaban');
    await recordAudit(tx, {
      actor: { kind: 'member', id: member.id },
      action: 'ask-deduction-question',
      entity: 'deduction-question',
      entityId: row.id,
      after: { period: row.period, lineKey: row.lineKey },
    });
    return presentQuestion(row);
  });
}

/** GET /admin/payroll/questions: what FINANCE has to answer, and the latest answers. */
export async function listQuestionsForStaff(db: Database): Promise<StaffDeductionQuestions> {
  const { open, answered } = await listStaffQuestions(db);
  const present = (row: (typeof open)[number]) => ({
    ...presentQuestion(row.question),
    nik: row.nik,
    name: row.name,
    answeredBy: row.answeredBy,
  });
  return { open: open.map(present), answered: answered.map(present) };
}

/**
 * POST /admin/payroll/questions/{id}/answer: FINANCE's answer, once (409 for a question already answered), told to
 * the member by notification and e-mail (the outbox, written in this transaction and sent after it); FINANCE only
 * (ADMIN, who may read the list, 403). A staff member
 * does not answer their own member's question (four eyes). The answer changes nothing by itself: where it changes
 * the instruction, FINANCE does so where the figure comes from (a settlement, a setting).
 */
export async function answerQuestion(db: Database, staffMember: StaffRow, id: number, answer: string) {
  // ADMIN reads the payroll page too, but the answer speaks for the cooperative's money: FINANCE's.
  if (staffMember.role !== 'FINANCE') {
    throw new AppError(ErrorCode.FORBIDDEN, 'Keberatan dijawab oleh petugas FINANCE');
  }
  return db.transaction(async (tx) => {
    const question = await findQuestion(tx, id);
    if (!question) throw notFound('Keberatan tidak ditemukan');
    await refuseOwnDecision(tx, staffMember.id, 'request', question.memberId);
    const answered = await answerOpenQuestion(tx, id, staffMember.id, answer);
    if (!answered) throw new AppError(ErrorCode.CONFLICT, 'Keberatan ini sudah dijawab');
    await notifyMember(
      tx,
      { id: answered.memberId },
      {
        header: 'KEBERATAN',
        description: `Keberatan Anda atas "${answered.lineDescription}" (periode ${formatPeriod(answered.period)}) sudah dijawab: ${answer}`,
        applicationId: null,
      },
    );
    await recordAudit(tx, {
      actor: { kind: 'staff', id: staffMember.id },
      action: 'answer-deduction-question',
      entity: 'deduction-question',
      entityId: answered.id,
      after: { answer },
    });
    return presentQuestion(answered);
  });
}
