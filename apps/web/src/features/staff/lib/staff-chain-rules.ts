import { CHAIN_APPROVER_STEPS_MAX, CHAIN_APPROVER_STEPS_MIN, type ReplaceChainRequest } from '@kopkar/domain';

/** The fixed first step of every chain. */
export const HC_JOB_TITLE = 'Human Capital';

/** The editable part of a chain: the approver job titles after the HC step, in order. */
export type ApproverTitles = readonly string[];

export const canAddApprover = (titles: ApproverTitles) => titles.length < CHAIN_APPROVER_STEPS_MAX;
export const canRemoveApprover = (titles: ApproverTitles) => titles.length > CHAIN_APPROVER_STEPS_MIN;

/** Appends an empty approver step, unless the chain already has the maximum. */
export function addApprover(titles: ApproverTitles): string[] {
  return canAddApprover(titles) ? [...titles, ''] : [...titles];
}

/** Removes one approver step, never below the minimum. */
export function removeApprover(titles: ApproverTitles, index: number): string[] {
  return canRemoveApprover(titles) ? titles.filter((_, at) => at !== index) : [...titles];
}

/** Swaps a step with its neighbour (`direction` -1 up, +1 down); out of range leaves the order as is. */
export function moveApprover(titles: ApproverTitles, index: number, direction: -1 | 1): string[] {
  const target = index + direction;
  const next = [...titles];
  const current = next[index];
  const other = next[target];
  if (current === undefined || other === undefined) return next;
  next[index] = other;
  next[target] = current;
  return next;
}

/** Per-step errors (index → message) and a chain-level error; empty when the chain can be saved. */
export type ChainErrors = { steps: Record<number, string>; chain?: string };

export function checkApprovers(titles: ApproverTitles): ChainErrors {
  const errors: ChainErrors = { steps: {} };
  titles.forEach((title, index) => {
    if (!title.trim()) errors.steps[index] = 'Jabatan wajib diisi';
    else if (title.trim().length > 120) errors.steps[index] = 'Maksimal 120 karakter';
  });
  if (titles.length < CHAIN_APPROVER_STEPS_MIN || titles.length > CHAIN_APPROVER_STEPS_MAX) {
    errors.chain = 'Rantai persetujuan: HC lalu 1–3 approver';
  }
  return errors;
}

export const hasChainErrors = (errors: ChainErrors) =>
  errors.chain !== undefined || Object.keys(errors.steps).length > 0;

/** The PUT body: step 1 HC, then the approvers in order (titles trimmed). */
export function buildChainRequest(titles: ApproverTitles, hcTitle = HC_JOB_TITLE): ReplaceChainRequest {
  return {
    steps: [
      { role: 'HC', jobTitle: hcTitle },
      ...titles.map((title) => ({ role: 'APPROVER' as const, jobTitle: title.trim() })),
    ],
  };
}

/** The approver titles of a stored chain (everything after step 1, by step number). */
export function readApproverTitles(
  chain: readonly { stepNo: number; role: string; jobTitle: string }[],
): string[] {
  return [...chain]
    .sort((a, b) => a.stepNo - b.stepNo)
    .filter((step) => step.role !== 'HC')
    .map((step) => step.jobTitle);
}
