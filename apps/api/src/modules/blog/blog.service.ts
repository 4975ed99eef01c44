import {
  type BlogArchiveEntry,
  type BlogArticle,
  type BlogCategoryEntry,
  type BlogComment,
  type BlogPage,
  type BlogPaginateQuery,
  normaliseBlogSearch,
  paginateBlog,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { presentArticle, presentComment } from './blog.presenter';
import {
  countPublicArticles,
  findPublicArticle,
  listAllPublicArticles,
  listApprovedComments,
  listArchiveMonths,
  listCategories,
  listNewestArticles,
  listPublicArticles,
  type PublicFilter,
} from './blog.repository';

const PAGINATE_PATH = '/api/v1/blog/paginate';

/** The URL of another page of the same list: every filter kept, only `page` changes. */
function pageUrl(query: BlogPaginateQuery, page: number): string {
  const params = new URLSearchParams({
    limit: String(query.limit),
    searchBy: query.searchBy,
    searchParam: normaliseBlogSearch(query.searchParam),
  });
  if (query.category) params.set('category', query.category);
  if (query.archive) params.set('archive', query.archive);
  params.set('page', String(page));
  return `${PAGINATE_PATH}?${params.toString()}`;
}

/** GET /blog/paginate: one page of the public articles, newest first, in Laravel's paginator shape (docs/product/api.md). */
export async function paginateArticles(db: Database, query: BlogPaginateQuery): Promise<BlogPage> {
  const filter: PublicFilter = {
    category: query.category || undefined,
    archive: query.archive,
    searchBy: query.searchBy,
    search: normaliseBlogSearch(query.searchParam),
  };
  const total = await countPublicArticles(db, filter);
  const window = paginateBlog({ total, page: query.page, pageSize: query.limit });
  const rows = window.isBeyondLast
    ? []
    : await listPublicArticles(db, filter, { offset: window.offset, limit: window.perPage });
  return {
    data: rows.map(presentArticle),
    current_page: window.currentPage,
    per_page: window.perPage,
    last_page: window.lastPage,
    prev_page_url: window.prevPage === null ? null : pageUrl(query, window.prevPage),
    next_page_url: window.nextPage === null ? null : pageUrl(query, window.nextPage),
    total: window.total,
  };
}

/** GET /blog: every public article, newest first. */
export async function listArticles(db: Database): Promise<BlogArticle[]> {
  return (await listAllPublicArticles(db)).map(presentArticle);
}

/** GET /blog/newest: the `limit` newest public articles. */
export async function listNewest(db: Database, limit: number): Promise<BlogArticle[]> {
  return (await listNewestArticles(db, limit)).map(presentArticle);
}

/** GET /blog/archive: months (Asia/Jakarta) holding public articles, newest first. */
export async function listArchive(db: Database): Promise<BlogArchiveEntry[]> {
  return (await listArchiveMonths(db)).map(({ archive, total }) => ({
    archive,
    year: Number(archive.slice(0, 4)),
    month: Number(archive.slice(5, 7)),
    total,
  }));
}

/** GET /blog/category: categories holding public articles, by name. */
export async function listCategoryEntries(db: Database): Promise<BlogCategoryEntry[]> {
  return (await listCategories(db)).map(({ category, total }) => ({ Category: category, total }));
}

/** GET /blog/{id}: a public article by id or slug; drafts and scheduled articles are not found. */
export async function getArticle(db: Database, idOrSlug: number | string): Promise<BlogArticle> {
  // A slug may be all digits (an article titled "2026"): after the id, the same text is tried as a slug.
  const row =
    (await findPublicArticle(db, idOrSlug)) ??
    (typeof idOrSlug === 'number' ? await findPublicArticle(db, String(idOrSlug)) : undefined);
  if (!row) throw notFound('Artikel tidak ditemukan');
  return presentArticle(row);
}

/** GET /blog/commentview/{id}: the approved comments of a public article, oldest first. */
export async function listComments(db: Database, articleId: number): Promise<BlogComment[]> {
  const article = await findPublicArticle(db, articleId);
  if (!article) throw notFound('Artikel tidak ditemukan');
  return (await listApprovedComments(db, article.id)).map(presentComment);
}

/** Offered to other modules (a module owns its tables: they call this service, never the repository). */
export { isPublic } from './blog.repository';
