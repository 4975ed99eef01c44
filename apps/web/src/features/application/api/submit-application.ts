import type { LoanApplication, SubmittedApplication, submittedApplicationSchema } from '@kopkar/domain';
import { useMutation } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

type SubmitInput = { payload: LoanApplication; idempotencyKey: string };

/**
 * POST /PengajuanPinjaman: one JSON body with the three files as base64 data URLs. The Idempotency-Key is made
 * once per form visit, so a repeated click or a retried request cannot create a second application.
 */
export async function submitApplication({
  payload,
  idempotencyKey,
}: SubmitInput): Promise<SubmittedApplication> {
  const reply = await api.post<unknown>('/PengajuanPinjaman', payload, { 'Idempotency-Key': idempotencyKey });
  return declaredData<typeof submittedApplicationSchema>(reply.data);
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
