import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { staffQueryKey } from '@/lib/staff-keys';

/** POST /admin/members/{id}/deactivate or /reset-password; resolves with the server's message. */
export async function runMemberAction(id: number, action: 'deactivate' | 'reset-password'): Promise<string> {
  return (await staffApi.post(`/admin/members/${id}/${action}`, {})).message;
}

export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'deactivate' | 'reset-password') => runMemberAction(id, action),
    // The member's list row, detail and in-flight applications all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
