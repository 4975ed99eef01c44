import type { Notification, notificationSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** POST /Notifikasi/{memberId}: the member's notifications, newest first. */
export async function getNotifications(memberId: number): Promise<Notification[]> {
  const reply = await api.post<unknown>(`/Notifikasi/${memberId}`);
  return declaredList<typeof notificationSchema>(reply.data);
}

export const getNotificationsQueryOptions = (memberId: number | undefined) =>
  queryOptions({
    queryKey: ['notifications', memberId],
    queryFn: () => getNotifications(memberId ?? 0),
  });

export function useNotifications(memberId: number | undefined) {
  return useQuery({ ...getNotificationsQueryOptions(memberId), enabled: memberId !== undefined });
}
