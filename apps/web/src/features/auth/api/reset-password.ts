import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ResetPasswordRequest = { nik: string; new_password: string; id: string; otp_code: string };

/** POST /reset-password. */
export function resetPassword(request: ResetPasswordRequest) {
  return api.post<unknown>('/reset-password', request);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
