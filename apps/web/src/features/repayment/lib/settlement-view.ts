import {
  describeSettlementAction,
  describeSettlementStatus,
  normaliseSettlementStatus,
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
