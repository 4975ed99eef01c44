import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** CLI: `npm run db:migrate`. Reads DATABASE_URL, else DATA_DIR (default ./data) for PGlite. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await runMigrations(handle);
    console.info(`Migrations applied (${handle.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${dataDir}`}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
