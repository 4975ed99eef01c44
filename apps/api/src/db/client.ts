import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

/** Raw-query result shape both drivers share (`pg` QueryResult and PGlite Results both carry rows). */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
type QueryRows<TRow> = { rows: TRow[] };

/** One drizzle type for both drivers: code above this layer never knows which one it talks to. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives: every repository function that must join a transaction takes it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = { db: Database; kind: 'pglite' | 'pg'; close(): Promise<void> };

export type OpenDatabaseOptions = {
  /** PostgreSQL URL; when set the `pg` driver is used. */
  databaseUrl?: string;
  /** PGlite data folder (created when missing); undefined → in-memory PGlite. */
  dataDir?: string;
  /** Connections in the `pg` pool (default 10). */
  poolSize?: number;
  /** Give up waiting for a connection after this (default 5 s): a dead or black-holed server answers 503. */
  connectTimeoutMs?: number;
  /** Server-side statement_timeout (default 30 s); the client itself gives up 5 s after it. */
  statementTimeoutMs?: number;
};

/** Opens PostgreSQL through a `pg` Pool when databaseUrl is set, otherwise embedded PGlite. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const statementTimeoutMs = opts.statementTimeoutMs ?? 30_000;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      // A server that accepts connections but never answers: PostgreSQL's own timeout cannot fire, so the
      // client gives up too, and the connection goes back to the pool instead of hanging there for ever.
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 5_000,
      idle_in_transaction_session_timeout: statementTimeoutMs * 2,
      keepAlive: true,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error', error.message));
    const db = drizzleNodePg({ client: pool, schema });
    return { db, kind: 'pg', close: () => pool.end() };
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
}
