import type { AdminOrgChartEntry, OrgChartInput, OrgChartPatch } from '@kopkar/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orgChart } from '../../db/schema';
import { notFound } from '../../errors';
import type { Actor } from '../backoffice/backoffice-guard';
import { presentAdminOrgChartEntry } from './content.presenter';
import { resolveContentImage } from './content-image';
import { createContentStore } from './content-store';

const store = createContentStore({
  table: orgChart,
  entity: 'org-chart',
  noun: 'org-chart-entry',
  present: presentAdminOrgChartEntry,
  missing: () => notFound('Data struktur organisasi tidak ditemukan'),
  searchColumns: [orgChart.pic, orgChart.title],
  order: [asc(orgChart.sort), asc(orgChart.id)],
});

/** GET /admin/content/org-chart: entries in chart order, searchable by name and title. */
export const listOrgChartEntries = store.list;

/** POST /admin/content/org-chart: with an optional photo (re-encoded, stored as a content image). */
export function createOrgChartEntry(
  db: Database,
  actor: Actor,
  input: OrgChartInput,
): Promise<AdminOrgChartEntry> {
  return store.create(db, actor, async (tx) => ({
    pic: input.pic,
    title: input.title,
    sort: input.sort,
    photoFileId: await resolveContentImage(tx, actor, input.photo, null),
  }));
}

/** PATCH /admin/content/org-chart/{id}: photo undefined keeps it, null removes it. */
export function updateOrgChartEntry(
  db: Database,
  actor: Actor,
  id: number,
  patch: OrgChartPatch,
): Promise<AdminOrgChartEntry> {
  return store.update(db, actor, id, async (tx, current) => ({
    pic: patch.pic ?? current.pic,
    title: patch.title ?? current.title,
    sort: patch.sort ?? current.sort,
    photoFileId: await resolveContentImage(tx, actor, patch.photo, current.photoFileId),
  }));
}

/** DELETE /admin/content/org-chart/{id}. */
export const deleteOrgChartEntry = store.remove;
