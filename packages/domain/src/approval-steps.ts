import { isCounterOffer, normaliseLoanStatus } from './loan-status';

/**
 * How one step of the status dialog's stepper is drawn (docs/product/loans.md#loan-statuses "Approval stepper"): decided (complete, failed,
 * offer: this step made the counter-offer), active (deciding now), pending (still to come) or skipped (a step a
 * counter-offer's answer no longer needs, or one the application never reached after it ended).
 */
export type ApprovalStepState = 'complete' | 'failed' | 'offer' | 'active' | 'pending' | 'skipped';

export type ApprovalStepView = {
  label: string;
  state: ApprovalStepState;
  decidedBy: string | null;
  notes: string | null;
  decidedAt: string | null;
};

type Decision = {
  step: number;
  Approvalby: string;
  ApprovalStatus: string;
  Notes: string | null;
  DecidedAt: string;
};

export type ApprovalStepsInput = {
  applicantName: string;
  /** Loan status code of the application (NEW, APV, FUN, FIN, RJT, CNCL …). */
  status: string;
  /** Application type: NEW or NST (counter-offer). */
  type: string;
  /** The company's chain after the applicant, in order (HC first), from /StatusApproval. */
  chain: readonly { step: number; jobtitle: string }[];
  /** Decisions from /HistoryApproval, oldest first. */
  history: readonly Decision[];
};

/** Approver steps shown after HC (docs/product/loans.md#loan-statuses: up to three). */
const MAX_APPROVERS = 3;

type ChainStep = ApprovalStepsInput['chain'][number];

const DECIDED_STATES: Readonly<Record<string, ApprovalStepState>> = {
  APV: 'complete',
  RJT: 'failed',
  NST: 'offer',
};

function viewOf(step: ChainStep, decision: Decision | undefined, state: ApprovalStepState): ApprovalStepView {
  return {
    label: step.jobtitle,
    state,
    decidedBy: decision?.Approvalby ?? null,
    notes: decision?.Notes ?? null,
    decidedAt: decision?.DecidedAt ?? null,
  };
}

/** The latest decision on `step` among `decisions`. */
const latestOn = (decisions: readonly Decision[], step: number) =>
  decisions.findLast((entry) => entry.step === step);

/**
 * Derives the stepper: the applicant, then HC and up to three approvers. A step is failed when its approver
 * rejected and complete when approved; the applicant step fails when the loan is RJT or CNCL with no decision
 * at all; the first undecided step of a NEW application is active. A counter-offer keeps the same chain (see
 * deriveCounterOfferSteps).
 */
export function deriveApprovalSteps(input: ApprovalStepsInput): ApprovalStepView[] {
  const status = normaliseLoanStatus(input.status);
  const isEnded = status === 'RJT' || status === 'CNCL';
  const applicant: ApprovalStepView = {
    label: input.applicantName,
    state: isEnded && input.history.length === 0 ? 'failed' : 'complete',
    decidedBy: null,
    notes: null,
    decidedAt: null,
  };
  const [hc, ...approvers] = input.chain;
  const shown = [...(hc ? [hc] : []), ...approvers.slice(0, MAX_APPROVERS)];
  const offerIndex = isCounterOffer(input.type)
    ? input.history.findLastIndex((entry) => entry.ApprovalStatus === 'NST')
    : -1;
  if (offerIndex !== -1) return [applicant, ...deriveCounterOfferSteps(input, shown, offerIndex)];

  let isActiveAssigned = status !== 'NEW';
  const steps = shown.map((step): ApprovalStepView => {
    const decision = latestOn(input.history, step.step);
    const decided = decision && DECIDED_STATES[decision.ApprovalStatus];
    if (decided) return viewOf(step, decision, decided);
    if (!isActiveAssigned) {
      isActiveAssigned = true;
      return viewOf(step, undefined, 'active');
    }
    return viewOf(step, undefined, 'pending');
  });
  return [applicant, ...steps];
}

/**
 * A counter-offer's chain as it went (docs/product/loans.md#counter-offer): the steps before the offer with their
 * decisions, the step that made the offer, then only the final approver — the steps in between are skipped,
 * since an accepted offer needs only the final step. The final step waits while the member has not answered
 * (RJT), decides once the offer is accepted (NEW, then its decision) and is skipped when the member declined
 * (CNCL). When the final approver made the offer itself, its decision on the accepted offer is a step of its own.
 */
function deriveCounterOfferSteps(
  input: ApprovalStepsInput,
  shown: readonly ChainStep[],
  offerIndex: number,
): ApprovalStepView[] {
  const status = normaliseLoanStatus(input.status);
  const offer = input.history[offerIndex] as Decision;
  const before = input.history.slice(0, offerIndex);
  const after = input.history.slice(offerIndex + 1);
  const final = shown.at(-1);
  const finalDecision = final && latestOn(after, final.step);
  const finalState = (): ApprovalStepState => {
    const decided = finalDecision && DECIDED_STATES[finalDecision.ApprovalStatus];
    if (decided) return decided;
    if (status === 'NEW') return 'active';
    return status === 'CNCL' ? 'skipped' : 'pending';
  };

  const steps = shown.map((step): ApprovalStepView => {
    if (step.step === offer.step) return viewOf(step, offer, 'offer');
    if (step.step < offer.step) {
      const decision = latestOn(before, step.step);
      return viewOf(step, decision, (decision && DECIDED_STATES[decision.ApprovalStatus]) ?? 'skipped');
    }
    if (step !== final) return viewOf(step, undefined, 'skipped');
    return viewOf(step, finalDecision, finalState());
  });
  const isAnswered = status !== 'RJT' || finalDecision !== undefined;
  if (final && final.step === offer.step && isAnswered && status !== 'CNCL') {
    steps.push(viewOf(final, finalDecision, finalState()));
  }
  return steps;
}

/** Texts for "Alasan Reject/Cancel": the reason stored on the application and every rejecting note. */
export function collectRejectReasons(
  rejectReason: string | null,
  history: readonly { ApprovalStatus: string; Notes: string | null }[],
): string[] {
  const notes = history
    .filter((entry) => entry.ApprovalStatus === 'RJT' && entry.Notes)
    .map((entry) => entry.Notes as string);
  return [...new Set([...(rejectReason ? [rejectReason] : []), ...notes])];
}
