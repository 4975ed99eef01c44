import type { AdminDataRequest, adminDataRequestListSchema, dataRequestSchema } from '@kopkar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

export type DataRequestDecision = 'approve' | 'refuse';

/** GET /admin/data-requests: open requests, overdue first, then by deadline (ADMIN). */
async function getDataRequestQueue(signal?: AbortSignal): Promise<AdminDataRequest[]> {
  const reply = await staffApi.get<unknown>('/admin/data-requests', signal);
  return declaredData<typeof adminDataRequestListSchema>(reply.data);
}

export const getDataRequestQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'data-requests'],
    queryFn: ({ signal }) => getDataRequestQueue(signal),
  });

export function useDataRequestQueue() {
  return useQuery(getDataRequestQueueQueryOptions());
}

/** POST /admin/data-requests/{id}/{approve|refuse}: a refusal carries the reason the member reads. */
async function decideDataRequest(input: { id: number; decision: DataRequestDecision; reason?: string }) {
  const body = input.decision === 'refuse' ? { reason: input.reason ?? '' } : {};
  const reply = await staffApi.post<unknown>(`/admin/data-requests/${input.id}/${input.decision}`, body);
  declaredData<typeof dataRequestSchema>(reply.data);
  return reply.message;
}

export function useDecideDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getDataRequestQueueQueryOptions().queryKey }),
  });
}
