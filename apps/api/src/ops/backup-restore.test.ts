import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { todayInJakarta } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addActivity, digestTables, runNpmScript } from '../../test/backup-fixtures';
import { buildSecondProcess, buildTestApp, type TestApp } from '../../test/build-test-app';
import { testPasswordHash } from '../../test/factories';
import { databaseUrlOf } from '../../test/kill-posting';
import { memberHeaders } from '../../test/sessions';
import { createEmptyDatabase } from '../../test/test-database';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { governanceDocuments, journalEntries } from '../db/schema';
import { seedDemoData } from '../db/seed/index';
import { postEntry } from '../modules/ledger/ledger.service';
import { DUMP_FILE, MANIFEST_FILE, parseManifest } from './manifest';

// pg_dump and pg_restore need a PostgreSQL server; CI always sets DATABASE_URL (docs/testing.md).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('backup-restore.test: skipped, set DATABASE_URL to run backup and restore on PostgreSQL');

const APP_OPTIONS = { captchaBypass: true, loginRateLimitPerMinute: 1000 };

/** The member's own reads: after a restore each must answer the same bytes (the governance PDFs are added). */
const memberReads = (nik: string) => [
  '/me',
  `/InquiryStatus/${nik}`,
  `/StatusPinjaman/${nik}`,
  `/HistoryPinjaman/${nik}`,
  `/HistoryPinjamanAll/${nik}`,
  `/HistoryAmortisasi/${nik}`,
  `/Simpanan/${nik}`,
  `/Simpanan/${nik}/mutasi?jenis=WAJIB`,
  `/Simpanan/${nik}/mutasi?jenis=SUKARELA`,
  `/Simpanan/${nik}/grafik`,
  `/Simpanan/${nik}/Sukarela`,
  `/PotonganGaji/${nik}`,
  `/SHU/${nik}`,
  '/Poin',
  '/notifications/unread-count',
  '/account/data-requests',
  '/reminders',
  '/Dokumen',
];

