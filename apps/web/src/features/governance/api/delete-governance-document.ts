import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import {
  GOVERNANCE_DOCUMENTS_PATH,
  getStaffGovernanceDocumentsQueryOptions,
} from './get-staff-governance-documents';

/** DELETE /admin/governance-documents/{id}: resolves with the server's message. */
export async function deleteGovernanceDocument(id: number): Promise<string> {
  return (await staffApi.request(`${GOVERNANCE_DOCUMENTS_PATH}/${id}`, { method: 'DELETE' })).message;
}

export function useDeleteGovernanceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGovernanceDocument,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getStaffGovernanceDocumentsQueryOptions().queryKey }),
  });
}
