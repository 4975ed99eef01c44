import { todayInJakarta, toJakartaDate } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { blogArticles } from '../../db/schema';
import { notFound } from '../../errors';
import type { ArticleRow } from './blog.repository';

/** What the audit log keeps of an article (the body too: an edit is judged by what it changed). */
export const auditView = (row: ArticleRow) => ({
  slug: row.slug,
  title: row.title,
  category: row.category,
  tags: row.tags,
  author: row.author,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  coverFileId: row.coverFileId,
  bodyHtml: row.bodyHtml,
});

/** The article row, locked until the transaction ends. */
export async function lockArticle(tx: Tx, id: number): Promise<ArticleRow> {
  const [row] = await tx.select().from(blogArticles).where(eq(blogArticles.id, id)).for('update');
  if (!row) throw notFound('Artikel tidak ditemukan');
  return row;
}

/**
 * The publication instant of a chosen date (Asia/Jakarta): now when it is today, 09:00 that day otherwise (a
 * future date schedules the article). The stored instant is kept when its date is the one chosen.
 */
export function publicationInstant(date: string, stored: Date | null): Date {
  if (stored && toJakartaDate(stored) === date) return stored;
  if (date === todayInJakarta()) return new Date();
  return new Date(`${date}T09:00:00+07:00`);
}
