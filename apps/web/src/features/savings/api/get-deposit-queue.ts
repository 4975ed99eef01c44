import type { adminSavingsDepositSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/savings/deposits: sukarela deposits waiting for FINANCE, oldest first. */
export async function getDepositQueue(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/savings/deposits', signal);
  return declaredList<typeof adminSavingsDepositSchema>(reply.data);
}

export const getDepositQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'savings', 'deposits'],
    queryFn: ({ signal }) => getDepositQueue(signal),
  });

export function useDepositQueue() {
  return useQuery(getDepositQueueQueryOptions());
}
