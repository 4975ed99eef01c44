import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getNotificationsQueryOptions } from './get-notifications';
import { getUnreadCountQueryOptions } from './get-unread-count';

/** POST /notifications/{id}/read. */
export async function markNotificationRead(notificationId: number): Promise<void> {
  await api.post(`/notifications/${notificationId}/read`);
}

/** Refreshes the member's list and the header's unread count afterwards, whatever the outcome. */
export function useMarkNotificationRead(memberId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions(memberId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey }),
      ]),
  });
}
