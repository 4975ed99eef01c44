import type { AdminFaq, FaqInput, FaqPatch } from '@kopkar/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentAdminFaq } from './content.presenter';
import { createContentStore } from './content-store';
import { sanitiseRequiredHtml } from './sanitise-html';

const store = createContentStore({
  table: faqs,
  entity: 'faq',
  noun: 'faq',
  present: presentAdminFaq,
  missing: () => notFound('FAQ tidak ditemukan'),
  searchColumns: [faqs.category, faqs.answer],
  order: [asc(faqs.sort), asc(faqs.id)],
});

/** GET /admin/content/faqs: answers in portal order, searchable by category and answer text. */
export const listFaqs = store.list;

/** POST /admin/content/faqs: the answer HTML is sanitised before it is stored. */
export function createFaq(db: Database, actor: Actor, input: FaqInput): Promise<AdminFaq> {
  return store.create(db, actor, () => ({
    category: input.category,
    answer: sanitiseRequiredHtml(input.answerHtml, 'answerHtml'),
    sort: input.sort,
  }));
}

/** PATCH /admin/content/faqs/{id}. */
export function updateFaq(db: Database, actor: Actor, id: number, patch: FaqPatch): Promise<AdminFaq> {
  return store.update(db, actor, id, (_tx, current) => ({
    category: patch.category ?? current.category,
    answer:
      patch.answerHtml === undefined ? current.answer : sanitiseRequiredHtml(patch.answerHtml, 'answerHtml'),
    sort: patch.sort ?? current.sort,
  }));
}

/** DELETE /admin/content/faqs/{id}. */
export const deleteFaq = store.remove;

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
