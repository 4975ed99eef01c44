import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { files } from './files';
import { staff } from './staff';

/** AD/ART, RAT reports and minutes, announcements: a PDF in `files` each, read by members only. */
export const governanceDocuments = pgTable(
  'governance_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The fiscal year a RAT report or its minutes is about; optional for the other kinds. */
    year: integer('year'),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    /** Who uploaded it and the Idempotency-Key of that request: a repeated upload gets the first document. */
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that used the key (plugins/idempotency.ts): a different one is refused. */
    requestHash: text('request_hash'),
  },
  (t) => [
    check(
      'governance_documents_kind_check',
      sql`${t.kind} in ('AD_ART', 'LAPORAN_RAT', 'NOTULEN_RAT', 'PENGUMUMAN')`,
    ),
    check(
      'governance_documents_year_check',
      sql`(${t.year} is not null or ${t.kind} not in ('LAPORAN_RAT', 'NOTULEN_RAT')) and (${t.year} is null or ${t.year} between 2000 and 2100)`,
    ),
    index('governance_documents_kind_year_idx').on(t.kind, t.year),
    unique('governance_documents_creator_idempotency_unique').on(t.createdBy, t.idempotencyKey),
  ],
);
