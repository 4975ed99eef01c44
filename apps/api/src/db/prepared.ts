import type { Subquery } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A query built once per database and reused: drizzle assembles its SQL a single time (building it was the largest
 * cost of a signed-in read in the profile) and, on PostgreSQL, `name` makes it a server-side prepared
 * statement, parsed and planned once per connection. Use `sql.placeholder('…')` for the values.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * The columns of a subquery as seen through its alias, to nest them in the outer select of a lateral join: drizzle
 * maps the nested object to null when the left join found no row.
 */
export function fieldsOf<S extends Subquery>(subquery: S): S['_']['selectedFields'] {
  const byAlias = subquery as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(subquery._.selectedFields).map((key) => [key, byAlias[key]]),
  ) as S['_']['selectedFields'];
}
