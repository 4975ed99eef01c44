import type { DecisionRequest, LoanHistoryItem } from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { ApplicationDetail, QueueItem } from '@/lib/staff-types';

/** GET /admin/approvals/queue: applications whose current step is the signed-in staff member's, oldest first. */
export async function getApprovalQueue(signal?: AbortSignal): Promise<QueueItem[]> {
  return (await staffApi.get<QueueItem[]>('/admin/approvals/queue', signal)).data;
}

export function useApprovalQueue() {
  return useQuery({ queryKey: ['staff', 'approvals'], queryFn: ({ signal }) => getApprovalQueue(signal) });
}

/** GET /admin/applications/{id}: member, terms, schedule, documents, other loans, chain and decisions. */
export async function getApplicationDetail(id: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  return (await staffApi.get<ApplicationDetail>(`/admin/applications/${id}`, signal)).data;
}

export function useApplicationDetail(id: number) {
  return useQuery({
    queryKey: ['staff', 'application', id],
    queryFn: ({ signal }) => getApplicationDetail(id, signal),
  });
}

/** POST /admin/applications/{id}/decision; resolves with the server's message. */
export async function decideApplication(id: number, decision: DecisionRequest): Promise<string> {
  const reply = await staffApi.post<LoanHistoryItem>(`/admin/applications/${id}/decision`, decision);
  return reply.message;
}

export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DecisionRequest) => decideApplication(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
