import { addDays } from './calendar';
import { formatDate } from './date-format';

/** The money reaches the payroll account within 48 hours of funding: the promise of the funding notice. */
export const DISBURSEMENT_DAYS = 2;
/** docs/product/screens.md promise, shown while the 48 hours may still be running. */
export const DISBURSEMENT_PENDING_TEXT = 'Dana akan masuk ke rekening payroll Anda dalam 48 jam';

/**
 * What the approved and funding pages say about the money: the product's "within 48 hours" until two days after the
 * funding date (Jakarta dates, `YYYY-MM-DD`), then that it was sent on that date, so a notice opened months later
 * does not promise money that arrived long ago. Not funded yet (no date): the promise.
 */
export function describeDisbursementArrival(fundingDate: string | null | undefined, today: string): string {
  if (!fundingDate || today <= addDays(fundingDate, DISBURSEMENT_DAYS)) return DISBURSEMENT_PENDING_TEXT;
  return `Dana telah dikirim ke rekening payroll Anda pada ${formatDate(fundingDate)}.`;
}
