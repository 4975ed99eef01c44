import type { GovernanceDocumentGroups, governanceDocumentGroupsSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /Dokumen: AD/ART, RAT reports and minutes, announcements, grouped by kind and year (members only). */
export async function getGovernanceDocuments(signal?: AbortSignal): Promise<GovernanceDocumentGroups> {
  const reply = await api.get<unknown>('/Dokumen', signal);
  return declaredData<typeof governanceDocumentGroupsSchema>(reply.data);
}

export const getGovernanceDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['governance-documents'],
    queryFn: ({ signal }) => getGovernanceDocuments(signal),
  });

export function useGovernanceDocuments() {
  return useQuery(getGovernanceDocumentsQueryOptions());
}

/** Where a document's PDF is downloaded from (GET /Dokumen/{id}/file). */
export const governanceFilePath = (id: number) => `/Dokumen/${id}/file`;
