import { LOAN_EVENTS, type LoanEvent, type LoanStatusCode, transitionLoan } from '@kopkar/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

/**
 * The status a loan moves to on an event (the domain's machine, `transitionLoan`), or 409 when the move is not
 * allowed from where it stands. Every service that changes a loan's status writes what this returns.
 */
export function nextLoanStatus(status: string, event: LoanEvent): LoanStatusCode {
  const move = transitionLoan(status, event);
  if (!move.ok) throw new AppError(move.code, move.message);
  return move.status;
}

/** A move of many loans at once: every one stands at `from` and goes to `to`. */
export type LoanMove = { from: string; to: LoanStatusCode };

/** Refuses a bulk move the machine's table has no event for (a programming error, not a member's request). */
export function assertLoanMove(move: LoanMove): void {
  const isLegal = LOAN_EVENTS.some((event) => {
    const next = transitionLoan(move.from, event);
    return next.ok && next.status === move.to;
  });
  if (!isLegal) throw new Error(`loan status cannot move from ${move.from} to ${move.to}`);
}

/**
 * The applications half of a bulk move, for the caller's set-based statement (a data-modifying CTE): the
 * applications named by `moved` (a CTE with an `application_id` column) that still stand at `from` go to `to`.
 * The applications module owns the table (docs/conventions.md rule 18), so this SQL lives here.
 */
export function moveApplicationsOf(moved: SQL, move: LoanMove): SQL {
  assertLoanMove(move);
  return sql`update applications set status = ${move.to}, updated_at = now()
    from ${moved} moved where applications.id = moved.application_id and applications.status = ${move.from}`;
}
