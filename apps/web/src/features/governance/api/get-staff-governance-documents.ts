import type { adminGovernanceDocumentListSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { staffApi } from '@/lib/staff-api';

export const GOVERNANCE_DOCUMENTS_PATH = '/admin/governance-documents';

/** GET /admin/governance-documents: every document, newest published first. */
export async function getStaffGovernanceDocuments(signal?: AbortSignal) {
  const reply = await staffApi.get<unknown>(GOVERNANCE_DOCUMENTS_PATH, signal);
  return declaredData<typeof adminGovernanceDocumentListSchema>(reply.data);
}

/** The list; an upload, an edit or a deletion refreshes it. */
export const getStaffGovernanceDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'governance-documents'],
    queryFn: ({ signal }) => getStaffGovernanceDocuments(signal),
  });

export function useStaffGovernanceDocuments() {
  return useQuery(getStaffGovernanceDocumentsQueryOptions());
}
