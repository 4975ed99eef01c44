import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { todayInJakarta } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { productRateTiers, products } from '../src/db/schema';
import { createStaff } from './factories';
import { memberHeaders, signInStaff } from './sessions';
import { pdf, png, toDataUrl } from './upload-fixtures';

/** Helpers of src/ops/backup-restore.test.ts (PostgreSQL only): the CLIs, table digests, activity. */

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type CliResult = { code: number; stdout: string; stderr: string };

/** `npm run <script> -- …args` from the repository root, as the operator types it, against `databaseUrl`. */
export async function runNpmScript(
  script: 'backup' | 'restore',
  args: readonly string[],
  databaseUrl: string | undefined,
): Promise<CliResult> {
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  if (databaseUrl === undefined) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPOSITORY_ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * An md5 of every table's rows in a fixed order (their text form, bytea as hex) and every sequence's last value,
 * keyed `schema.table`: two databases with equal digests hold the same data.
 */
export async function digestTables(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(sql`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'
    order by 1, 2`);
  const digests: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const { rows } = await db.execute<{ digest: string | null; count: string }>(sql`
      select md5(string_agg(t::text, ',' order by t::text)) as digest, count(*)::text as count
      from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
    digests[`${schema}.${name}`] = `${rows[0]?.count} rows ${rows[0]?.digest ?? 'empty'}`;
  }
  const { rows: sequences } = await db.execute<{ name: string; value: string | null }>(sql`
    select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1`);
  for (const { name, value } of sequences) digests[`sequence ${name}`] = value ?? 'unused';
  return digests;
}

/**
 * What a day at the cooperative adds to the demo data, through the app: Budi applies for a loan (three uploaded
 * files), reports a sukarela deposit (its proof) and opens his reminders; FINANCE writes a manual journal entry
 * that a second FINANCE posts.
 */
export async function addActivity(app: FastifyInstance): Promise<void> {
  const budi = await memberHeaders(app, '100001');
  const [product] = await app.db
    .select({ id: products.id, rate: productRateTiers.effectiveRate })
    .from(products)
    .innerJoin(productRateTiers, eq(productRateTiers.productId, products.id))
    .where(eq(products.code, 'PDK'))
    .orderBy(productRateTiers.minAmount)
    .limit(1);
  await expectOk(app, budi, '/api/v1/PengajuanPinjaman', {
    NIK: '100001',
    EmployeeName: 'Budi Santoso',
    ProductID: product?.id,
    FinancePurpose: 'Pendidikan',
    PhotoKTP: toDataUrl(await png(), 'image/png'),
    PhotoPendukung: toDataUrl(pdf(), 'application/pdf'),
    DocPendukung: toDataUrl(pdf(), 'application/pdf'),
    loan_amount: 3_000_000,
    interest: Number(product?.rate),
    term_years: 1,
    tenor: 12,
    InstallmentAmount: 0,
    OSPrincipalAmount: 3_000_000,
    OSPInterestAmount: 0,
    from_web: 1,
  });
  await expectOk(app, budi, '/api/v1/Simpanan/Sukarela/Setor', {
    NIK: '100001',
    Jumlah: 150_000,
    TanggalTransfer: todayInJakarta(),
    BuktiTransfer: toDataUrl(pdf(), 'application/pdf'),
  });
  const maker = await signInStaff(app, 'finance');
  const checker = await signInStaff(app, (await createStaff(app.db, { role: 'FINANCE' })).username);
  const entry = await expectOk(app, maker, '/api/v1/admin/ledger/journals', {
    date: todayInJakarta(),
    description: 'Pembelian alat tulis kantor',
    lines: [
      { account: '5201', debit: 75_000, credit: 0 },
      { account: '1102', debit: 0, credit: 75_000 },
    ],
  });
  await expectOk(app, checker, `/api/v1/admin/ledger/journals/${entry.data.id}/approve`, {});
  // Outside production the first reminders page makes the demo Web Push keys and keeps them in the settings.
  const reminders = await app.inject({ method: 'GET', url: '/api/v1/reminders', headers: budi });
  if (reminders.statusCode !== 200) throw new Error(`GET /reminders answered ${reminders.statusCode}`);
}

async function expectOk(app: FastifyInstance, headers: Record<string, string>, url: string, payload: object) {
  const reply = await app.inject({ method: 'POST', url, headers, payload });
  if (reply.statusCode !== 200) throw new Error(`POST ${url} answered ${reply.statusCode}: ${reply.body}`);
  return reply.json();
}
