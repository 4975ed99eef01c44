import type { adminSavingsWithdrawalSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/savings/withdrawals: withdrawals to approve and to pay, oldest first. */
export async function getWithdrawalQueue(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/savings/withdrawals', signal);
  return declaredList<typeof adminSavingsWithdrawalSchema>(reply.data);
}

export const getWithdrawalQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'savings', 'withdrawals'],
    queryFn: ({ signal }) => getWithdrawalQueue(signal),
  });

export function useWithdrawalQueue() {
  return useQuery(getWithdrawalQueueQueryOptions());
}
