import type { SavingsChart, savingsChartSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';
import { savingsQueryKey } from './savings-keys';

/** GET /Simpanan/{nik}/grafik: the total at each of the last twelve months' ends, oldest first. */
export async function getSavingsChart(nik: string, signal?: AbortSignal): Promise<SavingsChart> {
  const reply = await api.get<unknown>(`/Simpanan/${encodeURIComponent(nik)}/grafik`, signal);
  return declaredData<typeof savingsChartSchema>(reply.data);
}

export const getSavingsChartQueryOptions = (nik: string | undefined) =>
  queryOptions({
    queryKey: [...savingsQueryKey, 'chart', nik],
    queryFn: ({ signal }) => getSavingsChart(nik ?? '', signal),
  });

export function useSavingsChart(nik: string | undefined) {
  return useQuery({ ...getSavingsChartQueryOptions(nik), enabled: Boolean(nik) });
}
