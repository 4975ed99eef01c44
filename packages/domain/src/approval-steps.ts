import { isCounterOffer, normaliseLoanStatus } from './loan-status';

/** How one step of the status dialog's stepper is drawn (SPEC §4 "Approval stepper"). */
export type ApprovalStepState = 'complete' | 'failed' | 'offer' | 'active' | 'pending';

export type ApprovalStepView = {
  label: string;
  state: ApprovalStepState;
  decidedBy: string | null;
  notes: string | null;
  decidedAt: string | null;
};

export type ApprovalStepsInput = {
  applicantName: string;
  /** Loan status code of the application (NEW, APV, FUN, FIN, RJT, CNCL …). */
  status: string;
  /** Application type: NEW or NST (counter-offer). */
  type: string;
  /** The company's chain after the applicant, in order (HC first), from /StatusApproval. */
  chain: readonly { step: number; jobtitle: string }[];
  /** Decisions from /HistoryApproval. */
  history: readonly {
    step: number;
    Approvalby: string;
    ApprovalStatus: string;
    Notes: string | null;
    DecidedAt: string;
  }[];
};

/** Approver steps shown after HC for a regular application (SPEC §4: up to three). */
const MAX_APPROVERS = 3;

/**
 * Derives the stepper: the applicant, then the chain. A step is failed when its approver rejected and complete
 * when approved; the applicant step fails when the loan is RJT or CNCL with no decision at all. A counter-offer
 * (NST) shows only the applicant and the final approver. The first undecided step of a NEW application is active.
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
  const shown = isCounterOffer(input.type)
    ? approvers.slice(-1)
    : [...(hc ? [hc] : []), ...approvers.slice(0, MAX_APPROVERS)];
  let isActiveAssigned = status !== 'NEW';
  const steps = shown.map((step): ApprovalStepView => {
    const decision = [...input.history].reverse().find((entry) => entry.step === step.step);
    const view = {
      label: step.jobtitle,
      decidedBy: decision?.Approvalby ?? null,
      notes: decision?.Notes ?? null,
      decidedAt: decision?.DecidedAt ?? null,
    };
    if (decision?.ApprovalStatus === 'APV') return { ...view, state: 'complete' };
    if (decision?.ApprovalStatus === 'RJT') return { ...view, state: 'failed' };
    if (decision?.ApprovalStatus === 'NST') return { ...view, state: 'offer' };
    if (!isActiveAssigned) {
      isActiveAssigned = true;
      return { ...view, state: 'active' };
    }
    return { ...view, state: 'pending' };
  });
  return [applicant, ...steps];
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
