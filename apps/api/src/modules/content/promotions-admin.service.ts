import type { AdminPromotion, ContentListQuery, Page, PromotionInput, PromotionPatch } from '@kopkar/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotions } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentAdminPromotion } from './content.presenter';
import { offsetOf, searchIn, toPage } from './content-list';

const missing = () => notFound('Promosi tidak ditemukan');

/** GET /admin/content/promotions: newest first, searchable by title and URL. */
export async function listPromotions(db: Database, query: ContentListQuery): Promise<Page<AdminPromotion>> {
  const where = searchIn(query, [promotions.title, promotions.url]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return toPage(rows.map(presentAdminPromotion), query, totals?.total ?? 0);
}

/** POST /admin/content/promotions (https URLs only, checked by the schema). */
export async function createPromotion(
  db: Database,
  actor: Actor,
  input: PromotionInput,
): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promotions).values(input).returning();
    if (!row) throw new Error('promotion insert returned no row');
    const after = presentAdminPromotion(row);
    await recordAudit(tx, {
      actor,
      action: 'create-promotion',
      entity: 'promotion',
      entityId: row.id,
      after,
    });
    return after;
  });
}

/** PATCH /admin/content/promotions/{id}: title, URL, active. */
export async function updatePromotion(
  db: Database,
  actor: Actor,
  id: number,
  patch: PromotionPatch,
): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!current) throw missing();
    const [row] = await tx.update(promotions).set(patch).where(eq(promotions.id, id)).returning();
    if (!row) throw missing();
    const after = presentAdminPromotion(row);
    await recordAudit(tx, {
      actor,
      action: 'update-promotion',
      entity: 'promotion',
      entityId: id,
      before: presentAdminPromotion(current),
      after,
    });
    return after;
  });
}

/** DELETE /admin/content/promotions/{id}. */
export async function deletePromotion(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(promotions).where(eq(promotions.id, id)).returning();
    if (!row) throw missing();
    await recordAudit(tx, {
      actor,
      action: 'delete-promotion',
      entity: 'promotion',
      entityId: id,
      before: presentAdminPromotion(row),
    });
  });
}
