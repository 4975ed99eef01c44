import type { User } from '@kopkar/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { updateSessionUser, useSession } from './session';

/** GET /me: the member as the server knows them now. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const reply = await api.get<User>('/me', signal);
  return reply.data;
}

/** Refreshes the stored user once per visit so a changed name, contact or balance shows without re-login. */
export function useRefreshStoredUser(): void {
  const isLoggedIn = useSession() !== null;
  const { data } = useQuery({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
    enabled: isLoggedIn,
    staleTime: 5 * 60 * 1000,
  });
  useEffect(() => {
    if (data) updateSessionUser(data);
  }, [data]);
}
