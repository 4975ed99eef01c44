/**
 * Bulk-load settings for a fresh benchmark database. Maintaining every secondary index row by row and firing a
 * foreign-key trigger per row cost most of the load time (about half of it at 5,000 members); building the
 * indexes once at the end is several times cheaper. The rows are consistent by construction, and rebuilding a
 * unique index re-checks its rule over the whole table, so a broken generator still fails loudly.
 */
import type { SqlSession } from './sql-session';

/**
 * The tables the generator fills; their primary keys stay (children are matched on them while loading). A table
 * the checkout's schema lacks (savings before migration 0006) has no index or key to find and is simply passed over.
 */
export const LOADED_TABLES = [
  'members',
  'applications',
  'approval_history',
  'agreements',
  'instalments',
  'settlements',
  'notifications',
  'contributions',
  'points_ledger',
  'point_redemptions',
  'savings_ledger',
  'savings_deposits',
  'savings_withdrawals',
] as const;

export type DeferredIndex = { name: string; restore: string };

type IndexRow = {
  table: string;
  name: string;
  index_def: string;
  constraint_name: string | null;
  constraint_def: string | null;
};

/** Drops the secondary indexes (and the unique constraints they back) of the tables, answering how to restore them. */
export async function deferIndexes(session: SqlSession, tables: readonly string[]): Promise<DeferredIndex[]> {
  const rows = await session.query<IndexRow>(
    `SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS index_def,
       c.conname AS constraint_name, pg_get_constraintdef(c.oid) AS constraint_def
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = t.oid AND c.contype IN ('u', 'x')
     WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace AND NOT x.indisprimary
     ORDER BY t.relname, i.relname`,
    [tables],
  );
  const deferred: DeferredIndex[] = [];
  for (const row of rows) {
    if (row.constraint_name) {
      await session.query(`ALTER TABLE "${row.table}" DROP CONSTRAINT "${row.constraint_name}"`);
      deferred.push({
        name: row.name,
        restore: `ALTER TABLE "${row.table}" ADD CONSTRAINT "${row.constraint_name}" ${row.constraint_def}`,
      });
    } else {
      await session.query(`DROP INDEX "${row.name}"`);
      deferred.push({ name: row.name, restore: row.index_def });
    }
  }
  return deferred;
}

export async function restoreIndexes(session: SqlSession, deferred: readonly DeferredIndex[]): Promise<void> {
  for (const index of deferred) await session.query(index.restore);
}

/**
 * Faster commits and index builds for this connection, and no foreign-key triggers where the role may turn them
 * off (superuser: the local PostgreSQL and PGlite); elsewhere the triggers simply stay on.
 */
export async function tuneSessionForLoading(session: SqlSession): Promise<void> {
  await session.query(`SET synchronous_commit = off`);
  await session.query(`SET maintenance_work_mem = '256MB'`);
  try {
    await session.query(`SET session_replication_role = replica`);
  } catch {
    // not a superuser: foreign keys are checked row by row, which is only slower
  }
}

export async function endLoading(session: SqlSession): Promise<void> {
  await session.query(`RESET session_replication_role`);
}

type ForeignKey = { table: string; column: string; parent: string; parent_column: string };

/**
 * Every single-column foreign key of the loaded tables checked once, set-based, since the row-by-row triggers
 * were off: answers the keys that have orphans (none, unless the generator is wrong).
 */
export async function findOrphans(session: SqlSession, tables: readonly string[]): Promise<string[]> {
  const keys = await session.query<ForeignKey>(
    `SELECT t.relname AS table, a.attname AS column, p.relname AS parent, pa.attname AS parent_column
     FROM pg_constraint c
     JOIN pg_class t ON t.oid = c.conrelid
     JOIN pg_class p ON p.oid = c.confrelid
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND t.relname = ANY($1::text[])
     ORDER BY t.relname, a.attname`,
    [tables],
  );
  const orphans: string[] = [];
  for (const key of keys) {
    const [row] = await session.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${key.table}" c
       WHERE c."${key.column}" IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM "${key.parent}" p WHERE p."${key.parent_column}" = c."${key.column}")`,
    );
    if (row && row.n > 0) orphans.push(`${key.table}.${key.column} → ${key.parent}: ${row.n}`);
  }
  return orphans;
}
