import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/*
 * The HR import's writes of member rows, with the members module's SQL (a module owns its tables,
 * docs/conventions.md rule 18). The import decides which columns a file may set and builds their values; the rows
 * travel as one JSON batch, so each write stays one set-based statement however many members the file holds.
 */

/**
 * New members from `batch` (a CTE, read as `v`, with `nik` and the imported columns), for the import's one
 * statement (a data-modifying CTE): `columns` are set to `values`. Returns id and nik of each member created.
 */
export const insertMembersFrom = (batch: SQL, columns: SQL[], values: SQL[]): SQL => sql`
  insert into members (nik, ${sql.join(columns, sql`, `)})
  select v.nik, ${sql.join(values, sql`, `)} from ${batch} v
  returning id, nik`;

/**
 * Updates the members of `rows` (a row source aliased `v`, with `id`) in one statement: each assignment may read
 * `v` and the member as `m`; `updated_at` moves too.
 */
export async function updateMembersFrom(tx: Tx, rows: SQL, assignments: SQL[]): Promise<void> {
  await tx.execute(sql`
    update members m set ${sql.join(assignments, sql`, `)}, updated_at = now()
    from ${rows} where m.id = v.id`);
}
