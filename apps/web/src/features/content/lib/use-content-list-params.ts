import { useState } from 'react';
import type { ContentListParams } from '../api/content-resources';

export const CONTENT_PAGE_SIZE = 20;

/** Page and search of a content list; a new search goes back to page 1. */
export function useContentListParams() {
  const [params, setParams] = useState<ContentListParams>({
    page: 1,
    pageSize: CONTENT_PAGE_SIZE,
    search: '',
  });
  return {
    params,
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    setSearch: (search: string) => setParams((current) => ({ ...current, search, page: 1 })),
  };
}
