import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

/** Pool size for PostgreSQL tests: race tests need real concurrency (docs/testing.md: ≥ 10). */
const TEST_POOL_SIZE = 12;

/**
 * A migrated, empty database for one test file: in-memory PGlite by default; with DATABASE_URL a fresh,
 * uniquely named database on that server, dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return handle;
  }
  const name = uniqueDatabaseName('kopkar_test');
  await runAdminStatement(serverUrl, `create database "${name}"`);
  const handle = await openDatabase({ databaseUrl: urlOfDatabase(name), poolSize: TEST_POOL_SIZE });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    await runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    db: handle.db,
    kind: handle.kind,
    poolStats: handle.poolStats,
    close: async () => {
      await handle.close();
      await runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** DATABASE_URL pointed at another database of the same server. */
export function urlOfDatabase(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on DATABASE_URL's server with nothing in it, not even the migrations (as `createdb` leaves it);
 * drop() removes it.
 */
export async function createEmptyDatabase(prefix: string) {
  const serverUrl = process.env.DATABASE_URL as string;
  const name = uniqueDatabaseName(prefix);
  await runAdminStatement(serverUrl, `create database "${name}"`);
  return {
    name,
    url: urlOfDatabase(name),
    drop: () => runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** One statement on the server's maintenance connection (create or drop a database). */
async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A second connection pool to the same PostgreSQL database, as another API process (or the same one with other
 * timeouts) would have: `statementTimeoutMs` also sets idle_in_transaction_session_timeout to twice it.
 */
export async function openSecondPool(
  handle: DatabaseHandle,
  options: { statementTimeoutMs?: number; host?: string; port?: number } = {},
): Promise<DatabaseHandle> {
  const { rows } = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${rows[0]?.name}`;
  if (options.host) url.hostname = options.host;
  if (options.port) url.port = String(options.port);
  return openDatabase({
    databaseUrl: url.toString(),
    poolSize: TEST_POOL_SIZE,
    statementTimeoutMs: options.statementTimeoutMs,
  });
}
