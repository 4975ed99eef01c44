import type { operatingResultSchema, ReportPeriod } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/reports/hasil-usaha?from=&to=: income, expenses and the SHU over [from, to]. */
export async function getOperatingResult(period: ReportPeriod, signal?: AbortSignal) {
  const query = new URLSearchParams(period).toString();
  const reply = await staffApi.get<unknown>(`/admin/reports/hasil-usaha?${query}`, signal);
  return declaredData<typeof operatingResultSchema>(reply.data);
}

export const getOperatingResultQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'reports', 'hasil-usaha', period.from, period.to],
    queryFn: ({ signal }) => getOperatingResult(period, signal),
    placeholderData: keepPreviousData,
  });

export function useOperatingResult(period: ReportPeriod) {
  return useQuery(getOperatingResultQueryOptions(period));
}
