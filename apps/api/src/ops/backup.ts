import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { buildManifest, DUMP_FILE, MANIFEST_FILE, type Manifest, readManifestContents } from './manifest';
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
 * Dumps the database with pg_dump and reads the manifest (row counts, trial balance) in one snapshot: a
 * repeatable-read transaction exports its snapshot, reads the manifest, and stays open while pg_dump
 * (`--snapshot`) reads the same data.
 */
async function dumpWithManifest(databaseUrl: string, dumpPath: string): Promise<Manifest> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  const { dbname, env } = libpqConnection(databaseUrl);
  try {
    const contents = await handle.db.transaction(
      async (tx) => {
        // The transaction waits for pg_dump without a statement of its own: it must outlive the session's limit.
        await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
        const { rows } = await tx.execute<{ snapshot: string }>(sql`select pg_export_snapshot() as snapshot`);
        const snapshot = rows[0]?.snapshot as string;
        const read = await readManifestContents(tx);
        await runProgram(
          'pg_dump',
          ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpPath}`, `--dbname=${dbname}`],
          env,
        );
        return read;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return buildManifest(contents);
  } finally {
    await handle.close();
  }
}

/**
 * CLI: `npm run backup -- --out FILE`. Writes FILE, a tar of database.pgdump (pg_dump's custom format) and
 * manifest.json, against DATABASE_URL (docs/operations/backup.md). FILE appears only once it is complete, mode 600.
 */
async function main(): Promise<void> {
  const usage = 'npm run backup -- --out FILE';
  const { values } = parseCommandLine({ options: { out: { type: 'string' } } }, usage);
  if (!values.out) throw new OpsError(`Usage: ${usage}`);
  const out = operatorPath(values.out);
  const databaseUrl = requireDatabaseUrl();
  // Beside FILE, on the same file system: the finished archive is renamed into place.
  const work = await mkdtemp(join(dirname(out), '.kopkar-backup-'));
  try {
    const manifest = await dumpWithManifest(databaseUrl, join(work, DUMP_FILE));
    await writeFile(join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = join(work, 'archive.tar');
    await runProgram('tar', [
      '--create',
      `--file=${archive}`,
      `--directory=${work}`,
      MANIFEST_FILE,
      DUMP_FILE,
    ]);
    // Members' personal data: readable by the backup's user only.
    await chmod(archive, 0o600);
    await rename(archive, out);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.info(
      `Backup written to ${out}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
        `trial balance debit ${manifest.trialBalance.totalDebit}, credit ${manifest.trialBalance.totalCredit}.`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch(reportFailure);
