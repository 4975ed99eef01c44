import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGroup } from '../support/process-group';
import { copyDatabase } from '../support/scratch-database';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One database with the demo data (seeded by today's runtime) and one PGlite folder the same, made once. */
export async function prepareFixtures(options: { root: string; apiDir: string; port: number }) {
  const seededDb = copyDatabase('template0', 'rtseed');
  const pgliteDir = mkdtempSync(join(tmpdir(), 'kopkar-runtime-'));
  const seed = async (database: { url?: string; dataDir?: string }) => {
    const bin = join(options.root, 'node_modules/.bin');
    const server = startGroup('taskset', ['-c', '0', join(bin, 'tsx'), 'src/server.ts'], {
      cwd: options.apiDir,
      log: 'seeding API',
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DATABASE_URL: database.url ?? '',
        DATA_DIR: database.dataDir ?? '',
        REDIS_URL: '',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
    });
    const deadline = Date.now() + 300_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).status === 200) break;
      } catch {
        // seeding
      }
      if (Date.now() > deadline) throw new Error(`seeding did not finish\n${server.output()}`);
      await pause(200);
    }
    await server.stop();
  };
  await seed({ url: seededDb.url });
  await seed({ dataDir: pgliteDir });
  return { seededDb, pgliteDir };
}
