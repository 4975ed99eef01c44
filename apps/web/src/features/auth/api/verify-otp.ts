import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type VerifyOtpRequest = { nik: string; otp_code: string; id: string };

/** POST /otp/verifikasi. */
export function verifyOtp(request: VerifyOtpRequest) {
  return api.post<unknown>('/otp/verifikasi', request);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
