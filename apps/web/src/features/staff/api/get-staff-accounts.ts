import type { staffAccountSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/staff: every staff account (never a password hash). */
export async function getStaffAccounts(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/staff', signal);
  return declaredList<typeof staffAccountSchema>(reply.data);
}

export const getStaffAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'admin-staff'], queryFn: ({ signal }) => getStaffAccounts(signal) });

export function useStaffAccounts() {
  return useQuery(getStaffAccountsQueryOptions());
}
