import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE, api } from '@/lib/api-client';

/** The avatar behind the member's bearer token (GET /files/avatar/{id}) as a Blob. */
export async function getAvatar(image: string, signal?: AbortSignal): Promise<Blob> {
  const path = image.startsWith(API_BASE) ? image.slice(API_BASE.length) : image;
  const response = await api.requestResponse(path, { signal });
  return response.blob();
}

/** Fetched once per photo: a new photo comes with a new `?v=`, so a new key. */
export const getAvatarQueryOptions = (image: string | null | undefined) =>
  queryOptions({
    queryKey: ['avatar', image],
    queryFn: ({ signal }) => getAvatar(image as string, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * An object URL of the member's avatar, or null while loading or when there is none. The avatar is personal,
 * so an <img> cannot fetch it by itself (no bearer header); the URL's `?v=` changes with every new photo.
 */
export function useAvatarUrl(image: string | null | undefined): string | null {
  const query = useQuery({ ...getAvatarQueryOptions(image), enabled: Boolean(image) });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(query.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [query.data]);
  return image ? url : null;
}
