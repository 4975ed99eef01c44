import type { MemberShu, memberShuListSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** GET /SHU/{nik}: the member's SHU of each posted year, newest first, with the computation in words. */
export async function getShu(nik: string, signal?: AbortSignal): Promise<MemberShu[]> {
  const reply = await api.get<unknown>(`/SHU/${encodeURIComponent(nik)}`, signal);
  return declaredData<typeof memberShuListSchema>(reply.data);
}

export const getShuQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'shu', nik],
    queryFn: ({ signal }) => getShu(nik ?? '', signal),
  });

export function useShu(nik: string | undefined) {
  return useQuery({ ...getShuQueryOptions(nik), enabled: Boolean(nik) });
}
