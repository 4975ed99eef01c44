import type { SavingsKind, SavingsMutationPage, savingsMutationPageSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

export type MutationFilter = { jenis: SavingsKind; from: string; to: string; page: number };

/** GET /Simpanan/{nik}/mutasi: one page of a kind's movements, newest first. */
export async function getSavingsMutations(
  nik: string,
  filter: MutationFilter,
  signal?: AbortSignal,
): Promise<SavingsMutationPage> {
  const query = new URLSearchParams({ jenis: filter.jenis, page: String(filter.page) });
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  const reply = await api.get<unknown>(`/Simpanan/${encodeURIComponent(nik)}/mutasi?${query}`, signal);
  return declaredData<typeof savingsMutationPageSchema>(reply.data);
}

export const getSavingsMutationsQueryOptions = (nik: string | undefined, filter: MutationFilter) =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'mutations', nik, filter],
    queryFn: ({ signal }) => getSavingsMutations(nik ?? '', filter, signal),
    placeholderData: keepPreviousData,
  });

export function useSavingsMutations(nik: string | undefined, filter: MutationFilter) {
  return useQuery({ ...getSavingsMutationsQueryOptions(nik, filter), enabled: Boolean(nik) });
}
