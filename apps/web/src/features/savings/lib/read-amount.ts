/** Reads whole Rupiah typed with or without thousands dots (`250.000`, `250000`); null when it is not a number. */
export function readAmount(text: string): number | null {
  const digits = text.trim().replace(/[.\s]/g, '').replace(/^Rp/i, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

/** A fresh Idempotency-Key for one confirmed form (crypto.randomUUID is in every browser the portal supports). */
export const newIdempotencyKey = () => crypto.randomUUID();
