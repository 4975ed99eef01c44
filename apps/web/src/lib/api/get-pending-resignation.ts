import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /Keluar, read for one thing: whether the member's resignation waits for FINANCE. While it does, the server
 * refuses a sukarela withdrawal and a loan application (docs/decisions/0017-former-member-access.md); the forms
 * say so before the member fills anything.
 */
async function hasPendingResignation(signal?: AbortSignal): Promise<boolean> {
  const reply = await api.get<{ request: { status: string } | null } | null>('/Keluar', signal);
  return reply.data?.request?.status === 'PENDING';
}

export const getPendingResignationQueryOptions = () =>
  queryOptions({
    queryKey: ['resignation', 'pending'],
    queryFn: ({ signal }) => hasPendingResignation(signal),
    // Withdrawing the request on /account/keluar must reopen the forms on the next visit.
    refetchOnMount: 'always',
  });

export function usePendingResignation(isEnabled = true) {
  return useQuery({ ...getPendingResignationQueryOptions(), enabled: isEnabled });
}
