import {
  type AdminBlogArticle,
  type AdminBlogComment,
  type BlogArticle,
  type BlogComment,
  toJakartaDate,
} from '@kopkar/domain';
import { contentImagePath } from '../content/content-image-path';
import type { ArticleRow, CommentRow } from './blog.repository';

/** An article with docs/product/data.md names; dates on the cooperative's calendar (Asia/Jakarta). */
export function presentArticle(row: ArticleRow): BlogArticle {
  const published = toJakartaDate(row.publishedAt ?? row.createdAt);
  return {
    id: row.id,
    slug: row.slug,
    ImagesPath: contentImagePath(row.coverFileId),
    Tags: row.tags,
    TitleName: row.title,
    WritenBy: row.author,
    Createdate: published,
    Category: row.category,
    archive: published.slice(0, 7),
    Blog_Description: row.bodyHtml,
  };
}

/** A comment as the public sees it: name, text and time only (never the e-mail or the IP address). */
export function presentComment(row: CommentRow): BlogComment {
  return { id: row.id, nama: row.name, komentar: row.body, created_at: row.createdAt.toISOString() };
}

export function presentAdminArticle(row: ArticleRow, pendingComments: number): AdminBlogArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    tags: row.tags,
    author: row.author,
    bodyHtml: row.bodyHtml,
    status: row.status as AdminBlogArticle['status'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    coverUrl: row.coverFileId ? contentImagePath(row.coverFileId) : null,
    pendingComments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminComment(
  row: CommentRow,
  article: { title: string; slug: string },
): AdminBlogComment {
  return {
    id: row.id,
    articleId: row.articleId,
    articleTitle: article.title,
    articleSlug: article.slug,
    name: row.name,
    email: row.email,
    body: row.body,
    status: row.status as AdminBlogComment['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
