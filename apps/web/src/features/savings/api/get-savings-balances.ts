import type { SavingsBalancesReply, savingsBalancesSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** GET /Simpanan/{nik}: the three balances, their total and what sukarela has free to withdraw. */
export async function getSavingsBalances(nik: string, signal?: AbortSignal): Promise<SavingsBalancesReply> {
  const reply = await api.get<unknown>(`/Simpanan/${encodeURIComponent(nik)}`, signal);
  return declaredData<typeof savingsBalancesSchema>(reply.data);
}

export const getSavingsBalancesQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'balances', nik],
    queryFn: ({ signal }) => getSavingsBalances(nik ?? '', signal),
  });

export function useSavingsBalances(nik: string | undefined) {
  return useQuery({ ...getSavingsBalancesQueryOptions(nik), enabled: Boolean(nik) });
}
