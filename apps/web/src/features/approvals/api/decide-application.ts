import type { DecisionRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { staffQueryKey } from '@/lib/staff-keys';

/** POST /admin/applications/{id}/decision; resolves with the server's message. */
export async function decideApplication(id: number, decision: DecisionRequest): Promise<string> {
  const reply = await staffApi.post<unknown>(`/admin/applications/${id}/decision`, decision);
  return reply.message;
}

export function useDecideApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DecisionRequest) => decideApplication(id, decision),
    // A decision changes the queues, the application and the member: every back-office entry is refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
