import { BLOG_PAGE_SIZES } from './constants';

/** The page sizes a visitor may choose on /blog (docs/product/limits.md). */
export type BlogPageSize = (typeof BLOG_PAGE_SIZES)[number];

/** Where `/blog/paginate` searches: the title only (default), or every text of the article (docs/product/limits.md). */
export const BLOG_SEARCH_BY = ['TitleName', 'All'] as const;
export type BlogSearchBy = (typeof BLOG_SEARCH_BY)[number];
export const BLOG_DEFAULT_SEARCH_BY: BlogSearchBy = 'TitleName';

/** The article fields (docs/product/data.md names) each search mode looks in. */
export const BLOG_SEARCH_FIELDS: Readonly<Record<BlogSearchBy, readonly string[]>> = {
  TitleName: ['TitleName'],
  All: ['TitleName', 'Category', 'WritenBy', 'Tags', 'Blog_Description'],
};

/** True when `size` is one of the page sizes of docs/product/limits.md (6, 10, 30, 50, 100, 500, 1000). */
export function isBlogPageSize(size: number): size is BlogPageSize {
  return (BLOG_PAGE_SIZES as readonly number[]).includes(size);
}

/** One page of a list of `total` articles: what `/blog/paginate` answers besides the rows themselves. */
export type BlogPageWindow = {
  currentPage: number;
  perPage: BlogPageSize;
  /** At least 1, even for an empty list (as Laravel's paginator, whose field names docs/product/api.md uses). */
  lastPage: number;
  total: number;
  /** Rows to skip before this page. */
  offset: number;
  /** The page "previous" moves to, or null on page 1. From beyond the last page it is the last page. */
  prevPage: number | null;
  /** The page "next" moves to, or null on (or beyond) the last page. */
  nextPage: number | null;
  /** A shared or typed URL may ask for a page past the end: it is answered with no rows, not an error. */
  isBeyondLast: boolean;
};

/**
 * Pages a list of `total` rows (`total` ≥ 0, `page` ≥ 1, whole numbers). A page size outside docs/product/limits.md list is a
 * programming error here: the request schema refuses it with 422 before this runs.
 */
export function paginateBlog(input: { total: number; page: number; pageSize: number }): BlogPageWindow {
  const { total, page, pageSize } = input;
  if (!isBlogPageSize(pageSize))
    throw new RangeError(`page size ${pageSize} is not one of ${BLOG_PAGE_SIZES}`);
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page ${page} must be a whole number ≥ 1`);
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`total ${total} must be a whole number ≥ 0`);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return {
    currentPage: page,
    perPage: pageSize,
    lastPage,
    total,
    offset: (page - 1) * pageSize,
    prevPage: page > 1 ? Math.min(page - 1, lastPage) : null,
    nextPage: page < lastPage ? page + 1 : null,
    isBeyondLast: page > lastPage,
  };
}

/** The search text as the list filters by it: trimmed, inner runs of spaces collapsed; '' means no search. */
export function normaliseBlogSearch(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

/** Escapes `%`, `_` and `\` so a visitor's text is matched literally inside a SQL LIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
