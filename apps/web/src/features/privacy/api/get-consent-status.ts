import type { ConsentStatus, consentStatusSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /privacy/consents: the versions in force, those still to accept, and what the member accepted when. */
export async function getConsentStatus(signal?: AbortSignal): Promise<ConsentStatus> {
  const reply = await api.get<unknown>('/privacy/consents', signal);
  return declaredData<typeof consentStatusSchema>(reply.data);
}

/** Asked once per visit of the member area: versions change with a release, not while a page is open. */
export const getConsentStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy', 'consents'],
    queryFn: ({ signal }) => getConsentStatus(signal),
    staleTime: 10 * 60_000,
  });

export function useConsentStatus() {
  return useQuery(getConsentStatusQueryOptions());
}
