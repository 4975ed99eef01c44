import {
  describeSettlementAction,
  describeSettlementStatus,
  formatDate,
  formatRupiah,
  normaliseSettlementStatus,
  type PaymentHistoryRow,
  type SettlementAction,
  type SettlementStatusReply,
  todayInJakarta,
} from '@kopkar/domain';

/** What the PELUNASAN dialog shows: the proof upload (PT2) or the request form (every other status). */
export type SettlementDialogMode = 'upload' | 'request';

export type SettlementView = {
  /** The report's action button (label, disabled, hidden) per docs/product/screens.md. */
  action: SettlementAction;
  dialogMode: SettlementDialogMode;
  /** Indonesian status text for the dialog and the repayment page. */
  statusText: string;
  /** Whether a new request may be sent: no request yet, or the last one was rejected. */
  canRequest: boolean;
  /** What the member pays (Rupiah): OSP + Interest, or the frozen quote once approved. */
  amountDue: number;
};

/** Reads the server's settlement status into everything the member pages need to draw. */
export function describeSettlementView(reply: SettlementStatusReply | undefined): SettlementView {
  const status = normaliseSettlementStatus(reply?.statuspelunasan);
  return {
    action: describeSettlementAction(status),
    dialogMode: status === 'PT2' ? 'upload' : 'request',
    statusText: describeSettlementStatus(status),
    canRequest: status === null || status === 'RJT',
    amountDue: reply?.TotalPelunasan ?? 0,
  };
}

/** The notistack variant for the server's icon (success, error, warning, info). */
export function selectToastVariant(icon: string): 'success' | 'error' | 'warning' | 'info' {
  return icon === 'error' || icon === 'warning' || icon === 'info' ? icon : 'success';
}

/** True once the loan is finished: FIN (paid off by payroll or settled) or a confirmed settlement (PAI). */
export function isLoanSettled(
  loanStatus: string | undefined,
  reply: SettlementStatusReply | undefined,
): boolean {
  return loanStatus === 'FIN' || normaliseSettlementStatus(reply?.statuspelunasan) === 'PAI';
}

/** The repayment page's actions (docs/product/screens.md): 'Lakukan pelunasan' state and whether payment + proof are offered. */
export type RepaymentActions = { request: 'enabled' | 'disabled' | 'hidden'; offersPayment: boolean };

/**
 * None/RJT: request enabled; PT1, PT3: request disabled; PT2: payment and proof; PAI, or a loan already finished
 * (FIN, e.g. paid off by payroll): nothing left to do.
 */
export function describeRepaymentActions(
  reply: SettlementStatusReply | undefined,
  loanStatus?: string,
): RepaymentActions {
  const status = normaliseSettlementStatus(reply?.statuspelunasan);
  if (isLoanSettled(loanStatus, reply)) return { request: 'hidden', offersPayment: false };
  if (status === 'PT2') return { request: 'hidden', offersPayment: true };
  if (status === 'PT1' || status === 'PT3') return { request: 'disabled', offersPayment: false };
  return { request: 'enabled', offersPayment: false };
}

/**
 * How and when a paid row was paid. Payroll posts a period before its cut-off and records the cut-off (the 25th,
 * payday) as the payment date (docs/product), so on the 24th a row reads as deducted from tomorrow's salary, not as
 * paid on a day that has not come yet. `today` is the Jakarta date.
 */
function describePayment(row: PaymentHistoryRow, today: string): string {
  if (!row.PaidDate) return '–';
  const date = formatDate(row.PaidDate);
  if (row.PaidBy === 'SETTLEMENT') {
    return row.Pelunasan
      ? `dilunasi ${date} (pelunasan ${formatRupiah(row.Pelunasan.TotalPelunasan)})`
      : `dilunasi ${date}`;
  }
  if (row.PaidBy === 'PAYROLL') {
    return row.PaidDate > today ? `akan dipotong dari gaji ${date}` : `dipotong dari gaji ${date}`;
  }
  return `dibayar ${date}`;
}

/**
 * One payment-history line as the repayment page shows it: "x dari tenor", due date or Lunas, amount, and how and
 * when it was paid. `today` is the Jakarta date (`YYYY-MM-DD`).
 */
export function describePaymentLine(
  row: PaymentHistoryRow,
  today: string = todayInJakarta(),
): {
  instalment: string;
  due: string;
  amount: number;
  paidOn: string;
} {
  return {
    instalment: `${row.InsSeqNo} dari ${row.Tenor}`,
    due: row.PaidDate ? 'Lunas' : formatDate(row.InstallmentDueDate),
    amount: row.PaidAmount ?? row.InstallmentAmount,
    paidOn: describePayment(row, today),
  };
}
