import type { reconciliationSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/ledger/reconciliation?date=: each control account against its sub-ledger on `date`. */
export async function getReconciliation(date: string, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(
    `/admin/ledger/reconciliation?date=${encodeURIComponent(date)}`,
    signal,
  );
  return declaredData<typeof reconciliationSchema>(reply.data);
}

export const getReconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'reconciliation', date],
    queryFn: ({ signal }) => getReconciliation(date, signal),
    placeholderData: keepPreviousData,
  });

export function useReconciliation(date: string) {
  return useQuery(getReconciliationQueryOptions(date));
}
