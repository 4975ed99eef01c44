import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffApi, toClientPath } from '@/lib/staff-api';

/** A document behind the staff bearer token (GET /admin/files/{id}) as a Blob. */
export async function fetchDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await staffApi.requestResponse(toClientPath(url), { signal });
  return response.blob();
}

export const getDocumentQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: ['staff', 'document', url],
    queryFn: ({ signal }) => fetchDocument(url as string, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The document as an object URL (revoked when the component leaves) plus its MIME type. */
export function useDocumentUrl(url: string | null) {
  const query = useQuery({ ...getDocumentQueryOptions(url), enabled: url !== null });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const created = URL.createObjectURL(query.data);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [query.data]);
  return { objectUrl, mime: query.data?.type ?? null, isLoading: query.isLoading, isError: query.isError };
}
