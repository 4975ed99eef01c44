import { type BlogSearchBy, escapeLikePattern } from '@kopkar/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogArticles, blogComments } from '../../db/schema';

export type ArticleRow = typeof blogArticles.$inferSelect;
export type CommentRow = typeof blogComments.$inferSelect;

/** What the public may see: published, and not scheduled for later. */
export const isPublic = () =>
  and(eq(blogArticles.status, 'PUBLISHED'), lte(blogArticles.publishedAt, sql`now()`)) as SQL;

/** The publication month in the cooperative's calendar, `YYYY-MM`. */
const archiveMonth = sql<string>`to_char(${blogArticles.publishedAt} at time zone 'Asia/Jakarta', 'YYYY-MM')`;

/** First instant of a `YYYY-MM` month and of the month after, in Asia/Jakarta. */
function monthBounds(archive: string): [Date, Date] {
  const [year, month] = archive.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return [new Date(`${archive}-01T00:00:00+07:00`), new Date(`${next}-01T00:00:00+07:00`)];
}

export type PublicFilter = {
  category?: string | undefined;
  archive?: string | undefined;
  searchBy: BlogSearchBy;
  /** Normalised search text; '' for none. */
  search: string;
};

function searchCondition(searchBy: BlogSearchBy, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLikePattern(search)}%`;
  if (searchBy === 'TitleName') return ilike(blogArticles.title, pattern);
  return or(
    ilike(blogArticles.title, pattern),
    ilike(blogArticles.category, pattern),
    ilike(blogArticles.author, pattern),
    ilike(sql`array_to_string(${blogArticles.tags}, ' ')`, pattern),
    // Markup is not text: `strong` must not match every article with bold words.
    ilike(sql`regexp_replace(${blogArticles.bodyHtml}, '<[^>]*>', ' ', 'g')`, pattern),
  );
}

function publicWhere(filter: PublicFilter): SQL {
  const conditions: (SQL | undefined)[] = [isPublic(), searchCondition(filter.searchBy, filter.search)];
  if (filter.category) conditions.push(eq(blogArticles.category, filter.category));
  if (filter.archive) {
    const [from, to] = monthBounds(filter.archive);
    conditions.push(gte(blogArticles.publishedAt, from), lt(blogArticles.publishedAt, to));
  }
  return and(...conditions) as SQL;
}

const newestFirst = [desc(blogArticles.publishedAt), desc(blogArticles.id)];

export async function countPublicArticles(db: Database, filter: PublicFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogArticles).where(publicWhere(filter));
  return row?.total ?? 0;
}

export async function listPublicArticles(
  db: Database,
  filter: PublicFilter,
  window: { offset: number; limit: number },
): Promise<ArticleRow[]> {
  return db
    .select()
    .from(blogArticles)
    .where(publicWhere(filter))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
}

/** Every public article, newest first (GET /blog). */
export async function listAllPublicArticles(db: Database): Promise<ArticleRow[]> {
  return db
    .select()
    .from(blogArticles)
    .where(isPublic())
    .orderBy(...newestFirst);
}

export async function listNewestArticles(db: Database, limit: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(blogArticles)
    .where(isPublic())
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Months with public articles (Asia/Jakarta), newest first, with how many each holds. */
export async function listArchiveMonths(db: Database) {
  return db
    .select({ archive: archiveMonth, total: count() })
    .from(blogArticles)
    .where(isPublic())
    .groupBy(archiveMonth)
    .orderBy(desc(archiveMonth));
}

/** Categories with public articles, by name, with how many each holds. */
export async function listCategories(db: Database) {
  return db
    .select({ category: blogArticles.category, total: count() })
    .from(blogArticles)
    .where(isPublic())
    .groupBy(blogArticles.category)
    .orderBy(asc(blogArticles.category));
}

/** A public article by id or slug. */
export async function findPublicArticle(db: Database, idOrSlug: number | string) {
  const match =
    typeof idOrSlug === 'number' ? eq(blogArticles.id, idOrSlug) : eq(blogArticles.slug, idOrSlug);
  const [row] = await db.select().from(blogArticles).where(and(isPublic(), match));
  return row;
}

export async function listApprovedComments(db: Database, articleId: number): Promise<CommentRow[]> {
  return db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.articleId, articleId), eq(blogComments.status, 'APPROVED')))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
}
