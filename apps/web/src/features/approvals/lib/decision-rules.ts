import {
  computeInstalment,
  type DecisionRequest,
  type HcReview,
  LOAN_AMOUNT_STEP,
  MIN_LOAN_AMOUNT,
  TENOR_OPTIONS,
} from '@kopkar/domain';

export type DecisionAction = DecisionRequest['action'];

/** What the decision panel holds before it becomes a request. `mode` is 'hc' at step 1, else 'approver'. */
export type DecisionDraft = {
  mode: 'hc' | 'approver';
  checklist: boolean;
  recommendation: 'YES' | 'NO' | '';
  hcNote: string;
  notes: string;
  reason: string;
  offeredAmount: number | null;
  offeredTenor: number | null;
};

export type DecisionField =
  | 'checklist'
  | 'recommendation'
  | 'hcNote'
  | 'reason'
  | 'offeredAmount'
  | 'offeredTenor';
export type DecisionErrors = Partial<Record<DecisionField, string>>;

/** The requested terms a counter-offer must stay under. */
export type RequestedTerms = { LoanAmount: number; Tenor: number };

export const emptyDecisionDraft = (mode: DecisionDraft['mode']): DecisionDraft => ({
  mode,
  checklist: false,
  recommendation: '',
  hcNote: '',
  notes: '',
  reason: '',
  offeredAmount: null,
  offeredTenor: null,
});

function checkHcFields(draft: DecisionDraft, action: DecisionAction): DecisionErrors {
  const errors: DecisionErrors = {};
  if (action === 'APPROVE' && !draft.checklist) errors.checklist = 'Centang checklist sebelum menyetujui';
  if (!draft.recommendation) errors.recommendation = 'Pilih rekomendasi HC';
  if (!draft.hcNote.trim()) errors.hcNote = 'Catatan HC wajib diisi';
  return errors;
}

/** Tenors an approver may offer: the standard options up to the requested tenor. */
export function listOfferTenors(requestedTenor: number): number[] {
  return TENOR_OPTIONS.filter((tenor) => tenor <= requestedTenor);
}

/** The counter-offer rules: amount ≥ 500.000 in steps of 500.000, both ≤ requested, at least one lower. */
export function checkCounterOffer(
  offeredAmount: number | null,
  offeredTenor: number | null,
  requested: RequestedTerms,
): DecisionErrors {
  const errors: DecisionErrors = {};
  if (offeredAmount === null || !Number.isInteger(offeredAmount)) {
    errors.offeredAmount = 'Jumlah penawaran wajib diisi';
  } else if (offeredAmount < MIN_LOAN_AMOUNT) {
    errors.offeredAmount = 'Minimal Rp 500.000';
  } else if (offeredAmount % LOAN_AMOUNT_STEP !== 0) {
    errors.offeredAmount = 'Harus kelipatan Rp 500.000';
  } else if (offeredAmount > requested.LoanAmount) {
    errors.offeredAmount = 'Tidak boleh melebihi jumlah yang diajukan';
  }
  if (offeredTenor === null || !listOfferTenors(requested.Tenor).includes(offeredTenor)) {
    errors.offeredTenor = 'Pilih tenor yang tidak melebihi tenor yang diajukan';
  }
  if (
    !errors.offeredAmount &&
    !errors.offeredTenor &&
    offeredAmount === requested.LoanAmount &&
    offeredTenor === requested.Tenor
  ) {
    errors.offeredAmount = 'Turunkan jumlah atau tenor dari yang diajukan';
  }
  return errors;
}

/** The instalment of a counter-offer (integer Rupiah), or null while the offer is not valid yet. */
export function computeOfferInstalment(
  offeredAmount: number | null,
  offeredTenor: number | null,
  effectiveRatePercent: number,
): number | null {
  if (offeredAmount === null || offeredTenor === null) return null;
  if (offeredAmount < MIN_LOAN_AMOUNT || offeredAmount % LOAN_AMOUNT_STEP !== 0) return null;
  return computeInstalment(offeredAmount, effectiveRatePercent, offeredTenor);
}

const trimmedOrUndefined = (text: string) => (text.trim() ? text.trim() : undefined);

/**
 * Turns the panel into the decision request, or the field errors that stop it. HC must fill the checklist
 * (ticked to approve), a recommendation and a note, and cannot counter-offer; a rejection needs a reason.
 */
export function buildDecisionRequest(
  draft: DecisionDraft,
  action: DecisionAction,
  requested: RequestedTerms,
): { request: DecisionRequest } | { errors: DecisionErrors } {
  let errors: DecisionErrors = draft.mode === 'hc' ? checkHcFields(draft, action) : {};
  if (action === 'REJECT' && !draft.reason.trim()) errors.reason = 'Alasan penolakan wajib diisi';
  if (action === 'COUNTER_OFFER') {
    if (draft.mode === 'hc') return { errors: { offeredAmount: 'HC tidak dapat memberi penawaran' } };
    errors = { ...errors, ...checkCounterOffer(draft.offeredAmount, draft.offeredTenor, requested) };
  }
  if (Object.keys(errors).length > 0) return { errors };
  const hcPart: { hc?: HcReview } =
    draft.mode === 'hc' && draft.recommendation
      ? {
          hc: { checklist: draft.checklist, recommendation: draft.recommendation, note: draft.hcNote.trim() },
        }
      : {};
  switch (action) {
    case 'APPROVE':
      return { request: { action, notes: trimmedOrUndefined(draft.notes), ...hcPart } };
    case 'REJECT':
      return { request: { action, reason: draft.reason.trim(), ...hcPart } };
    case 'COUNTER_OFFER':
      return {
        request: {
          action,
          offeredAmount: draft.offeredAmount as number,
          offeredTenor: draft.offeredTenor as number,
          notes: trimmedOrUndefined(draft.notes),
        },
      };
  }
}
