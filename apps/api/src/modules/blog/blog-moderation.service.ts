import {
  type AdminBlogComment,
  type AdminBlogCommentListQuery,
  BLOG_COMMENTS_AUTO_PUBLISH_SETTING,
  type BlogCommentSettings,
  escapeLikePattern,
  type Page,
} from '@kopkar/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogArticles, blogComments } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { lockSetting, storeSetting } from '../settings/settings.service';
import { presentAdminComment } from './blog.presenter';
import { isAutoPublish } from './blog-comments.service';

/** GET /admin/blog/comments: the moderation queue (PENDING by default: oldest first, so none waits forever). */
export async function listAdminComments(
  db: Database,
  query: AdminBlogCommentListQuery,
): Promise<Page<AdminBlogComment>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(blogComments.status, query.status));
  if (query.articleId) conditions.push(eq(blogComments.articleId, query.articleId));
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    conditions.push(
      or(
        ilike(blogComments.name, pattern),
        ilike(blogComments.email, pattern),
        ilike(blogComments.body, pattern),
        ilike(blogArticles.title, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const order =
    query.status === 'PENDING'
      ? [asc(blogComments.createdAt), asc(blogComments.id)]
      : [desc(blogComments.createdAt), desc(blogComments.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ comment: blogComments, title: blogArticles.title, slug: blogArticles.slug })
      .from(blogComments)
      .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(blogComments)
      .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => presentAdminComment(row.comment, { title: row.title, slug: row.slug })),
    page: query.page,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
  };
}

async function findAdminComment(db: Database, id: number): Promise<AdminBlogComment> {
  const [row] = await db
    .select({ comment: blogComments, title: blogArticles.title, slug: blogArticles.slug })
    .from(blogComments)
    .innerJoin(blogArticles, eq(blogArticles.id, blogComments.articleId))
    .where(eq(blogComments.id, id));
  if (!row) throw notFound('Komentar tidak ditemukan');
  return presentAdminComment(row.comment, { title: row.title, slug: row.slug });
}

/** Approve or reject a comment; deciding again the same way changes nothing (double click). */
export async function moderateComment(
  db: Database,
  actor: Actor,
  id: number,
  status: 'APPROVED' | 'REJECTED',
): Promise<AdminBlogComment> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogComments).where(eq(blogComments.id, id)).for('update');
    if (!current) throw notFound('Komentar tidak ditemukan');
    if (current.status === status) return;
    await tx.update(blogComments).set({ status }).where(eq(blogComments.id, id));
    await recordAudit(tx, {
      actor,
      action: status === 'APPROVED' ? 'approve-comment' : 'reject-comment',
      entity: 'blog-comment',
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
  });
  return findAdminComment(db, id);
}

export async function deleteComment(db: Database, actor: Actor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogComments).where(eq(blogComments.id, id)).for('update');
    if (!current) throw notFound('Komentar tidak ditemukan');
    await tx.delete(blogComments).where(eq(blogComments.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete-comment',
      entity: 'blog-comment',
      entityId: id,
      before: {
        articleId: current.articleId,
        name: current.name,
        body: current.body,
        status: current.status,
      },
    });
    return { id };
  });
}

export async function getCommentSettings(db: Database): Promise<BlogCommentSettings> {
  return { autoPublish: await isAutoPublish(db) };
}

/** PUT /admin/blog/comment-settings: publish comments at once, or hold them for moderation (the default). */
export async function updateCommentSettings(
  db: Database,
  actor: Actor,
  input: BlogCommentSettings,
): Promise<BlogCommentSettings> {
  await db.transaction(async (tx) => {
    const current = await lockSetting(tx, BLOG_COMMENTS_AUTO_PUBLISH_SETTING);
    await storeSetting(tx, BLOG_COMMENTS_AUTO_PUBLISH_SETTING, input.autoPublish, `staff:${actor.id}`);
    await recordAudit(tx, {
      actor,
      action: 'update-setting',
      entity: 'setting',
      entityId: BLOG_COMMENTS_AUTO_PUBLISH_SETTING,
      before: current ? { value: current.value } : null,
      after: { value: input.autoPublish },
    });
  });
  return getCommentSettings(db);
}
