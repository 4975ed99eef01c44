import type { BlogCategoryEntry, blogCategoryEntrySchema } from '@kopkar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { declaredList } from '@/lib/api/declared-reply';
import { api } from '@/lib/api-client';

/** GET /blog/category: categories holding articles, by name. */
export async function getBlogCategories(signal?: AbortSignal): Promise<BlogCategoryEntry[]> {
  const reply = await api.get<unknown>('/blog/category', signal);
  return declaredList<typeof blogCategoryEntrySchema>(reply.data);
}

export const getBlogCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'category'], queryFn: ({ signal }) => getBlogCategories(signal) });

export function useBlogCategories() {
  return useQuery(getBlogCategoriesQueryOptions());
}
