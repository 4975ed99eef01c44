import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import {
  compareManifests,
  countUserRelations,
  DUMP_FILE,
  MANIFEST_FILE,
  parseManifest,
  readManifestContents,
} from './manifest';
import {
  libpqConnection,
  OpsError,
  operatorPath,
  parseCommandLine,
  reportFailure,
  requireDatabaseUrl,
  runProgram,
} from './pg-tools';

/**
 * CLI: `npm run restore -- FILE`. Restores a backup of `npm run backup` into the empty database at DATABASE_URL,
 * then checks every table's row count and the trial balance against the backup's manifest; exits with 1 on any
 * difference (docs/operations/backup.md).
 */
async function main(): Promise<void> {
  const usage = 'npm run restore -- FILE';
  const { positionals } = parseCommandLine({ allowPositionals: true }, usage);
  if (positionals.length !== 1) throw new OpsError(`Usage: ${usage}`);
  const file = operatorPath(positionals[0] as string);
  const databaseUrl = requireDatabaseUrl();
  const work = await mkdtemp(join(tmpdir(), 'kopkar-restore-'));
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const relations = await countUserRelations(handle.db);
    if (relations > 0) {
      throw new OpsError(
        `Refused: the target database is not empty (${relations} tables, views, sequences or indexes). ` +
          'Restore into a new database (createdb), never over the one in use.',
      );
    }
    await runProgram('tar', ['--extract', `--file=${file}`, `--directory=${work}`, MANIFEST_FILE, DUMP_FILE]);
    const manifest = parseManifest(await readFile(join(work, MANIFEST_FILE), 'utf8'));
    const { dbname, env } = libpqConnection(databaseUrl);
    await runProgram(
      'pg_restore',
      [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-privileges',
        `--dbname=${dbname}`,
      ].concat(join(work, DUMP_FILE)),
      env,
    );
    const found = await handle.db.transaction(readManifestContents, {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const differences = compareManifests(manifest, found);
    if (differences.length > 0) {
      for (const difference of differences) console.error(difference);
      throw new OpsError(
        `Verification FAILED: the restored database differs from the backup of ${manifest.createdAt} ` +
          `in ${differences.length} place(s) above. Do not use it.`,
      );
    }
    console.info(
      `Restored ${file} (backup of ${manifest.createdAt}) and verified: ` +
        `${Object.keys(manifest.tables).length} tables' row counts and the trial balance match the manifest.`,
    );
  } finally {
    await handle.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch(reportFailure);
