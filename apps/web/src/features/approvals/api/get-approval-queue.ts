import type { approvalQueueItemSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/approvals/queue: applications whose current step is the signed-in staff member's, oldest first. */
export async function getApprovalQueue(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/approvals/queue', signal);
  return declaredList<typeof approvalQueueItemSchema>(reply.data);
}

export const getApprovalQueueQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'approvals'], queryFn: ({ signal }) => getApprovalQueue(signal) });

export function useApprovalQueue() {
  return useQuery(getApprovalQueueQueryOptions());
}
