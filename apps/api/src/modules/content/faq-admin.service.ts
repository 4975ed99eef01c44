import type { AdminFaq, ContentListQuery, FaqInput, FaqPatch, Page } from '@kopkar/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentAdminFaq } from './content.presenter';
import { offsetOf, searchIn, toPage } from './content-list';
import { sanitiseRequiredHtml } from './sanitise-html';

const missing = () => notFound('FAQ tidak ditemukan');

/** GET /admin/content/faqs: answers in portal order, searchable by category and answer text. */
export async function listFaqs(db: Database, query: ContentListQuery): Promise<Page<AdminFaq>> {
  const where = searchIn(query, [faqs.category, faqs.answer]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.sort), asc(faqs.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(faqs).where(where),
  ]);
  return toPage(rows.map(presentAdminFaq), query, totals?.total ?? 0);
}

/** POST /admin/content/faqs: the answer HTML is sanitised before it is stored. */
export async function createFaq(db: Database, actor: Actor, input: FaqInput): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqs)
      .values({
        category: input.category,
        answer: sanitiseRequiredHtml(input.answerHtml, 'answerHtml'),
        sort: input.sort,
      })
      .returning();
    if (!row) throw new Error('faq insert returned no row');
    const after = presentAdminFaq(row);
    await recordAudit(tx, { actor, action: 'create-faq', entity: 'faq', entityId: row.id, after });
    return after;
  });
}

/** PATCH /admin/content/faqs/{id}. */
export async function updateFaq(db: Database, actor: Actor, id: number, patch: FaqPatch): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!current) throw missing();
    const [row] = await tx
      .update(faqs)
      .set({
        category: patch.category ?? current.category,
        answer:
          patch.answerHtml === undefined
            ? current.answer
            : sanitiseRequiredHtml(patch.answerHtml, 'answerHtml'),
        sort: patch.sort ?? current.sort,
      })
      .where(eq(faqs.id, id))
      .returning();
    if (!row) throw missing();
    const after = presentAdminFaq(row);
    await recordAudit(tx, {
      actor,
      action: 'update-faq',
      entity: 'faq',
      entityId: id,
      before: presentAdminFaq(current),
      after,
    });
    return after;
  });
}

/** DELETE /admin/content/faqs/{id}. */
export async function deleteFaq(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!row) throw missing();
    await recordAudit(tx, {
      actor,
      action: 'delete-faq',
      entity: 'faq',
      entityId: id,
      before: presentAdminFaq(row),
    });
  });
}

/** PUT /admin/content/faq-categories: renames a category on every answer that carries it. */
export async function renameFaqCategory(
  db: Database,
  actor: Actor,
  input: { from: string; to: string },
): Promise<{ renamed: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(faqs)
      .set({ category: input.to })
      .where(eq(faqs.category, input.from))
      .returning({ id: faqs.id });
    if (rows.length === 0) throw notFound('Kategori FAQ tidak ditemukan');
    await recordAudit(tx, {
      actor,
      action: 'rename-faq-category',
      entity: 'faq-category',
      entityId: null,
      before: { category: input.from },
      after: { category: input.to, answers: rows.length },
    });
    return { renamed: rows.length };
  });
}
