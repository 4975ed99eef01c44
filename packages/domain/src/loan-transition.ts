import { ErrorCode } from './errors';
import type { LoanStatusCode } from './loan-status';

/**
 * The loan (application) status machine, docs/product/loans.md#loan-statuses and "Approval chain". Every module that changes
 * a loan's status asks this function for the next one, and writes it with a conditional UPDATE on the old status.
 *
 * A counter-offer leaves the application RJT with type NST and the offered terms (docs/product): the member's answer
 * either makes it NEW again (waiting only for the final approver) or cancels it.
 */
export const LOAN_EVENTS = [
  /** An approver who is not the last approves: the application stays NEW and moves to the next step. */
  'APPROVE_STEP',
  /** The last approver approves. */
  'APPROVE',
  'REJECT',
  'COUNTER_OFFER',
  /** The member cancels an application nobody has touched yet. */
  'CANCEL',
  'ACCEPT_OFFER',
  'DECLINE_OFFER',
  /** FINANCE disburses: the agreement and its schedule are created. */
  'FUND',
  /** The last instalment is paid (payroll), the loan is settled early, or it is settled from savings on leaving. */
  'FINISH',
] as const;
export type LoanEvent = (typeof LOAN_EVENTS)[number];

/** Legal moves: status → event → next status. Anything absent is illegal. */
const TRANSITIONS: Readonly<Record<LoanStatusCode, Partial<Record<LoanEvent, LoanStatusCode>>>> = {
  NEW: { APPROVE_STEP: 'NEW', APPROVE: 'APV', REJECT: 'RJT', COUNTER_OFFER: 'RJT', CANCEL: 'CNCL' },
  RJT: { ACCEPT_OFFER: 'NEW', DECLINE_OFFER: 'CNCL' },
  APV: { FUND: 'FUN' },
  FUN: { FINISH: 'FIN' },
  FIN: {},
  CNCL: {},
};

export type LoanTransition =
  | { ok: true; status: LoanStatusCode }
  | { ok: false; code: typeof ErrorCode.CONFLICT; message: string };

/** The next status for an event, or CONFLICT when the table does not allow the move from this status. */
export function transitionLoan(status: string, event: LoanEvent): LoanTransition {
  const next = (TRANSITIONS as Record<string, Partial<Record<LoanEvent, LoanStatusCode>>>)[status]?.[event];
  if (!next) {
    return {
      ok: false,
      code: ErrorCode.CONFLICT,
      message: `Pengajuan berstatus ${status} tidak dapat diproses (${event})`,
    };
  }
  return { ok: true, status: next };
}

/** The status a move starts from: what the conditional UPDATE of a bulk move (payroll, settlement) must match. */
export function loanStatusBefore(event: LoanEvent): LoanStatusCode[] {
  return (Object.keys(TRANSITIONS) as LoanStatusCode[]).filter((status) => TRANSITIONS[status][event]);
}
