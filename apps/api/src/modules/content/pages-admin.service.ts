import type { PageInput, PageSlug, StaticPage } from '@kopkar/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentPage } from './content.presenter';
import { sanitiseRequiredHtml } from './sanitise-html';

/** GET /admin/content/pages: about, terms and privacy. */
export async function listPages(db: Database): Promise<StaticPage[]> {
  return (await db.select().from(pages).orderBy(asc(pages.id))).map(presentPage);
}

/** PUT /admin/content/pages/{slug}: the body is sanitised before it is stored; created if the seed lacks it. */
export async function savePage(
  db: Database,
  actor: Actor,
  slug: PageSlug,
  input: PageInput,
): Promise<StaticPage> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    const values = {
      title: input.title,
      bodyHtml: sanitiseRequiredHtml(input.bodyHtml, 'bodyHtml'),
      updatedAt: new Date(),
    };
    const [row] = current
      ? await tx.update(pages).set(values).where(eq(pages.slug, slug)).returning()
      : await tx
          .insert(pages)
          .values({ slug, ...values })
          .returning();
    if (!row) throw notFound('Halaman tidak ditemukan');
    const after = presentPage(row);
    await recordAudit(tx, {
      actor,
      action: 'update-page',
      entity: 'page',
      entityId: slug,
      before: current ? presentPage(current) : null,
      after,
    });
    return after;
  });
}
