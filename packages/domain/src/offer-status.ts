import { describeLoanStatus, type LoanStatusInfo } from './loan-status';

/**
 * The state of an approver's counter-offer (type NST), stored beside the application's status
 * (docs/decisions/0019-counter-offer-state.md). The status stays what docs/product/loans.md#loan-statuses says the portal reads (RJT while the
 * offer waits, NEW once accepted, CNCL once declined); the offer's own state tells an offer that waits from a
 * real rejection, which an accepted offer can still get from the final approver.
 */
export const OfferStatus = { OPEN: 'OPEN', ACCEPTED: 'ACCEPTED', DECLINED: 'DECLINED' } as const;
export type OfferStatusCode = (typeof OfferStatus)[keyof typeof OfferStatus];
export const OFFER_STATUS_CODES: readonly OfferStatusCode[] = Object.values(OfferStatus);

/** True when the application's counter-offer waits for the member's answer (Batalkan / Ajukan Pinjaman). */
export function isOfferOpen(offerStatus: string | null | undefined): boolean {
  return offerStatus === OfferStatus.OPEN;
}

const OPEN_OFFER: LoanStatusInfo = {
  code: 'OFFER',
  label: 'Penawaran',
  colour: 'purple',
  chipColor: 'secondary',
};

/**
 * The chip of an application: "Penawaran" while its counter-offer is open (not the red Ditolak of its RJT
 * status), otherwise the status's own label and colour (describeLoanStatus).
 */
export function describeApplicationStatus(
  status: string | null | undefined,
  offerStatus: string | null | undefined,
): LoanStatusInfo {
  return isOfferOpen(offerStatus) ? OPEN_OFFER : describeLoanStatus(status);
}
