import type { Health, Readiness } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

/** A health probe must answer quickly even when what it probes hangs. */
const PROBE_TIMEOUT_MS = 2_000;

/** The probe's value, or undefined when it failed or did not answer within PROBE_TIMEOUT_MS. */
async function withinProbeTimeout<T>(probe: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe, timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The database and Redis ('off' when no Redis is configured), each asked once within the probe timeout. */
export async function probeDependencies(app: FastifyInstance): Promise<Health> {
  const [database, redis] = await Promise.all([
    withinProbeTimeout(app.db.execute(sql`select 1`)),
    app.redis ? withinProbeTimeout(app.redis.ping().then((ok) => ok || Promise.reject())) : null,
  ]);
  return {
    database: database === undefined ? 'down' : 'up',
    redis: redis === null ? 'off' : redis === undefined ? 'down' : 'up',
  };
}

let newestMigrationMillis: number | undefined;

/** The newest migration this build ships, as the migrator itself reads the folder (db/migrate.ts); read once. */
function newestShippedMigration(): number {
  newestMigrationMillis ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  );
  return newestMigrationMillis;
}

/** Drizzle's migrator records each applied migration's folder time in `drizzle.__drizzle_migrations`. */
async function readNewestAppliedMigration(db: Database): Promise<number> {
  const { rows } = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.newest ?? 0);
}

/**
 * Readiness for the load balancer: the database answers, every migration of this build is applied (a database
 * ahead of it, during a rolling update, is fine) and Redis answers when configured; `draining` from the moment
 * shutdown begins (plugins/shutdown.ts). Without an answer from the database the migrations are 'unknown'.
 */
export async function probeReadiness(app: FastifyInstance): Promise<Readiness> {
  const [dependencies, newestApplied] = await Promise.all([
    probeDependencies(app),
    withinProbeTimeout(readNewestAppliedMigration(app.db)),
  ]);
  const migrations =
    dependencies.database === 'down'
      ? 'unknown'
      : newestApplied !== undefined && newestApplied >= newestShippedMigration()
        ? 'applied'
        : 'pending';
  return { ...dependencies, migrations, draining: app.isDraining() };
}

/** Why a copy is not ready (the 503's message), or null when it is. */
export function notReadyReason(readiness: Readiness): string | null {
  if (readiness.draining) return 'Server sedang berhenti';
  if (readiness.database === 'down') return 'Database tidak tersedia';
  if (readiness.migrations !== 'applied') return 'Migrasi database belum dijalankan';
  if (readiness.redis === 'down') return 'Redis tidak tersedia';
  return null;
}
