import type { AuditEntity, ContentListQuery, Page } from '@kopkar/domain';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import type { AppError } from '../../errors';
import { recordAudit } from '../../plugins/audit';
import type { Actor } from '../backoffice/backoffice-guard';
import { offsetOf, searchIn, toPage } from './content-list';

type ContentNoun = 'faq' | 'org-chart-entry' | 'promotion';

/** A back-office content table: an integer `id` and whatever else it holds. */
type ContentTable = PgTable & { id: PgColumn };
type RowOf<TTable extends ContentTable> = TTable['$inferSelect'];
type InsertOf<TTable extends ContentTable> = TTable['$inferInsert'];

export type ContentStoreSpec<TTable extends ContentTable, TOut> = {
  table: TTable;
  /** What the audit log calls the entity ('faq', 'org-chart', 'promotion'). */
  entity: AuditEntity;
  /** The action's noun: create-<noun>, update-<noun>, delete-<noun>, each one of the domain's audit actions. */
  noun: ContentNoun;
  present: (row: RowOf<TTable>) => TOut;
  missing: () => AppError;
  /** Columns the list's search box looks in. */
  searchColumns: PgColumn[];
  order: SQL[];
};

/**
 * The list, create, update and delete every content list of the back office does the same way (FAQ, organisation
 * chart, promotions): a searchable page, and each change in one transaction with its audit entry holding the
 * presented row before and after. What differs (sanitising HTML, storing a picture) is the caller's `build`.
 */
export function createContentStore<TTable extends ContentTable, TOut>(spec: ContentStoreSpec<TTable, TOut>) {
  const { table, entity, noun, present, missing } = spec;
  // drizzle cannot follow a generic table through its builders: the casts below only name what `table` is.
  const byId = (id: number) => eq(table.id, id);

  async function list(db: Database, query: ContentListQuery): Promise<Page<TOut>> {
    const where = searchIn(query, spec.searchColumns);
    const [found, [totals]] = await Promise.all([
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...spec.order)
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where),
    ]);
    return toPage((found as RowOf<TTable>[]).map(present), query, totals?.total ?? 0);
  }

  async function create(
    db: Database,
    actor: Actor,
    build: (tx: Tx) => Promise<InsertOf<TTable>> | InsertOf<TTable>,
  ): Promise<TOut> {
    return db.transaction(async (tx) => {
      const values = await build(tx);
      const [row] = (await tx.insert(table).values(values).returning()) as RowOf<TTable>[];
      if (!row) throw new Error(`${noun} insert returned no row`);
      const after = present(row);
      await recordAudit(tx, { actor, action: `create-${noun}`, entity, entityId: row.id as number, after });
      return after;
    });
  }

  async function update(
    db: Database,
    actor: Actor,
    id: number,
    build: (tx: Tx, current: RowOf<TTable>) => Promise<Partial<InsertOf<TTable>>> | Partial<InsertOf<TTable>>,
  ): Promise<TOut> {
    return db.transaction(async (tx) => {
      const [current] = (await tx
        .select()
        .from(table as PgTable)
        .where(byId(id))
        .for('update')) as RowOf<TTable>[];
      if (!current) throw missing();
      const set = await build(tx, current);
      const [row] = (await tx
        .update(table)
        .set(set as never)
        .where(byId(id))
        .returning()) as RowOf<TTable>[];
      if (!row) throw missing();
      const after = present(row);
      await recordAudit(tx, {
        actor,
        action: `update-${noun}`,
        entity,
        entityId: id,
        before: present(current),
        after,
      });
      return after;
    });
  }

  async function remove(db: Database, actor: Actor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = (await tx.delete(table).where(byId(id)).returning()) as RowOf<TTable>[];
      if (!row) throw missing();
      await recordAudit(tx, { actor, action: `delete-${noun}`, entity, entityId: id, before: present(row) });
    });
  }

  return { list, create, update, remove };
}
