import type { SukarelaRequests, sukarelaRequestsSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** GET /Simpanan/{nik}/Sukarela: the member's latest deposits and withdrawals with their status. */
export async function getSukarelaRequests(nik: string, signal?: AbortSignal): Promise<SukarelaRequests> {
  const reply = await api.get<unknown>(`/Simpanan/${encodeURIComponent(nik)}/Sukarela`, signal);
  return declaredData<typeof sukarelaRequestsSchema>(reply.data);
}

export const getSukarelaRequestsQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'requests', nik],
    queryFn: ({ signal }) => getSukarelaRequests(nik ?? '', signal),
  });

export function useSukarelaRequests(nik: string | undefined) {
  return useQuery({ ...getSukarelaRequestsQueryOptions(nik), enabled: Boolean(nik) });
}
