import type { Page } from '@kopkar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import {
  CONTENT_RESOURCES,
  type ContentItemOf,
  type ContentListParams,
  type ContentResource,
} from './content-resources';

const queryString = ({ page, pageSize, search }: ContentListParams) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
};

/** GET one page of a content list (FAQ, org chart, promotions, products). */
export async function getContentList<R extends ContentResource>(
  resource: R,
  params: ContentListParams,
  signal?: AbortSignal,
): Promise<Page<ContentItemOf[R]>> {
  const reply = await staffApi.get<unknown>(`${CONTENT_RESOURCES[resource]}?${queryString(params)}`, signal);
  return reply.data as Page<ContentItemOf[R]>;
}

/** The key every entry of one list starts with (a save or delete refreshes every page of it). */
export const contentListKey = (resource: ContentResource) => ['staff', 'content', resource] as const;

export const getContentListQueryOptions = <R extends ContentResource>(
  resource: R,
  params: ContentListParams,
) =>
  queryOptions({
    queryKey: [...contentListKey(resource), params],
    queryFn: ({ signal }) => getContentList(resource, params, signal),
    placeholderData: keepPreviousData,
  });

export function useContentList<R extends ContentResource>(resource: R, params: ContentListParams) {
  return useQuery(getContentListQueryOptions(resource, params));
}
