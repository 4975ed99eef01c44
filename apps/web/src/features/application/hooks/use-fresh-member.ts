import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeQueryOptions } from '@/lib/api/get-me';
import { updateSessionUser } from '@/lib/session';

/**
 * GET /me on every visit of the form, so the maximum loan and contribution balance are today's, and the stored
 * user is refreshed with them. Shares the ['me'] cache with the layout's refresh.
 */
export function useFreshMember(isSignedIn: boolean) {
  const query = useQuery({
    ...getMeQueryOptions(),
    enabled: isSignedIn,
    refetchOnMount: 'always',
    retry: false,
  });
  useEffect(() => {
    if (query.data) updateSessionUser(query.data);
  }, [query.data]);
  return query;
}
