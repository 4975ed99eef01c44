import type {
  AdminGovernanceDocument,
  GovernanceDocumentCreate,
  GovernanceDocumentUpdate,
} from '@kopkar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getStaffSession } from '@/lib/session';
import { staffApi } from '@/lib/staff-api';
import { fetchDocument } from '@/lib/staff-documents';
import { postWithProgress } from '@/lib/upload-with-progress';

export type { AdminGovernanceDocument };

/** The query key of the list (an upload refreshes it). */
export const governanceDocumentsKey = ['staff', 'governance-documents'] as const;
const KEY = governanceDocumentsKey;
const BASE = '/admin/governance-documents';

/** GET /admin/governance-documents: every document, newest published first. */
export function useGovernanceDocuments() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await staffApi.get<AdminGovernanceDocument[]>(BASE, signal)).data,
  });
}

const postDocument = (input: GovernanceDocumentCreate, key: string, onProgress: (percent: number) => void) =>
  postWithProgress<AdminGovernanceDocument>(BASE, input, getStaffSession()?.access_token, onProgress, {
    'Idempotency-Key': key,
  });

/**
 * POST /admin/governance-documents with upload progress and an Idempotency-Key (the same key on a retry gives
 * one document). An expired token (403) goes once through the shared client, which refreshes the staff
 * session, and the upload is tried again with the same key.
 */
export async function uploadGovernanceDocument(
  input: GovernanceDocumentCreate,
  key: string,
  onProgress: (percent: number) => void,
) {
  try {
    return await postDocument(input, key, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 403) throw error;
    await staffApi.get(BASE);
    return postDocument(input, key, onProgress);
  }
}

/** PUT /admin/governance-documents/{id}: resolves with the server's message. */
export function useUpdateGovernanceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: GovernanceDocumentUpdate }) =>
      (await staffApi.request<AdminGovernanceDocument>(`${BASE}/${id}`, { method: 'PUT', body })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /admin/governance-documents/{id}: resolves with the server's message. */
export function useDeleteGovernanceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await staffApi.request(`${BASE}/${id}`, { method: 'DELETE' })).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Downloads a document's PDF with the staff token, to check what members will get. */
export async function downloadGovernanceDocument(document: AdminGovernanceDocument): Promise<void> {
  const blob = await fetchDocument(`/api/v1${BASE}/${document.id}/file`);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `dokumen-${document.id}.pdf`;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
