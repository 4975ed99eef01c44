import {
  BLOG_DEFAULT_PAGE_SIZE,
  BLOG_DEFAULT_SEARCH_BY,
  BLOG_SEARCH_BY,
  type BlogPageSize,
  type BlogSearchBy,
  isBlogPageSize,
} from '@kopkar/domain';

/** What the /blog list shows; lives in the URL query so a filtered list survives reload and can be shared. */
export type BlogFilters = {
  page: number;
  limit: BlogPageSize;
  searchBy: BlogSearchBy;
  searchParam: string;
  category: string;
  archive: string;
};

export const DEFAULT_BLOG_FILTERS: BlogFilters = {
  page: 1,
  limit: BLOG_DEFAULT_PAGE_SIZE,
  searchBy: BLOG_DEFAULT_SEARCH_BY,
  searchParam: '',
  category: '',
  archive: '',
};

/**
 * Reads the filters from a URL query, leniently: a hand-edited or outdated link (`limit=7`, `page=-1`) falls back
 * to the default for that field instead of showing an error.
 */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const searchBy = params.get('searchBy');
  const archive = params.get('archive') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isBlogPageSize(limit) ? limit : BLOG_DEFAULT_PAGE_SIZE,
    searchBy: (BLOG_SEARCH_BY as readonly string[]).includes(searchBy ?? '')
      ? (searchBy as BlogSearchBy)
      : BLOG_DEFAULT_SEARCH_BY,
    searchParam: (params.get('searchParam') ?? '').trim().slice(0, 100),
    category: (params.get('category') ?? '').trim().slice(0, 60),
    archive: /^\d{4}-(0[1-9]|1[0-2])$/.test(archive) ? archive : '',
  };
}

/** The URL query of the filters, leaving out every default so shared links stay short. */
export function writeBlogFilters(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.archive) params.set('archive', filters.archive);
  if (filters.searchParam) params.set('searchParam', filters.searchParam);
  if (filters.searchBy !== DEFAULT_BLOG_FILTERS.searchBy) params.set('searchBy', filters.searchBy);
  if (filters.limit !== DEFAULT_BLOG_FILTERS.limit) params.set('limit', String(filters.limit));
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/** True when the list is narrowed by a category, an archive month or a search. */
export function hasActiveFilter(filters: BlogFilters): boolean {
  return Boolean(filters.category || filters.archive || filters.searchParam);
}

/** The /blog/paginate query for the filters (the API's names, docs/product/api.md). */
export function toPaginateQuery(filters: BlogFilters): string {
  const params = new URLSearchParams({
    limit: String(filters.limit),
    searchBy: filters.searchBy,
    searchParam: filters.searchParam,
    page: String(filters.page),
  });
  if (filters.category) params.set('category', filters.category);
  if (filters.archive) params.set('archive', filters.archive);
  return params.toString();
}
