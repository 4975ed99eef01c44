import type { companyWithChainSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/companies: every company with its approval chain. */
export async function getCompanies(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/companies', signal);
  return declaredList<typeof companyWithChainSchema>(reply.data);
}

export const getCompaniesQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'admin-companies'], queryFn: ({ signal }) => getCompanies(signal) });

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