describe.runIf(onPostgres)('npm run backup and npm run restore on PostgreSQL', () => {
  let source: TestApp;
  let sourceUrl: string;
  let work: string;
  let backupFile: string;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    source = await buildTestApp(APP_OPTIONS);
    await seedDemoData(source.app.db, { passwordHash: await testPasswordHash() });
    await addActivity(source.app);
    sourceUrl = await databaseUrlOf(source.app);
    work = await mkdtemp(join(tmpdir(), 'kopkar-backup-test-'));
    backupFile = join(work, 'kopkar.backup');
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await source?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** A new empty database, dropped after the file. */
  async function emptyDatabase() {
    const database = await createEmptyDatabase('kopkar_restore');
    cleanups.push(database.drop);
    return database;
  }

  /** The app on another database, closed after the file. */
  async function appOn(url: string): Promise<FastifyInstance> {
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: url });
    cleanups.push(() => handle.close());
    const { app, close } = await buildSecondProcess(handle, APP_OPTIONS);
    cleanups.push(close);
    return app;
  }

  it('backs up, restores into a new database, and the restore holds every table and answers the same bytes', async () => {
    const backup = await runNpmScript('backup', ['--out', backupFile], sourceUrl);
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    expect(backup.stdout).toContain(`Backup written to ${backupFile}`);

    const target = await emptyDatabase();
    const restore = await runNpmScript('restore', [backupFile], target.url);
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    expect(restore.stdout).toContain('verified');

    const restoredApp = await appOn(target.url);
    const before = await digestTables(source.app.db);
    expect(await digestTables(restoredApp.db)).toEqual(before);
    // The demo data and the day's activity are in it, uploaded files included.
    expect(before['public.files']).not.toMatch(/^0 rows/);
    expect(before['public.journal_entries']).not.toMatch(/^0 rows/);

    const documents = await source.app.db.select({ id: governanceDocuments.id }).from(governanceDocuments);
    expect(documents.length).toBeGreaterThan(0);
    const documentFiles = documents.map(({ id }) => `/Dokumen/${id}/file`);
    for (const nik of ['100001', '100002']) {
      const [there, here] = await Promise.all([
        memberHeaders(source.app, nik),
        memberHeaders(restoredApp, nik),
      ]);
      for (const url of [...memberReads(nik), ...documentFiles]) {
        const [original, restored] = await Promise.all([
          source.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: there }),
          restoredApp.inject({ method: 'GET', url: `/api/v1${url}`, headers: here }),
        ]);
        expect(original.statusCode, `${url}: ${original.body}`).toBe(200);
        expect(restored.headers['content-type'], url).toBe(original.headers['content-type']);
        expect(restored.body, url).toBe(original.body);
        expect(restored.rawPayload.equals(original.rawPayload), url).toBe(true);
      }
    }
  }, 120_000);

  it('refuses to restore into a database that is not empty, and leaves it as it was', async () => {
    const before = await digestTables(source.app.db);
    const refused = await runNpmScript('restore', [backupFile], sourceUrl);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refused: the target database is not empty/);
    expect(await digestTables(source.app.db)).toEqual(before);
  }, 120_000);

  it('fails verification when the dump does not hold what the manifest says', async () => {
    const tampered = join(work, 'tampered');
    await mkdir(tampered);
    await promisify(execFile)('tar', ['--extract', `--file=${backupFile}`, `--directory=${tampered}`]);
    const manifest = parseManifest(await readFile(join(tampered, MANIFEST_FILE), 'utf8'));
    const members = manifest.tables['public.members'] as number;
    manifest.tables['public.members'] = members + 1;
    const [firstAccount] = manifest.trialBalance.rows;
    if (firstAccount) firstAccount.debit += 1;
    await writeFile(join(tampered, MANIFEST_FILE), JSON.stringify(manifest));
    const tamperedFile = join(work, 'tampered.backup');
    await promisify(execFile)('tar', [
      '--create',
      `--file=${tamperedFile}`,
      `--directory=${tampered}`,
      MANIFEST_FILE,
      DUMP_FILE,
    ]);

    const target = await emptyDatabase();
    const failed = await runNpmScript('restore', [tamperedFile], target.url);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      `table public.members: the backup has ${members + 1} rows, found ${members}`,
    );
    expect(failed.stderr).toContain(`trial balance ${firstAccount?.code}: the backup has debit`);
    expect(failed.stderr).toContain('Verification FAILED');
  }, 120_000);

  it('reads the manifest in the snapshot pg_dump dumps while the books keep moving', async () => {
    const entriesBefore = await source.app.db.$count(journalEntries);
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await source.app.db.transaction((tx) =>
          postEntry(tx, {
            date: todayInJakarta(),
            description: 'Biaya administrasi bank',
            source: 'manual',
            actor: 'system',
            lines: [
              { account: '5201', debit: 1_000, credit: 0 },
              { account: '1102', debit: 0, credit: 1_000 },
            ],
          }),
        );
      }
    })();
    const busyFile = join(work, 'busy.backup');
    const backup = await runNpmScript('backup', ['--out', busyFile], sourceUrl);
    writing = false;
    await writer;
    expect(backup, backup.stderr).toMatchObject({ code: 0 });

    // A manifest read outside the dump's snapshot would count entries the dump lacks, or miss some it holds.
    const target = await emptyDatabase();
    const restore = await runNpmScript('restore', [busyFile], target.url);
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    const { stdout: manifestText } = await promisify(execFile)('tar', ['-xOf', busyFile, MANIFEST_FILE]);
    const backedUp = parseManifest(manifestText).tables['public.journal_entries'] as number;
    expect(backedUp).toBeGreaterThanOrEqual(entriesBefore);
    expect(backedUp).toBeLessThanOrEqual(await source.app.db.$count(journalEntries));
  }, 120_000);

  it('says that a backup needs PostgreSQL when DATABASE_URL is not set', async () => {
    const refused = await runNpmScript('backup', ['--out', join(work, 'none.backup')], undefined);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('DATABASE_URL is not set: backup and restore work on PostgreSQL only');
  });
});
