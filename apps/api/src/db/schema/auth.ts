import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { members } from './members';

/** Rotating refresh tokens; a reused token revokes its whole family. Only the hash is stored. */
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
  },
  (t) => [
    check('refresh_tokens_subject_kind_check', sql`${t.subjectKind} in ('member', 'staff')`),
    index('refresh_tokens_family_idx').on(t.familyId),
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

/** Every login/OTP attempt, counted per subject ('member:100001', 'staff:admin', 'otp:100001') for lockouts. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_subject_idx').on(t.subject, t.createdAt)],
);
