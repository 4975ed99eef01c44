import type { cashFlowSchema, ReportPeriod } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/reports/arus-kas?from=&to=: every movement of kas and bank over [from, to], by activity. */
export async function getCashFlow(period: ReportPeriod, signal?: AbortSignal) {
  const query = new URLSearchParams(period).toString();
  const reply = await staffApi.get<unknown>(`/admin/reports/arus-kas?${query}`, signal);
  return declaredData<typeof cashFlowSchema>(reply.data);
}

export const getCashFlowQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'reports', 'arus-kas', period.from, period.to],
    queryFn: ({ signal }) => getCashFlow(period, signal),
    placeholderData: keepPreviousData,
  });

export function useCashFlow(period: ReportPeriod) {
  return useQuery(getCashFlowQueryOptions(period));
}
