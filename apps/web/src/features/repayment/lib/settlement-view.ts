import {
  describeSettlementAction,
  describeSettlementStatus,
  formatDate,
  normaliseSettlementStatus,
  type PaymentHistoryRow,
  type SettlementAction,
  type SettlementStatusReply,
} from '@kopkar/domain';

/** What the PELUNASAN dialog shows: the proof upload (PT2) or the request form (every other status). */
export type SettlementDialogMode = 'upload' | 'request';

export type SettlementView = {
  /** The report's action button (label, disabled, hidden) per SPEC §2. */
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

/** The repayment page's actions (SPEC §2): 'Lakukan pelunasan' state and whether payment + proof are offered. */
export type RepaymentActions = { request: 'enabled' | 'disabled' | 'hidden'; offersPayment: boolean };

/** None/RJT: request enabled; PT1, PT3: request disabled; PT2: payment and proof; PAI: nothing left to do. */
export function describeRepaymentActions(reply: SettlementStatusReply | undefined): RepaymentActions {
  const status = normaliseSettlementStatus(reply?.statuspelunasan);
  if (status === 'PT2') return { request: 'hidden', offersPayment: true };
  if (status === 'PAI') return { request: 'hidden', offersPayment: false };
  if (status === 'PT1' || status === 'PT3') return { request: 'disabled', offersPayment: false };
  return { request: 'enabled', offersPayment: false };
}

/** One payment-history line as the repayment page shows it: "x dari tenor", due date or Lunas, amount, paid on. */
export function describePaymentLine(row: PaymentHistoryRow): {
  instalment: string;
  due: string;
  amount: number;
  paidOn: string;
} {
  return {
    instalment: `${row.InsSeqNo} dari ${row.Tenor}`,
    due: row.PaidDate ? 'Lunas' : formatDate(row.InstallmentDueDate),
    amount: row.PaidAmount ?? row.InstallmentAmount,
    paidOn: row.PaidDate ? formatDate(row.PaidDate) : '–',
  };
}
