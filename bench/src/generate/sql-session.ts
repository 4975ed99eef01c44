/**
 * One connection for the whole generation, on either driver: temporary tables live per connection, and a
 * pool would hand each statement to whichever connection is idle.
 */
import type { DatabaseHandle } from '../support/api-modules';

export type Row = Record<string, unknown>;

export type SqlSession = {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  release(): void;
};

type QueryResult = { rows: Row[] };
type PgPool = { connect(): Promise<PgClient> };
type PgClient = { query(text: string, params?: unknown[]): Promise<QueryResult>; release(): void };
type Pglite = { query(text: string, params?: unknown[]): Promise<QueryResult> };

/** The driver under the API's drizzle handle (drizzle keeps it as `$client`). */
export async function openSession(handle: DatabaseHandle): Promise<SqlSession> {
  const driver = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'pg') {
    const client = await (driver as PgPool).connect();
    return {
      query: async <T extends Row>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[],
      release: () => client.release(),
    };
  }
  const pglite = driver as Pglite;
  return {
    query: async <T extends Row>(text: string, params?: unknown[]) =>
      (await pglite.query(text, params)).rows as T[],
    release: () => {},
  };
}

/** A table of a set-based insert: its name and each column's SQL type (the text of a cell is cast to it). */
export type TableSpec = { name: string; columns: Readonly<Record<string, string>> };
export type Cell = string | number | boolean | null;
export type RowOf<Spec extends TableSpec> = Record<keyof Spec['columns'], Cell>;

/**
 * Inserts rows with one `INSERT … SELECT FROM unnest(…)`: one array parameter per column, so a statement carries
 * any number of rows (a VALUES list stops at 65,535 parameters). Every column travels as text[] and is cast in
 * SQL, which both drivers serialise the same way.
 */
export async function insertRows<Spec extends TableSpec>(
  session: SqlSession,
  spec: Spec,
  rows: readonly RowOf<Spec>[],
  conflict: '' | ' ON CONFLICT DO NOTHING' = '',
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(spec.columns);
  const arrays = names.map((name) => rows.map((row) => toText(row[name] ?? null)));
  const casts = names.map((name) => `u.${name}::${spec.columns[name]}`);
  const unnest = names.map((_, index) => `$${index + 1}::text[]`);
  await session.query(
    `INSERT INTO ${spec.name} (${names.join(', ')}) SELECT ${casts.join(', ')} FROM unnest(${unnest.join(', ')}) AS u(${names.join(', ')})${conflict}`,
    arrays,
  );
}

const toText = (cell: Cell): string | null => (cell === null ? null : String(cell));
