import { integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { members } from './members';

/**
 * The last sequence number given to each kind of document in each year (docs/decisions/0014-issued-documents.md):
 * one upsert increments and reads it, and its row lock makes concurrent issues of a kind take turns.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * The register of every document the portal issued (settlement letters, schedules, statements, SHU slips…): its
 * number, its verification code, and what the public verification page may show. A document downloaded again with
 * the same content is the same row (`fingerprint`), so it keeps its number.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    /** A key of the domain's ISSUED_DOCUMENT_KINDS, e.g. `settlement-letter`. */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The letter number as printed, e.g. `012/SKL/KOPKAR/XI/2026`. */
    number: text('number').notNull(),
    /** 20 characters of Crockford base32, 100 random bits, upper case. */
    code: text('code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** What the document is about, for people reading the register: `agreement:PK-…`, `shu:2025`, … */
    subject: text('subject').notNull(),
    /** SHA-256 of the kind, the member and everything the document states: the same content is the same document. */
    fingerprint: text('fingerprint').notNull(),
    /** The member's name masked as the verification page shows it; the register keeps no name, NIK or address. */
    holder: text('holder').notNull(),
    /** The kind's key figures (domain `DocumentFigures`). */
    figures: jsonb('figures').notNull(),
    /** Who signed it when it was issued: a reprint shows the same signatory after the setting changed. */
    signatoryName: text('signatory_name').notNull(),
    signatoryRole: text('signatory_role').notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
  },
  (t) => [
    unique('issued_documents_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    unique('issued_documents_number_unique').on(t.number),
    unique('issued_documents_code_unique').on(t.code),
    unique('issued_documents_fingerprint_unique').on(t.fingerprint),
  ],
);
