import type {
  AdminOrgChartEntry,
  ContentListQuery,
  OrgChartInput,
  OrgChartPatch,
  Page,
} from '@kopkar/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orgChart } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentAdminOrgChartEntry } from './content.presenter';
import { resolveContentImage } from './content-image';
import { offsetOf, searchIn, toPage } from './content-list';

const missing = () => notFound('Data struktur organisasi tidak ditemukan');

/** GET /admin/content/org-chart: entries in chart order, searchable by name and title. */
export async function listOrgChartEntries(
  db: Database,
  query: ContentListQuery,
): Promise<Page<AdminOrgChartEntry>> {
  const where = searchIn(query, [orgChart.pic, orgChart.title]);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orgChart)
      .where(where)
      .orderBy(asc(orgChart.sort), asc(orgChart.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orgChart).where(where),
  ]);
  return toPage(rows.map(presentAdminOrgChartEntry), query, totals?.total ?? 0);
}

/** POST /admin/content/org-chart: with an optional photo (re-encoded, stored as a content image). */
export async function createOrgChartEntry(
  db: Database,
  actor: Actor,
  input: OrgChartInput,
): Promise<AdminOrgChartEntry> {
  return db.transaction(async (tx) => {
    const photoFileId = await resolveContentImage(tx, actor, input.photo, null);
    const [row] = await tx
      .insert(orgChart)
      .values({ pic: input.pic, title: input.title, sort: input.sort, photoFileId })
      .returning();
    if (!row) throw new Error('org chart insert returned no row');
    const after = presentAdminOrgChartEntry(row);
    await recordAudit(tx, {
      actor,
      action: 'create-org-chart-entry',
      entity: 'org-chart',
      entityId: row.id,
      after,
    });
    return after;
  });
}

/** PATCH /admin/content/org-chart/{id}: photo undefined keeps it, null removes it. */
export async function updateOrgChartEntry(
  db: Database,
  actor: Actor,
  id: number,
  patch: OrgChartPatch,
): Promise<AdminOrgChartEntry> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orgChart).where(eq(orgChart.id, id)).for('update');
    if (!current) throw missing();
    const photoFileId = await resolveContentImage(tx, actor, patch.photo, current.photoFileId);
    const [row] = await tx
      .update(orgChart)
      .set({
        pic: patch.pic ?? current.pic,
        title: patch.title ?? current.title,
        sort: patch.sort ?? current.sort,
        photoFileId,
      })
      .where(eq(orgChart.id, id))
      .returning();
    if (!row) throw missing();
    const after = presentAdminOrgChartEntry(row);
    await recordAudit(tx, {
      actor,
      action: 'update-org-chart-entry',
      entity: 'org-chart',
      entityId: id,
      before: presentAdminOrgChartEntry(current),
      after,
    });
    return after;
  });
}

/** DELETE /admin/content/org-chart/{id}. */
export async function deleteOrgChartEntry(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(orgChart).where(eq(orgChart.id, id)).returning();
    if (!row) throw missing();
    await recordAudit(tx, {
      actor,
      action: 'delete-org-chart-entry',
      entity: 'org-chart',
      entityId: id,
      before: presentAdminOrgChartEntry(row),
    });
  });
}
