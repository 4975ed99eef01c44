import type { User } from '@kopkar/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /me: the member as the server knows them now. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const reply = await api.get<User>('/me', signal);
  return reply.data;
}

/** The one ['me'] entry: the layout's refresh, the application form, and every change that alters the member. */
export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60 * 1000 });
