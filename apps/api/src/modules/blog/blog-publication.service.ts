import { type AdminBlogArticle, BLOG_COVER_MAX_BYTES } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogArticles } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { prepareUpload, storeFile, type UploadRule } from '../../plugins/uploads';
import type { Actor } from '../backoffice/backoffice-guard';
import { lockArticle, publicationInstant } from './article-rows';
import { getAdminArticle } from './blog-admin.service';

const COVER_RULE: UploadRule = {
  accepts: 'image',
  maxBytes: BLOG_COVER_MAX_BYTES,
  tooLargeMessage: 'Gambar sampul terlalu besar, maksimal 5 MB',
  resize: 'document',
};

/**
 * POST /admin/blog/{id}/publish: public from the chosen date (default: the stored date, else now). Publishing a
 * published article with no new date changes nothing.
 */
export async function publishArticle(
  db: Database,
  actor: Actor,
  id: number,
  publishDate: string | null | undefined,
): Promise<AdminBlogArticle> {
  await db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    if (current.status === 'PUBLISHED' && !publishDate) return;
    const publishedAt = publishDate
      ? publicationInstant(publishDate, current.publishedAt)
      : (current.publishedAt ?? new Date());
    const [row] = await tx
      .update(blogArticles)
      .set({ status: 'PUBLISHED', publishedAt, updatedAt: sql`now()` })
      .where(eq(blogArticles.id, id))
      .returning();
    if (!row) throw notFound('Artikel tidak ditemukan');
    await recordAudit(tx, {
      actor,
      action: 'publish-article',
      entity: 'blog-article',
      entityId: id,
      before: { status: current.status, publishedAt: current.publishedAt?.toISOString() ?? null },
      after: { status: row.status, publishedAt: row.publishedAt?.toISOString() ?? null },
    });
  });
  return getAdminArticle(db, id);
}

/** POST /admin/blog/{id}/unpublish: back to draft (its date is kept for when it is published again). */
export async function unpublishArticle(db: Database, actor: Actor, id: number): Promise<AdminBlogArticle> {
  await db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    if (current.status === 'DRAFT') return;
    await tx
      .update(blogArticles)
      .set({ status: 'DRAFT', updatedAt: sql`now()` })
      .where(eq(blogArticles.id, id));
    await recordAudit(tx, {
      actor,
      action: 'unpublish-article',
      entity: 'blog-article',
      entityId: id,
      before: { status: current.status },
      after: { status: 'DRAFT' },
    });
  });
  return getAdminArticle(db, id);
}

/** POST /admin/blog/{id}/cover: checks the image by its bytes, re-encodes it and makes it the cover. */
export async function uploadCover(
  db: Database,
  actor: Actor,
  id: number,
  image: string,
): Promise<AdminBlogArticle> {
  const file = await prepareUpload(image, COVER_RULE);
  await db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    const fileId = await storeFile(tx, file, { kind: 'staff', id: actor.id, purpose: 'CONTENT' });
    await tx
      .update(blogArticles)
      .set({ coverFileId: fileId, updatedAt: sql`now()` })
      .where(eq(blogArticles.id, id));
    await recordAudit(tx, {
      actor,
      action: 'upload-article-cover',
      entity: 'blog-article',
      entityId: id,
      before: { coverFileId: current.coverFileId },
      after: { coverFileId: fileId },
    });
  });
  return getAdminArticle(db, id);
}

/** DELETE /admin/blog/{id}/cover: the article shows no picture. */
export async function removeCover(db: Database, actor: Actor, id: number): Promise<AdminBlogArticle> {
  await db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    if (current.coverFileId === null) return;
    await tx
      .update(blogArticles)
      .set({ coverFileId: null, updatedAt: sql`now()` })
      .where(eq(blogArticles.id, id));
    await recordAudit(tx, {
      actor,
      action: 'remove-article-cover',
      entity: 'blog-article',
      entityId: id,
      before: { coverFileId: current.coverFileId },
      after: { coverFileId: null },
    });
  });
  return getAdminArticle(db, id);
}
