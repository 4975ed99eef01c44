import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Checked by hand, not with zod: the header (and so this call) is in the first chunk, zod is not.
function readCount(data: unknown): number {
  const count = (data as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
}

/** GET /notifications/unread-count: how many of the member's notifications are unread. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const reply = await api.get<unknown>('/notifications/unread-count', signal);
  return readCount(reply.data);
}

/** The header bell's badge; refreshed after a notification is read. */
export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 60 * 1000,
  });

export function useUnreadCount(isEnabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled: isEnabled });
}
