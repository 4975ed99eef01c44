/** The prerequisite popups of docs/product/validation.md, word for word. */
export const GATE_MESSAGES = {
  product: 'Pilih Tujuan Pinjaman terlebih dahulu',
  selfie: 'Upload Selfie dengan KTP/ID Card terlebih dahulu',
  form: 'Upload Form Pengajuan terlebih dahulu',
  supporting: 'Upload dokumen pendukung terlebih dahulu',
  amount: 'Jumlah pinjaman harus dipilih terlebih dahulu',
  terms: 'Klik setuju dengan syarat dan ketentuan terlebih dahulu',
} as const;

export type Requirement = keyof typeof GATE_MESSAGES;

/** What the member is trying to do: pick a selfie, pick a document, move the amount, pick a tenor, submit. */
export type GateAction = 'selfie' | 'document' | 'amount' | 'tenor' | 'submit';

/** How far the member has come. `amount` in Rupiah (0 = not chosen). */
export type FormProgress = {
  hasProduct: boolean;
  hasSelfie: boolean;
  hasForm: boolean;
  hasSupporting: boolean;
  amount: number;
  hasAgreed: boolean;
};

const UPLOADS: Requirement[] = ['product', 'selfie', 'form', 'supporting'];

/** docs/product/loans.md#loan-statuses "Application flow gating": purpose, selfie, form and supporting document, amount, terms, submit. */
const REQUIREMENTS: Record<GateAction, Requirement[]> = {
  selfie: ['product'],
  document: ['product', 'selfie'],
  amount: UPLOADS,
  tenor: [...UPLOADS, 'amount'],
  submit: [...UPLOADS, 'amount', 'terms'],
};

function isMet(requirement: Requirement, progress: FormProgress): boolean {
  switch (requirement) {
    case 'product':
      return progress.hasProduct;
    case 'selfie':
      return progress.hasSelfie;
    case 'form':
      return progress.hasForm;
    case 'supporting':
      return progress.hasSupporting;
    case 'amount':
      return progress.amount > 0;
    case 'terms':
      return progress.hasAgreed;
  }
}

/** The first prerequisite of `action` still missing, in the documented order, or null when all are met. */
export function findMissingRequirement(action: GateAction, progress: FormProgress): Requirement | null {
  return REQUIREMENTS[action].find((requirement) => !isMet(requirement, progress)) ?? null;
}

/** The popup for the first prerequisite of `action` still missing, in the documented order, or null when all are met. */
export function findMissingPrerequisite(action: GateAction, progress: FormProgress): string | null {
  const missing = findMissingRequirement(action, progress);
  return missing ? GATE_MESSAGES[missing] : null;
}

/**
 * Whether a missing `requirement` takes the chosen amount back to 0 (docs/product/validation.md). Only a missing product, selfie or
 * document does: the amount was chosen for what those describe. Forgetting the terms box keeps the amount and its
 * instalment, so ticking the box is all that is left to do.
 */
export function resetsAmount(requirement: Requirement): boolean {
  return UPLOADS.includes(requirement);
}
