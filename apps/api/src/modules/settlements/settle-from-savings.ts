import { todayInJakarta } from '@kopkar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { settlements } from '../../db/schema';
import type { AgreementRow } from '../../db/schema/index';
import {
  closeAgreementBySettlement,
  listRunningAgreements,
  lockAgreement,
} from '../agreements/agreements.service';
import { frozenQuoteValues, quoteAgreement } from './settlement-quote';

export type RunningLoanQuote = {
  agreementId: number;
  agreementNo: string;
  principal: number;
  interest: number;
  settlementAmount: number;
  /** Due date of the first unpaid row: the next payroll deduction changes the amount. */
  nextDueDate: string | null;
};

async function quoteOf(db: Database, agreement: AgreementRow) {
  const quote = await quoteAgreement(db, agreement);
  const nextRow = quote.rows.find((row) => row.paidDate === null);
  return {
    quote,
    loan: {
      agreementId: agreement.id,
      agreementNo: agreement.agreementNo,
      principal: quote.sisapinjaman,
      interest: quote.sisabunga,
      settlementAmount: quote.total,
      nextDueDate: nextRow?.dueDate ?? null,
    } satisfies RunningLoanQuote,
  };
}

/** Today's early-settlement amount of each running (FUN) loan of a member, oldest first. */
export async function quoteRunningLoans(db: Database, memberId: number): Promise<RunningLoanQuote[]> {
  const running = await listRunningAgreements(db, memberId);
  return Promise.all(running.map(async (agreement) => (await quoteOf(db, agreement)).loan));
}

/** True while one of the member's early settlements is open (PT1, PT2 or PT3). */
export async function hasSettlementInProgress(
  db: Pick<Database, 'select'>,
  memberId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(and(eq(settlements.memberId, memberId), inArray(settlements.status, ['PT1', 'PT2', 'PT3'])))
    .limit(1);
  return row !== undefined;
}

/**
 * Settles a running loan from the member's savings when they leave, as a confirmed early settlement
 * would: today's quote under the agreement's lock, a settlement row PAI marked paid from savings (no transfer, no
 * proof), the unpaid rows paid by settlement and the loan FIN. A loan no longer running is left alone (undefined).
 */
export async function settleFromSavings(tx: Tx, agreementId: number, staffId: number) {
  const agreement = await lockAgreement(tx, agreementId);
  if (agreement?.status !== 'FUN') return undefined;
  const { quote, loan } = await quoteOf(tx, agreement);
  const today = todayInJakarta();
  const [settled] = await tx
    .insert(settlements)
    .values({
      agreementId: agreement.id,
      memberId: agreement.memberId,
      status: 'PAI',
      plannedDate: today,
      ...frozenQuoteValues(quote),
      quoteValidUntil: today,
      reason: 'Dilunasi dari simpanan saat keluar dari keanggotaan',
      paidFromSavings: true,
      decidedByStaffId: staffId,
      approvedAt: new Date(),
      paidAt: new Date(),
    })
    .returning({ id: settlements.id });
  await closeAgreementBySettlement(tx, agreement, {
    paidDate: today,
    interestLines: quote.interestLines,
    settlementId: settled?.id ?? null,
  });
  return loan;
}
