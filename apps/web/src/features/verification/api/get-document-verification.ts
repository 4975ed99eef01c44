import type { DocumentVerification, documentVerificationSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { ApiError, api } from '@/lib/api-client';

/**
 * GET /verifikasi/{code}: what the register holds about an issued document, or null when there is no document
 * with that code. "Not found" is an answer, not a failure: the server renders it into the page like a found one.
 */
export async function getDocumentVerification(
  code: string,
  signal?: AbortSignal,
): Promise<DocumentVerification | null> {
  try {
    const reply = await api.get<unknown>(`/verifikasi/${encodeURIComponent(code)}`, signal);
    return declaredData<typeof documentVerificationSchema>(reply.data);
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

export const getDocumentVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['document-verification', code],
    queryFn: ({ signal }) => getDocumentVerification(code, signal),
    // An issued document never changes; a refused lookup (429) is not retried into the limit.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useDocumentVerification(code: string) {
  return useQuery(getDocumentVerificationQueryOptions(code));
}
