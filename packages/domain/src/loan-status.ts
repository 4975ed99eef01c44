/**
 * Loan status codes, labels and chip colours (docs/product/loans.md#loan-statuses: the one reading of the two in
 * docs/product/loans.md#loan-statuses). Older data says PAID for a finished loan; any other unknown code reads as Unknown.
 */

export const LoanStatus = {
  NEW: 'NEW',
  APV: 'APV',
  FUN: 'FUN',
  FIN: 'FIN',
  RJT: 'RJT',
  CNCL: 'CNCL',
} as const;
export type LoanStatusCode = (typeof LoanStatus)[keyof typeof LoanStatus];
/** A status as the portal reads it: a known code or UNKNOWN. */
export type LoanStatusReading = LoanStatusCode | 'UNKNOWN';

export const LOAN_STATUS_CODES: readonly LoanStatusCode[] = Object.values(LoanStatus);
/** Statuses that still count against the member: under approval, approved, or funded and running. */
export const UNFINISHED_LOAN_STATUSES: readonly LoanStatusCode[] = ['NEW', 'APV', 'FUN'];

/** Chip colour per status (purple: a counter-offer waiting for the member, docs/decisions/0019-counter-offer-state.md). */
export type LoanStatusColour = 'default' | 'blue' | 'orange' | 'yellow' | 'red' | 'grey' | 'purple';
/**
 * The MUI Chip `color` for it. MUI has no yellow, so FIN uses a custom palette colour `yellow`
 * that the web theme must declare (module augmentation) — every other value is a stock colour.
 */
export type LoanStatusChipColor = 'default' | 'info' | 'warning' | 'error' | 'secondary' | 'yellow';

export type LoanStatusInfo = {
  /** The status read, or OFFER for an application whose counter-offer waits for the member's answer. */
  code: LoanStatusReading | 'OFFER';
  /** Indonesian label shown to the member. */
  label: string;
  colour: LoanStatusColour;
  chipColor: LoanStatusChipColor;
};

const STATUS_INFO: Record<LoanStatusReading, LoanStatusInfo> = {
  NEW: { code: 'NEW', label: 'Baru', colour: 'default', chipColor: 'default' },
  APV: { code: 'APV', label: 'Disetujui', colour: 'blue', chipColor: 'info' },
  FUN: { code: 'FUN', label: 'Dicairkan', colour: 'orange', chipColor: 'warning' },
  FIN: { code: 'FIN', label: 'Lunas', colour: 'yellow', chipColor: 'yellow' },
  RJT: { code: 'RJT', label: 'Ditolak', colour: 'red', chipColor: 'error' },
  CNCL: { code: 'CNCL', label: 'Dibatalkan', colour: 'grey', chipColor: 'default' },
  UNKNOWN: { code: 'UNKNOWN', label: 'Unknown', colour: 'grey', chipColor: 'default' },
};

/** Reads a stored or received status code: trims and upper-cases, PAID → FIN, anything else → UNKNOWN. */
export function normaliseLoanStatus(code: string | null | undefined): LoanStatusReading {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === 'PAID') return 'FIN';
  return (LOAN_STATUS_CODES as readonly string[]).includes(upper) ? (upper as LoanStatusCode) : 'UNKNOWN';
}

/** Label and chip colour for any status code (normalised first). */
export function describeLoanStatus(code: string | null | undefined): LoanStatusInfo {
  return STATUS_INFO[normaliseLoanStatus(code)];
}

/** True for NEW, APV and FUN (after normalising): loans that block a third application. */
export function isUnfinishedStatus(code: string | null | undefined): boolean {
  const status = normaliseLoanStatus(code);
  return status !== 'UNKNOWN' && UNFINISHED_LOAN_STATUSES.includes(status);
}

/** Loans whose money the member received: funded and running, or finished (PAID reads as FIN). */
export const BORROWED_LOAN_STATUSES: readonly LoanStatusCode[] = ['FUN', 'FIN'];

/**
 * True when the loan's amount belongs in the history's total row: it was funded (FUN or FIN). An application
 * still under approval, rejected or cancelled borrowed nothing, so adding it would overstate what was borrowed.
 */
export function countsTowardLoanTotal(code: string | null | undefined): boolean {
  const status = normaliseLoanStatus(code);
  return status !== 'UNKNOWN' && BORROWED_LOAN_STATUSES.includes(status);
}

/** Application type (JenisPengajuan) of a regular application. */
export const APPLICATION_TYPE_NEW = 'NEW';
/** Application type of an approver's counter-offer (lower amount and/or shorter tenor). */
export const APPLICATION_TYPE_NST = 'NST';
export type ApplicationType = typeof APPLICATION_TYPE_NEW | typeof APPLICATION_TYPE_NST;

/** True when the application is a counter-offer (type NST), whatever its case or padding. */
export function isCounterOffer(applicationType: string | null | undefined): boolean {
  return (applicationType ?? '').trim().toUpperCase() === APPLICATION_TYPE_NST;
}

/** Label of an application type for the history detail dialog. */
export function describeApplicationType(applicationType: string | null | undefined): string {
  return isCounterOffer(applicationType) ? 'Penawaran Ulang (NST)' : 'Pengajuan Baru';
}

/**
 * The member may cancel only a NEW application that HC has not touched (no checklist, no recommendation)
 * and that is not a counter-offer (docs/product/loans.md#loan-statuses card actions, docs/product approval chain).
 */
export function canCancelApplication(input: {
  status: string | null | undefined;
  applicationType: string | null | undefined;
  hcChecklist: number | null | undefined;
  hcRecommendation: string | null | undefined;
}): boolean {
  const hasHcActed = input.hcChecklist === 1 || Boolean(input.hcRecommendation?.trim());
  return normaliseLoanStatus(input.status) === 'NEW' && !hasHcActed && !isCounterOffer(input.applicationType);
}
