import type { SavingsBalancesReply, savingsBalancesSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /Simpanan/{nik}: home shows the total of the member's savings beside the loan balance. */
export async function getSavingsTotal(nik: string, signal?: AbortSignal): Promise<SavingsBalancesReply> {
  const reply = await api.get<unknown>(`/Simpanan/${encodeURIComponent(nik)}`, signal);
  return declaredData<typeof savingsBalancesSchema>(reply.data);
}

/** The same key as the savings page's balances: one read serves both; a sukarela action refreshes both. */
export const getSavingsTotalQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: ['savings', 'balances', nik],
    queryFn: ({ signal }) => getSavingsTotal(nik ?? '', signal),
  });

export function useSavingsTotal(nik: string | undefined) {
  return useQuery({ ...getSavingsTotalQueryOptions(nik), enabled: Boolean(nik) });
}
