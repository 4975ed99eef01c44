import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { TransactionSafePool } from './transaction-safe-pool';

/** Raw-query result shape both drivers share (`pg` QueryResult and PGlite Results both carry rows). */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
type QueryRows<TRow> = { rows: TRow[] };

/** One drizzle type for both drivers: code above this layer never knows which one it talks to. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives: every repository function that must join a transaction takes it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
  /** The `pg` pool's connections (open, idle) and the requests waiting for one; null on PGlite. */
  poolStats(): PoolStats | null;
};

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
    const pool = new TransactionSafePool({
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
    // A client that loses its connection emits 'error'; an 'error' event without a listener ends the process.
    // The pool listens on idle clients only, so each client gets its own listener for the time it is checked out
    // (a transaction whose connection is cut, or ended by idle_in_transaction_session_timeout): the query fails,
    // the request answers 503, and the broken client is dropped when it is released.
    const logLost = (error: Error) => console.error('PostgreSQL connection lost:', error.message);
    pool.on('error', logLost);
    pool.on('connect', (client) => client.on('error', logLost));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'pg',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close(), poolStats: () => null };
}
