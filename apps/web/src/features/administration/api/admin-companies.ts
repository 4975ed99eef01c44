import type { ReplaceChainRequest } from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { CompanyWithChain } from './admin-types';

/** GET /admin/companies: every company with its approval chain. */
export async function getCompanies(signal?: AbortSignal) {
  return (await staffApi.get<CompanyWithChain[]>('/admin/companies', signal)).data;
}

export function useCompanies() {
  return useQuery({ queryKey: ['staff', 'admin-companies'], queryFn: ({ signal }) => getCompanies(signal) });
}

/** PUT /admin/companies/{id}/chain (409 while the company has applications in approval). */
export async function replaceCompanyChain(id: number, request: ReplaceChainRequest): Promise<string> {
  return (await staffApi.request(`/admin/companies/${id}/chain`, { method: 'PUT', body: request })).message;
}

export function useReplaceChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ReplaceChainRequest }) =>
      replaceCompanyChain(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'admin-companies'] }),
  });
}
