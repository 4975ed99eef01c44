import type { GovernanceDocumentUpdate } from '@kopkar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import {
  GOVERNANCE_DOCUMENTS_PATH,
  getStaffGovernanceDocumentsQueryOptions,
} from './get-staff-governance-documents';

/** PUT /admin/governance-documents/{id}: resolves with the server's message. */
export async function updateGovernanceDocument(id: number, body: GovernanceDocumentUpdate): Promise<string> {
  return (await staffApi.request<unknown>(`${GOVERNANCE_DOCUMENTS_PATH}/${id}`, { method: 'PUT', body }))
    .message;
}

export function useUpdateGovernanceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GovernanceDocumentUpdate }) =>
      updateGovernanceDocument(id, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getStaffGovernanceDocumentsQueryOptions().queryKey }),
  });
}
