import type { outboxStatusSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** How often the open page reads the queues again (ms): a backlog drains or grows within minutes. */
export const OUTBOX_REFRESH_MS = 30_000;

/** GET /admin/outbox: the mail outbox's and reminder deliveries' backlog, outcomes and latest failures. */
export async function getOutboxStatus(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/outbox', signal);
  return declaredData<typeof outboxStatusSchema>(reply.data);
}

export const getOutboxStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'admin-outbox'],
    queryFn: ({ signal }) => getOutboxStatus(signal),
    refetchInterval: OUTBOX_REFRESH_MS,
  });

export function useOutboxStatus() {
  return useQuery(getOutboxStatusQueryOptions());
}
