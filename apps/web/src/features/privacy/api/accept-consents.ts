import type { ConsentAcceptRequest, consentStatusSchema } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { ApiError, api } from '@/lib/api-client';
import { getConsentStatusQueryOptions } from './get-consent-status';

/** POST /privacy/consents: the member agrees to the versions the gate showed them (409 when a newer one came). */
export async function acceptConsents(request: ConsentAcceptRequest) {
  const reply = await api.post<unknown>('/privacy/consents', request);
  return declaredData<typeof consentStatusSchema>(reply.data);
}

export function useAcceptConsents() {
  const queryClient = useQueryClient();
  const { queryKey } = getConsentStatusQueryOptions();
  return useMutation({
    mutationFn: acceptConsents,
    onSuccess: (status) => queryClient.setQueryData(queryKey, status),
    // A newer version came out while the gate was open: show it instead of the one just refused.
    onError: (error) =>
      error instanceof ApiError && error.code === 409
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  });
}
