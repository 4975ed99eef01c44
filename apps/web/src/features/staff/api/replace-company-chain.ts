import type { ReplaceChainRequest } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import { getCompaniesQueryOptions } from './get-companies';

/** PUT /admin/companies/{id}/chain (409 while the company has applications in approval). */
export async function replaceCompanyChain(id: number, request: ReplaceChainRequest): Promise<string> {
  return (await staffApi.request(`/admin/companies/${id}/chain`, { method: 'PUT', body: request })).message;
}

export function useReplaceChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ReplaceChainRequest }) =>
      replaceCompanyChain(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCompaniesQueryOptions().queryKey }),
  });
}
