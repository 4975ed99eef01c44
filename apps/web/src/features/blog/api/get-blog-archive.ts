import type { BlogArchiveEntry, blogArchiveEntrySchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /blog/archive: months holding articles, newest first. */
export async function getBlogArchive(signal?: AbortSignal): Promise<BlogArchiveEntry[]> {
  const reply = await api.get<unknown>('/blog/archive', signal);
  return declaredList<typeof blogArchiveEntrySchema>(reply.data);
}

export const getBlogArchiveQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'archive'], queryFn: ({ signal }) => getBlogArchive(signal) });

export function useBlogArchive() {
  return useQuery(getBlogArchiveQueryOptions());
}
