import {
  type ClearanceQuote,
  clearanceValidUntil,
  computeClearance,
  RESIGNATION_MESSAGES,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { hasApplicationInApproval } from '../applications/open-applications';
import { readClearanceSavings } from '../savings/resignation-savings';
import { hasSettlementInProgress, quoteRunningLoans } from '../settlements/settle-from-savings';

type Member = { id: number; payrollAccountNo: string | null; payrollAccountName: string | null };

/** Why the member cannot leave right now, or null: an application in approval, a settlement, a savings request. */
async function blockerOf(
  db: Database,
  memberId: number,
  openSavingsRequests: number,
): Promise<string | null> {
  if (await hasApplicationInApproval(db, memberId)) return RESIGNATION_MESSAGES.APPLICATION_IN_APPROVAL;
  if (await hasSettlementInProgress(db, memberId)) return RESIGNATION_MESSAGES.SETTLEMENT_IN_PROGRESS;
  if (openSavingsRequests > 0) return RESIGNATION_MESSAGES.SAVINGS_REQUEST_OPEN;
  return null;
}

/**
 * Today's clearance of a member: each savings kind and unpaid SHU, each running loan's early-settlement
 * amount, the payout or the shortfall, until when it holds and whether the member may ask now. Runs on the
 * database or inside the approving transaction (then on the locked rows).
 */
export async function buildClearanceQuote(
  db: Database,
  member: Member,
): Promise<ClearanceQuote & { loanIds: number[] }> {
  const [savings, loans] = await Promise.all([
    readClearanceSavings(db, member.id),
    quoteRunningLoans(db, member.id),
  ]);
  const clearance = computeClearance({ ...savings, loans });
  const today = todayInJakarta();
  return {
    asOf: today,
    validUntil: clearanceValidUntil(
      today,
      loans.flatMap((loan) => (loan.nextDueDate ? [loan.nextDueDate] : [])),
    ),
    savings: {
      pokok: savings.pokok,
      wajib: savings.wajib,
      sukarela: savings.sukarela,
      unpaidShu: savings.unpaidShu,
    },
    loans: loans.map(({ agreementNo, principal, interest, settlementAmount }) => ({
      agreementNo,
      principal,
      interest,
      settlementAmount,
    })),
    totalSavings: clearance.totalSavings,
    totalLoans: clearance.totalLoans,
    payout: clearance.payout,
    shortfall: clearance.shortfall,
    blockedReason: await blockerOf(db, member.id, savings.openRequests),
    payoutAccount: member.payrollAccountNo
      ? { accountNo: member.payrollAccountNo, accountName: member.payrollAccountName ?? '' }
      : null,
    loanIds: loans.map((loan) => loan.agreementId),
  };
}

/** The quote as the API replies it (without the internal agreement ids). */
export function publicQuote({ loanIds: _ids, ...quote }: Awaited<ReturnType<typeof buildClearanceQuote>>) {
  return quote;
}
