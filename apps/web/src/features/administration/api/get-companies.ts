import { companyWithChainSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';

/** GET /admin/companies: every company with its approval chain. */
export async function getCompanies(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>('/admin/companies', signal);
  return companyWithChainSchema.array().parse(reply.data);
}

export const getCompaniesQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'admin-companies'], queryFn: ({ signal }) => getCompanies(signal) });

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
