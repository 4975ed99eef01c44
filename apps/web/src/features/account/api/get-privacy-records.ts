import type { ConsentStatus, consentStatusSchema, DocumentViews, documentViewsSchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredData } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /privacy/consents, for the versions the member accepted (the consent gate reads the same key). */
export async function getConsentHistory(signal?: AbortSignal): Promise<ConsentStatus> {
  const reply = await api.get<unknown>('/privacy/consents', signal);
  return declaredData<typeof consentStatusSchema>(reply.data);
}

export const getConsentHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['privacy', 'consents'], queryFn: ({ signal }) => getConsentHistory(signal) });

export function useConsentHistory() {
  return useQuery(getConsentHistoryQueryOptions());
}

/** GET /privacy/document-views: the newest openings of the member's documents by staff. */
export async function getDocumentViews(signal?: AbortSignal): Promise<DocumentViews> {
  const reply = await api.get<unknown>('/privacy/document-views', signal);
  return declaredData<typeof documentViewsSchema>(reply.data);
}

export const getDocumentViewsQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy', 'document-views'],
    queryFn: ({ signal }) => getDocumentViews(signal),
  });

export function useDocumentViews() {
  return useQuery(getDocumentViewsQueryOptions());
}
