import { ErrorCode } from '@kopkar/domain';
import { and, eq, exists, like, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { blogArticles, faqs, files, orgChart, pages, pointOffers, products } from '../../db/schema';
import { AppError } from '../../errors';
import { requireStaff } from '../auth/auth-guard';
import { isPublic } from '../blog/blog.service';

/** The URL a content picture has in editor HTML (the sanitiser writes `src="…"` with double quotes). */
const embeddedIn = (column: Parameters<typeof like>[0], id: number) =>
  like(column, `%/api/v1/files/content/${id}"%`);

/**
 * Where the public may see file `id`: the cover of an article that is published and due, the photo of an
 * org-chart entry, the picture of an active product or point offer, or a picture embedded in the HTML of a
 * public article, a static page or an FAQ answer. Anything else (a draft's or a scheduled article's cover, a
 * withdrawn product's picture) is only for the back office.
 */
function visibleToPublic(db: Database, id: number): SQL {
  const one = () => db.select({ one: sql`1` });
  return or(
    exists(
      one()
        .from(blogArticles)
        .where(and(isPublic(), or(eq(blogArticles.coverFileId, id), embeddedIn(blogArticles.bodyHtml, id)))),
    ),
    exists(one().from(orgChart).where(eq(orgChart.photoFileId, id))),
    exists(
      one()
        .from(products)
        .where(and(eq(products.imageFileId, id), eq(products.isActive, true))),
    ),
    exists(
      one()
        .from(pointOffers)
        .where(and(eq(pointOffers.imageFileId, id), eq(pointOffers.isActive, true))),
    ),
    exists(one().from(pages).where(embeddedIn(pages.bodyHtml, id))),
    exists(one().from(faqs).where(embeddedIn(faqs.answer, id))),
  ) as SQL;
}

export type ContentFile = { mime: string; data: Buffer; sha256: string };

/** A CONTENT file (never a member's document); `anyFile` for editors previewing drafts, else public ones only. */
export async function findContentFile(
  db: Database,
  id: number,
  anyFile: boolean,
): Promise<ContentFile | null> {
  const [file] = await db
    .select({ mime: files.mime, data: files.data, sha256: files.sha256 })
    .from(files)
    .where(
      and(eq(files.id, id), eq(files.purpose, 'CONTENT'), anyFile ? undefined : visibleToPublic(db, id)),
    );
  return file ?? null;
}

/** A valid token that is not an editor's, or a header that is no bearer token: treated as a visitor. */
const VISITOR_CODES = new Set<string>([ErrorCode.FORBIDDEN, ErrorCode.UNAUTHENTICATED]);

/**
 * Whether the request comes from an active EDITOR (or ADMIN) account, who may preview every content picture.
 * A token that is expired or forged is refused (403 token_expired), so the back office refreshes its session
 * and tries again.
 */
export async function isContentEditor(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await requireStaff('EDITOR')(request, reply);
    return true;
  } catch (error) {
    if (error instanceof AppError && VISITOR_CODES.has(error.code)) return false;
    throw error;
  }
}
