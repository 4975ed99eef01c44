/** The password-reset journey (docs/product/data.md "OTP record"): nik and id, then the verified code, in sessionStorage. */
export type ResetFlow = { nik: string; id: string; otp_code?: string };

const KEY = 'otp';

export function readResetFlow(): ResetFlow | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ResetFlow>;
    if (typeof parsed.nik !== 'string' || typeof parsed.id !== 'string') return null;
    return {
      nik: parsed.nik,
      id: parsed.id,
      otp_code: typeof parsed.otp_code === 'string' ? parsed.otp_code : undefined,
    };
  } catch {
    return null;
  }
}

export function saveResetFlow(flow: ResetFlow): void {
  sessionStorage.setItem(KEY, JSON.stringify(flow));
}

export function clearResetFlow(): void {
  sessionStorage.removeItem(KEY);
}
