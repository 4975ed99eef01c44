import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { members } from './members';

/**
 * Which version of the terms and of the privacy notice each member accepted, and when (UU PDP 27/2022 Pasal 22:
 * consent must be provable). The versions themselves live in packages/domain (consent-versions.ts). One row per
 * (member, document, version): accepting is at most once, whatever a double click or a retry sends.
 */
export const consentAcceptances = pgTable(
  'consent_acceptances',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    /** `GATE` (the member pressed "Saya setuju"), `ACTIVATION` (set the first password) or `SEED` (demo data). */
    source: text('source').notNull(),
    acceptedAt: timestampTz('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    check('consent_acceptances_document_check', sql`${t.document} in ('TERMS', 'PRIVACY')`),
    check('consent_acceptances_source_check', sql`${t.source} in ('GATE', 'ACTIVATION', 'SEED')`),
    unique('consent_acceptances_member_document_version_unique').on(t.memberId, t.document, t.version),
  ],
);
