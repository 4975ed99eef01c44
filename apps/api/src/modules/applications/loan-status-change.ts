import { type LoanEvent, type LoanStatusCode, transitionLoan } from '@kopkar/domain';
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
