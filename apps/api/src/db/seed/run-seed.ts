import { hash } from '@node-rs/argon2';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { isDatabaseEmpty, seedDemoData } from './index';

/** The demo password of every seeded account (docs/demo-data.md). */
const DEMO_PASSWORD = 'Koperasi123!';

/** CLI: `npm run seed`. Opens the database like run-migrations, migrates, seeds only an empty database. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const where = handle.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  try {
    await runMigrations(handle);
    if (!(await isDatabaseEmpty(handle.db))) {
      console.info(`Database (${where}) already has data; seed skipped.`);
      return;
    }
    const passwordHash = await hash(DEMO_PASSWORD);
    await seedDemoData(handle.db, { passwordHash });
    console.info(
      `Demo data seeded (${where}). Members 100001–100004, staff admin, hc, approver1–3, finance, editor; password ${DEMO_PASSWORD}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
