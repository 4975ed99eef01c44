import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/test-database';
import { type DatabaseHandle, openDatabase } from './client';
import { migrationsFolder, runMigrations } from './migrate';

// Two API copies starting at once on a new database (docs/operations/deploy.md); PGlite has one process only.
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.info('migrate.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(serverUrl)('migrations run by two processes at once, on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  beforeAll(async () => {
    database = await createEmptyDatabase('kopkar_migrate');
    for (let copy = 0; copy < 3; copy++) {
      handles.push(await openDatabase({ databaseUrl: database.url, poolSize: 2 }));
    }
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
  });

  it('applies each migration once while the others wait, and every copy starts', async () => {
    const outcomes = await Promise.allSettled(handles.map((handle) => runMigrations(handle)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const migrations = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    const { rows } = await (handles[0] as DatabaseHandle).db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.count).toBe(migrations.length);
  });
});
