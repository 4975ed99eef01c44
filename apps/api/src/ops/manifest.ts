import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../db/client';
import { trialBalance } from '../modules/ledger/ledger.service';

/** Far enough ahead to include every posted entry (a payroll is dated at its cut-off, which may be ahead of today). */
const ALL_DATES = '2199-12-31';

/** The file names inside a backup archive (docs/operations/backup.md). */
export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.pgdump';

const trialBalanceRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
});

/** What a backup promises about its dump: read in the dump's own snapshot, checked again after a restore. */
const manifestSchema = z.object({
  format: z.literal('kopkar-backup/1'),
  createdAt: z.string(),
  /** Rows of every table, keyed `schema.table`. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** The ledger's trial balance over every posted entry (integer Rupiah). */
  trialBalance: z.object({
    rows: z.array(trialBalanceRowSchema),
    totalDebit: z.number().int(),
    totalCredit: z.number().int(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
type Contents = Pick<Manifest, 'tables' | 'trialBalance'>;

/** Tables and views outside PostgreSQL's own schemas (`pg_*`, information_schema): the application's. */
const USER_NAMESPACE = sql`n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`;

/**
 * Every table's row count and the trial balance, as `db` sees them: call it inside one repeatable-read
 * transaction so all of it comes from one snapshot.
 */
export async function readManifestContents(db: Database | Tx): Promise<Contents> {
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(sql`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and ${USER_NAMESPACE}
    order by 1, 2`);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.execute<{ count: string }>(
      sql`select count(*)::text as count from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
    );
    counts[`${table.schema}.${table.name}`] = Number(rows[0]?.count);
  }
  return { tables: counts, trialBalance: await trialBalance(db, ALL_DATES) };
}

/** A manifest for a backup taken now. */
export const buildManifest = (contents: Contents): Manifest => ({
  format: 'kopkar-backup/1',
  createdAt: new Date().toISOString(),
  ...contents,
});

/** Parses a backup's manifest.json; throws when it is not one. */
export function parseManifest(text: string): Manifest {
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${MANIFEST_FILE} is not a kopkar backup manifest: ${parsed.error.message}`);
  return parsed.data;
}

/** How many tables and views the database holds outside PostgreSQL's own schemas (0 for a new database). */
export async function countUserRelations(db: Database): Promise<number> {
  const { rows } = await db.execute<{ count: string }>(sql`
    select count(*)::text as count
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${USER_NAMESPACE}`);
  return Number(rows[0]?.count);
}

const formatBalance = (row: { debit: number; credit: number } | undefined) =>
  row ? `debit ${row.debit}, credit ${row.credit}` : 'no account';

/** Every way `found` differs from `expected`, one English line each; [] when the restore holds what was backed up. */
export function compareManifests(expected: Contents, found: Contents): string[] {
  const differences: string[] = [];
  const tableNames = new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)]);
  for (const name of [...tableNames].sort()) {
    const want = expected.tables[name];
    const have = found.tables[name];
    if (want === have) continue;
    if (want === undefined) differences.push(`table ${name}: not in the backup, found ${have} rows`);
    else if (have === undefined) differences.push(`table ${name}: missing, the backup has ${want} rows`);
    else differences.push(`table ${name}: the backup has ${want} rows, found ${have}`);
  }
  const wantRows = new Map(expected.trialBalance.rows.map((row) => [row.code, row]));
  const haveRows = new Map(found.trialBalance.rows.map((row) => [row.code, row]));
  for (const code of [...new Set([...wantRows.keys(), ...haveRows.keys()])].sort()) {
    const want = wantRows.get(code);
    const have = haveRows.get(code);
    if (JSON.stringify(want) === JSON.stringify(have)) continue;
    differences.push(
      `trial balance ${code}: the backup has ${formatBalance(want)}, found ${formatBalance(have)}`,
    );
  }
  for (const total of ['totalDebit', 'totalCredit'] as const) {
    const want = expected.trialBalance[total];
    const have = found.trialBalance[total];
    if (want !== have) differences.push(`trial balance ${total}: the backup has ${want}, found ${have}`);
  }
  return differences;
}
