import type { fundingQueueItemSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/funding/queue: approved applications waiting for disbursement. */
export async function getFundingQueue(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/funding/queue', signal);
  return declaredList<typeof fundingQueueItemSchema>(reply.data);
}

export const getFundingQueueQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'funding'], queryFn: ({ signal }) => getFundingQueue(signal) });

export function useFundingQueue() {
  return useQuery(getFundingQueueQueryOptions());
}
