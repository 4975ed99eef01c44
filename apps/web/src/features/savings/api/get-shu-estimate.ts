import type { memberShuEstimateReplySchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** GET /SHU/{nik}/perkiraan: the member's SHU of this year so far (an estimate), or null without a surplus yet. */
export async function getShuEstimate(nik: string, signal?: AbortSignal) {
  const reply = await api.get<unknown>(`/SHU/${encodeURIComponent(nik)}/perkiraan`, signal);
  return declaredData<typeof memberShuEstimateReplySchema>(reply.data).estimate;
}

export const getShuEstimateQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'shu-estimate', nik],
    queryFn: ({ signal }) => getShuEstimate(nik ?? '', signal),
  });

export function useShuEstimate(nik: string | undefined) {
  return useQuery({ ...getShuEstimateQueryOptions(nik), enabled: Boolean(nik) });
}
