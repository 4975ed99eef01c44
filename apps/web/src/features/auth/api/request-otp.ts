import type { Envelope } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /otp/{nik}: always 200 with an id, so the reply never tells whether the NIK exists. */
export function requestOtp(nik: string): Promise<Envelope<{ id: string }>> {
  return api.get<{ id: string }>(`/otp/${encodeURIComponent(nik)}`);
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
