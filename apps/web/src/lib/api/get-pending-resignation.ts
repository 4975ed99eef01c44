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
    // No refetch on mount of what the server rendered /simpanan with: that re-rendered the whole page right after
    // its hydration (bench/figures/pages-7.md). Sending or withdrawing a request on /account/keluar invalidates it
    // (features/resignation/api/my-resignation.ts), so the forms reopen on the next visit.
  });

export function usePendingResignation(isEnabled = true) {
  return useQuery({ ...getPendingResignationQueryOptions(), enabled: isEnabled });
}
