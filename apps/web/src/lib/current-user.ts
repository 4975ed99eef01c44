import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeQueryOptions } from './api/get-me';
import { updateSessionUser, useSession } from './session';

/** Refreshes the stored user once per visit so a changed name, contact or balance shows without re-login. */
export function useRefreshStoredUser(): void {
  const isLoggedIn = useSession() !== null;
  const { data } = useQuery({ ...getMeQueryOptions(), enabled: isLoggedIn });
  useEffect(() => {
    if (data) updateSessionUser(data);
  }, [data]);
}
