import type { equityChangesSchema, ReportPeriod } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/reports/perubahan-ekuitas?from=&to=: each equity account's opening, movements and closing over [from, to]. */
export async function getEquityChanges(period: ReportPeriod, signal?: AbortSignal) {
  const query = new URLSearchParams(period).toString();
  const reply = await staffApi.get<unknown>(`/admin/reports/perubahan-ekuitas?${query}`, signal);
  return declaredData<typeof equityChangesSchema>(reply.data);
}

export const getEquityChangesQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'reports', 'perubahan-ekuitas', period.from, period.to],
    queryFn: ({ signal }) => getEquityChanges(period, signal),
    placeholderData: keepPreviousData,
  });

export function useEquityChanges(period: ReportPeriod) {
  return useQuery(getEquityChangesQueryOptions(period));
}
