import { DEFAULT_DOCUMENT_NUMBER_FORMAT, type PublicSettings } from '@kopkar/domain';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { settings } from '../../db/schema';

const PUBLIC_DEFAULTS: PublicSettings = {
  coopName: 'Koperasi Karyawan',
  coopShortName: 'Koperasi',
  brandColor: '#0F5E9C',
  address: '',
  phone: '',
  email: '',
  foundedYear: 2012,
  memberCount: 5000,
  vaNumber: '',
  vaName: '',
  appStoreUrl: null,
  playStoreUrl: null,
  promoUrl: null,
};

/** Setting key in the database for each public field: `coop.name`, `coop.shortName`, … */
const keyOf = (field: keyof PublicSettings) =>
  `coop.${field === 'coopName' ? 'name' : field === 'coopShortName' ? 'shortName' : field}`;

/** Reads the `coop.*` settings, falling back to neutral defaults for anything not set. */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db.select().from(settings).where(like(settings.key, 'coop.%'));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const result = { ...PUBLIC_DEFAULTS } as Record<keyof PublicSettings, unknown>;
  for (const field of Object.keys(PUBLIC_DEFAULTS) as (keyof PublicSettings)[]) {
    const value = byKey.get(keyOf(field));
    if (
      value !== undefined &&
      (value === null || typeof value === typeof PUBLIC_DEFAULTS[field] || PUBLIC_DEFAULTS[field] === null)
    ) {
      result[field] = value;
    }
  }
  return result as PublicSettings;
}

/** Reads one numeric setting (docs/product/README.md) with its seeded default as fallback. */
export async function getNumberSetting(db: Database, key: string, fallback: number): Promise<number> {
  const rows = await db.select().from(settings).where(eq(settings.key, key));
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : fallback;
}

/** Reads one setting's stored JSON value, or undefined when it is not set. */
export async function getSettingValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/**
 * Stores `value` under `key` unless a value is there already, and answers the stored one: several API processes
 * starting at once agree on the first writer's value (one INSERT … ON CONFLICT DO NOTHING, then a read).
 */
export async function putSettingIfAbsent(db: Database, key: string, value: unknown): Promise<unknown> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  return getSettingValue(db, key);
}

export type DocumentSettings = { numberFormat: string; signatoryName: string; signatoryRole: string };

const DOCUMENT_DEFAULTS: DocumentSettings = {
  numberFormat: DEFAULT_DOCUMENT_NUMBER_FORMAT,
  signatoryName: 'Pengurus Koperasi',
  signatoryRole: 'Ketua',
};

/** The `document.*` settings every issued document is numbered and signed with, defaults for anything not set. */
export async function getDocumentSettings(db: Database): Promise<DocumentSettings> {
  const keys = Object.keys(DOCUMENT_DEFAULTS).map((field) => `document.${field}`);
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const result = { ...DOCUMENT_DEFAULTS };
  for (const row of rows) {
    const field = row.key.slice('document.'.length) as keyof DocumentSettings;
    if (typeof row.value === 'string' && row.value.trim() !== '') result[field] = row.value;
  }
  return result;
}

/** Locks a setting's row for the caller's transaction and answers it (undefined when the key is not stored yet). */
export async function lockSetting(tx: Tx, key: string) {
  const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
  return row;
}

/**
 * Stores a setting's JSON value (inserted, or replacing the one there) in the caller's transaction, with who
 * changed it (`staff:<id>`); answers the stored row. A null value is stored as the JSON literal null.
 */
export async function storeSetting(tx: Tx, key: string, value: unknown, updatedBy: string) {
  // drizzle sends a JS null as SQL NULL; the column holds JSON, so null is the JSON literal.
  const stored = value === null ? sql`'null'::jsonb` : sql`${JSON.stringify(value)}::jsonb`;
  const [row] = await tx
    .insert(settings)
    .values({ key, value: stored, updatedBy, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedBy, updatedAt: sql`now()` } })
    .returning();
  return row;
}
