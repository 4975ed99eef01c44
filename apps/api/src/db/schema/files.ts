import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** Uploaded files live in the database so every API copy sees them (docs/architecture.md). */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id'),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_owner_kind_check', sql`${t.ownerKind} in ('member', 'staff', 'system')`),
    check(
      'files_purpose_check',
      sql`${t.purpose} in ('SELFIE', 'FORM', 'SUPPORTING', 'AVATAR', 'PROOF', 'CONTENT', 'GOVERNANCE', 'TEMPLATE')`,
    ),
    check('files_size_check', sql`${t.sizeBytes} >= 0 and ${t.sizeBytes} = octet_length(${t.data})`),
    index('files_owner_idx').on(t.ownerKind, t.ownerId),
  ],
);
