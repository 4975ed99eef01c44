import type { trialBalanceSchema } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';
import { ledgerQueryKey } from './ledger-keys';

/** GET /admin/ledger/trial-balance?date=: every account's balance on `date` (YYYY-MM-DD) and both totals. */
export async function getTrialBalance(date: string, signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(
    `/admin/ledger/trial-balance?date=${encodeURIComponent(date)}`,
    signal,
  );
  return declaredData<typeof trialBalanceSchema>(reply.data);
}

export const getTrialBalanceQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...ledgerQueryKey, 'trial-balance', date],
    queryFn: ({ signal }) => getTrialBalance(date, signal),
    placeholderData: keepPreviousData,
  });

export function useTrialBalance(date: string) {
  return useQuery(getTrialBalanceQueryOptions(date));
}
