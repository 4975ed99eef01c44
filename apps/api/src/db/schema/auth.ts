import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { members } from './members';

/**
 * Rotating refresh tokens; a reused token revokes its whole family. Only the hash is stored. `former` is the
 * read-only session of a member who left (docs/decisions/0017-former-member-access.md). `page_token_hash`: the
 * hash of the page cookie issued with a member's row (docs/decisions/0016), which opens only server rendering.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    pageTokenHash: text('page_token_hash'),
  },
  (t) => [
    check('refresh_tokens_subject_kind_check', sql`${t.subjectKind} in ('member', 'staff', 'former')`),
    index('refresh_tokens_family_idx').on(t.familyId),
    uniqueIndex('refresh_tokens_page_token_idx')
      .on(t.pageTokenHash)
      .where(sql`${t.pageTokenHash} is not null`),
  ],
);

/** Single-use math captchas; only the answer's hash is stored. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: createdAt(),
});

/** Password-reset OTPs; a new OTP voids the member's older ones. */
export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestampTz('verified_at'),
    usedAt: timestampTz('used_at'),
    voidedAt: timestampTz('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('otps_attempts_check', sql`${t.attempts} >= 0`),
    index('otps_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Fixed-window counters for every limit the portal keeps (sign-in failures per account, OTP requests per NIK,
 * per-IP throttles when Redis is absent or down). One row per key, bumped by a single upsert, so concurrent
 * requests on any number of API processes each get a distinct count (plugins/counters.ts).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestampTz('window_ends_at').notNull(),
  },
  (t) => [
    check('rate_counters_hits_check', sql`${t.hits} >= 0`),
    index('rate_counters_window_idx').on(t.windowEndsAt),
  ],
);
