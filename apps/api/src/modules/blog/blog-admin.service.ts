import {
  type AdminBlogArticle,
  type AdminBlogListQuery,
  type blogArticleInputSchema,
  ErrorCode,
  escapeLikePattern,
  type Page,
  slugify,
} from '@kopkar/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { blogArticles, blogComments, staff } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import { htmlText, sanitiseEditorHtml } from '../../plugins/editor-html';
import { findReplay, type IdempotentRequest, idempotencyColumns } from '../../plugins/idempotency';
import { fieldError } from '../backoffice/backoffice-errors';
import type { Actor } from '../backoffice/backoffice-guard';
import { auditView, lockArticle, publicationInstant } from './article-rows';
import { presentAdminArticle } from './blog.presenter';
import type { ArticleRow } from './blog.repository';

type ArticleInput = z.output<typeof blogArticleInputSchema>;

const pendingCount = sql<number>`(select count(*)::int from ${blogComments} where ${blogComments.articleId} = ${blogArticles.id} and ${blogComments.status} = 'PENDING')`;

/** GET /admin/blog: every article (drafts too), newest change first, searchable and paginated. */
export async function listAdminArticles(
  db: Database,
  query: AdminBlogListQuery,
): Promise<Page<AdminBlogArticle>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(blogArticles.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    conditions.push(
      or(
        ilike(blogArticles.title, pattern),
        ilike(blogArticles.slug, pattern),
        ilike(blogArticles.category, pattern),
        ilike(blogArticles.author, pattern),
        ilike(sql`array_to_string(${blogArticles.tags}, ' ')`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ article: blogArticles, pending: pendingCount })
      .from(blogArticles)
      .where(where)
      .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(blogArticles).where(where),
  ]);
  return {
    items: rows.map((row) => presentAdminArticle(row.article, row.pending)),
    page: query.page,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
  };
}

export async function getAdminArticle(db: Database, id: number): Promise<AdminBlogArticle> {
  const [row] = await db
    .select({ article: blogArticles, pending: pendingCount })
    .from(blogArticles)
    .where(eq(blogArticles.id, id));
  if (!row) throw notFound('Artikel tidak ditemukan');
  return presentAdminArticle(row.article, row.pending);
}

/** The sanitised body; one that was nothing but removed markup is a 422 on the field. */
function cleanBody(html: string): string {
  const clean = sanitiseEditorHtml(html);
  if (htmlText(clean) === '' && !clean.includes('<img')) {
    throw fieldError('bodyHtml', 'Isi artikel tidak boleh kosong');
  }
  return clean;
}

/**
 * The slug to store: the editor's (which must be free) or one made from the title, numbered when taken
 * (`rapat-anggota`, `rapat-anggota-2`, …).
 */
async function chooseSlug(tx: Tx, input: ArticleInput, ownId: number | null): Promise<string> {
  const isTaken = async (slug: string) => {
    const [row] = await tx
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(eq(blogArticles.slug, slug));
    return row !== undefined && row.id !== ownId;
  };
  if (input.slug) {
    if (await isTaken(input.slug))
      throw new AppError(ErrorCode.CONFLICT, 'Slug sudah dipakai artikel lain', {
        data: { errors: [{ path: 'slug', message: 'Slug sudah dipakai artikel lain' }] },
      });
    return input.slug;
  }
  const base = slugify(input.title);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

function articleValues(input: ArticleInput, current: ArticleRow | null) {
  return {
    title: input.title,
    category: input.category,
    tags: [...new Set(input.tags)],
    author: input.author,
    bodyHtml: cleanBody(input.bodyHtml),
    publishedAt: input.publishDate
      ? publicationInstant(input.publishDate, current?.publishedAt ?? null)
      : (current?.publishedAt ?? null),
  };
}

/**
 * POST /admin/blog: a new draft. A repeated Idempotency-Key of the same editor (a double click on "create")
 * gets the article the first request made, if it asked for the same (else 422); the editor's row lock makes a
 * concurrent repeat wait for it.
 */
export async function createArticle(
  db: Database,
  actor: Actor,
  input: ArticleInput,
  idempotency?: IdempotentRequest,
): Promise<AdminBlogArticle> {
  const values = articleValues(input, null);
  const id = await db.transaction(async (tx) => {
    if (idempotency) {
      await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, actor.id)).for('update');
      const earlier = await findReplay(idempotency, async (key) => {
        const [row] = await tx
          .select({ id: blogArticles.id, requestHash: blogArticles.requestHash })
          .from(blogArticles)
          .where(and(eq(blogArticles.createdBy, actor.id), eq(blogArticles.idempotencyKey, key)));
        return row;
      });
      if (earlier) return earlier.id;
    }
    const slug = await chooseSlug(tx, input, null);
    const [row] = await tx
      .insert(blogArticles)
      .values({
        ...values,
        slug,
        status: 'DRAFT',
        createdBy: actor.id,
        ...idempotencyColumns(idempotency),
      })
      .returning();
    if (!row) throw new Error('article insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create-article',
      entity: 'blog-article',
      entityId: row.id,
      after: auditView(row),
    });
    return row.id;
  });
  return getAdminArticle(db, id);
}

/** PUT /admin/blog/{id}: replaces the editable fields; the status stays. */
export async function updateArticle(
  db: Database,
  actor: Actor,
  id: number,
  input: ArticleInput,
): Promise<AdminBlogArticle> {
  await db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    const values = articleValues(input, current);
    if (current.status === 'PUBLISHED' && !values.publishedAt) values.publishedAt = current.publishedAt;
    const slug = await chooseSlug(tx, { ...input, slug: input.slug || current.slug }, id);
    const [row] = await tx
      .update(blogArticles)
      .set({ ...values, slug, updatedAt: sql`now()` })
      .where(eq(blogArticles.id, id))
      .returning();
    if (!row) throw notFound('Artikel tidak ditemukan');
    await recordAudit(tx, {
      actor,
      action: 'update-article',
      entity: 'blog-article',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
    });
  });
  return getAdminArticle(db, id);
}

/** DELETE /admin/blog/{id}: the article and its comments. */
export async function deleteArticle(db: Database, actor: Actor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await lockArticle(tx, id);
    await tx.delete(blogArticles).where(eq(blogArticles.id, id));
    await recordAudit(tx, {
      actor,
      action: 'delete-article',
      entity: 'blog-article',
      entityId: id,
      before: auditView(current),
    });
    return { id };
  });
}
