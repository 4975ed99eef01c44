import type { FaqAnswer, FaqCategory, OrgChartEntry, PageSlug, Promotion, StaticPage } from '@kopkar/domain';
import { asc, desc, eq, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqs, orgChart, pages, promotions } from '../../db/schema';
import { notFound } from '../../errors';
import { presentFaqAnswer, presentOrgChartEntry, presentPage, presentPromotion } from './content.presenter';

/** GET /ochart: the organisation chart in the editors' order. */
export async function listOrgChart(db: Database): Promise<OrgChartEntry[]> {
  const rows = await db.select().from(orgChart).orderBy(asc(orgChart.sort), asc(orgChart.id));
  return rows.map(presentOrgChartEntry);
}

/**
 * GET /FAQ: one entry per category, in the order of its first answer; the id is that answer's id. The answers
 * themselves load through /FAQ/Detail when a category is opened.
 */
export async function listFaqCategories(db: Database): Promise<FaqCategory[]> {
  const rows = await db
    .select({ id: min(faqs.id), category: faqs.category, sort: min(faqs.sort) })
    .from(faqs)
    .groupBy(faqs.category)
    .orderBy(asc(min(faqs.sort)), asc(min(faqs.id)));
  return rows.map((row) => ({ id: row.id ?? 0, Category: row.category }));
}

/** POST /FAQ/Detail: the answers of one category (empty when the category does not exist). */
export async function listFaqAnswers(db: Database, category: string): Promise<FaqAnswer[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(eq(faqs.category, category))
    .orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map(presentFaqAnswer);
}

/** GET /promotion: the active promotions, newest first (the landing page embeds the first). */
export async function listActivePromotions(db: Database): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.isActive, true))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(presentPromotion);
}

/** GET /pages/{slug}: about, terms or privacy. */
export async function getPage(db: Database, slug: PageSlug): Promise<StaticPage> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  if (!row) throw notFound('Halaman tidak ditemukan');
  return presentPage(row);
}
