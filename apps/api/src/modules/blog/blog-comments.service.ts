import {
  BLOG_COMMENTS_AUTO_PUBLISH_SETTING,
  type BlogCommentReply,
  type blogCommentRequestSchema,
} from '@kopkar/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { blogComments } from '../../db/schema';
import { notFound } from '../../errors';
import { getSettingValue } from '../settings/settings.service';
import { presentComment } from './blog.presenter';
import { findPublicArticle } from './blog.repository';

type CommentInput = z.output<typeof blogCommentRequestSchema>;

/** A second identical comment within this many minutes is the same submission (double click, retry). */
const DUPLICATE_WINDOW_MINUTES = 10;

export const COMMENT_PENDING_MESSAGE = 'Terima kasih, komentar Anda akan tampil setelah disetujui admin';
export const COMMENT_PUBLISHED_MESSAGE = 'Terima kasih, komentar Anda sudah tampil';

/** Whether visitors' comments show at once (setting; default: held for moderation). */
export async function isAutoPublish(db: Database): Promise<boolean> {
  return (await getSettingValue(db, BLOG_COMMENTS_AUTO_PUBLISH_SETTING)) === true;
}

/**
 * POST /blog/comment: stores the comment exactly as typed (plain text; React escapes it when shown), held for
 * moderation unless the setting publishes it. The same comment sent twice is stored once: identical submissions
 * are serialised by an advisory lock, and the second finds the first.
 */
export async function postComment(
  db: Database,
  input: CommentInput,
  ip: string,
): Promise<{ comment: BlogCommentReply; message: string }> {
  const autoPublish = await isAutoPublish(db);
  return db.transaction(async (tx) => {
    const article = await findPublicArticle(tx, input.id_blog);
    if (!article) throw notFound('Artikel tidak ditemukan');
    const lockKey = `blog-comment:${article.id}:${input.email.toLowerCase()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const [earlier] = await tx
      .select()
      .from(blogComments)
      .where(
        and(
          eq(blogComments.articleId, article.id),
          sql`lower(${blogComments.email}) = ${input.email.toLowerCase()}`,
          eq(blogComments.name, input.nama),
          eq(blogComments.body, input.komentar),
          gte(blogComments.createdAt, sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`),
        ),
      )
      .orderBy(desc(blogComments.id))
      .limit(1);
    const row =
      earlier ??
      (
        await tx
          .insert(blogComments)
          .values({
            articleId: article.id,
            name: input.nama,
            email: input.email,
            body: input.komentar,
            status: autoPublish ? 'APPROVED' : 'PENDING',
            ip,
          })
          .returning()
      )[0];
    if (!row) throw new Error('comment insert returned no row');
    const status = row.status === 'APPROVED' ? 'APPROVED' : 'PENDING';
    return {
      comment: { ...presentComment(row), status },
      message: status === 'APPROVED' ? COMMENT_PUBLISHED_MESSAGE : COMMENT_PENDING_MESSAGE,
    };
  });
}
