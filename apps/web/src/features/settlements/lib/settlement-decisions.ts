import { SETTLEMENT_QUOTE_VALID_DAYS } from '@kopkar/domain';
import type { SettlementDecision } from '../api/decide-settlement';

export type SettlementDecisionView = {
  decision: SettlementDecision;
  label: string;
  /** The question asked before the decision is sent. */
  question: string;
  /** Reject and send-back tell the member why. */
  needsReason: boolean;
  colour: 'primary' | 'error';
};

const DECISIONS: Record<SettlementDecision, SettlementDecisionView> = {
  approve: {
    decision: 'approve',
    label: 'Setujui',
    question: `Setujui pelunasan? Nominal dibekukan ${SETTLEMENT_QUOTE_VALID_DAYS} hari dan anggota diminta membayar.`,
    needsReason: false,
    colour: 'primary',
  },
  reject: {
    decision: 'reject',
    label: 'Tolak',
    question: 'Tolak pengajuan pelunasan ini?',
    needsReason: true,
    colour: 'error',
  },
  confirm: {
    decision: 'confirm',
    label: 'Konfirmasi Lunas',
    question: 'Dana sudah diterima? Pinjaman akan ditandai lunas dan tidak dapat dibatalkan.',
    needsReason: false,
    colour: 'primary',
  },
  'send-back': {
    decision: 'send-back',
    label: 'Kembalikan',
    question: 'Kembalikan bukti transfer ke anggota?',
    needsReason: true,
    colour: 'error',
  },
};

/** The decisions FINANCE has on a request in this status (docs/product/loans.md#early-settlement). */
export function listSettlementDecisions(status: string): SettlementDecisionView[] {
  if (status === 'PT1') return [DECISIONS.approve, DECISIONS.reject];
  if (status === 'PT3') return [DECISIONS.confirm, DECISIONS['send-back']];
  return [];
}

/** The question for one decision (the confirmation dialog). */
export function describeSettlementDecision(decision: SettlementDecision): SettlementDecisionView {
  return DECISIONS[decision];
}
