import type { financialPositionSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/reports/posisi-keuangan?date=: aset, liabilitas and ekuitas on `date` (YYYY-MM-DD). */
export async function getFinancialPosition(date: string, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(
    `/admin/reports/posisi-keuangan?date=${encodeURIComponent(date)}`,
    signal,
  );
  return declaredData<typeof financialPositionSchema>(reply.data);
}

export const getFinancialPositionQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'reports', 'posisi-keuangan', date],
    queryFn: ({ signal }) => getFinancialPosition(date, signal),
    placeholderData: keepPreviousData,
  });

export function useFinancialPosition(date: string) {
  return useQuery(getFinancialPositionQueryOptions(date));
}
