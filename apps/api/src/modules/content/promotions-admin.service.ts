import type { AdminPromotion, PromotionInput, PromotionPatch } from '@kopkar/domain';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotions } from '../../db/schema';
import { notFound } from '../../errors';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentAdminPromotion } from './content.presenter';
import { createContentStore } from './content-store';

const store = createContentStore({
  table: promotions,
  entity: 'promotion',
  noun: 'promotion',
  present: presentAdminPromotion,
  missing: () => notFound('Promosi tidak ditemukan'),
  searchColumns: [promotions.title, promotions.url],
  order: [desc(promotions.createdAt), desc(promotions.id)],
});

/** GET /admin/content/promotions: newest first, searchable by title and URL. */
export const listPromotions = store.list;

/** POST /admin/content/promotions (https URLs only, checked by the schema). */
export function createPromotion(db: Database, actor: Actor, input: PromotionInput): Promise<AdminPromotion> {
  return store.create(db, actor, () => input);
}

/** PATCH /admin/content/promotions/{id}: title, URL, active. */
export function updatePromotion(
  db: Database,
  actor: Actor,
  id: number,
  patch: PromotionPatch,
): Promise<AdminPromotion> {
  return store.update(db, actor, id, () => patch);
}

/** DELETE /admin/content/promotions/{id}. */
export const deletePromotion = store.remove;
