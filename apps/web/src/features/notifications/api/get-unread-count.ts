import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** GET /notifications/unread-count: how many of the member's notifications are unread. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const reply = await api.get<unknown>('/notifications/unread-count', signal);
  return unreadCountSchema.parse(reply.data).count;
}

/** The header bell's badge; refreshed when the tab regains focus and after a notification is read. */
export function useUnreadCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: isEnabled,
    staleTime: 60 * 1000,
  });
}
