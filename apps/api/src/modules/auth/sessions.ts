import { randomUUID } from 'node:crypto';
import { ErrorCode, TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { AppError } from '../../errors';
import {
  type AccessClaims,
  createRefreshSecret,
  hashSecret,
  type SubjectKind,
  signAccessToken,
} from './tokens';

/**
 * `pageToken`: the page cookie's value (docs/decisions/0016), issued with every row of a member's session and
 * with none of a staff or former member's: only a member's own pages are rendered on the server for them.
 */
export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  pageToken: string | null;
};

/** Issues an access token and a refresh token (and a member's page token); a new family unless rotating inside one. */
export async function issueSession(
  db: Pick<Database, 'insert'>,
  config: Config,
  claims: Omit<AccessClaims, 'sid'>,
  options: { familyId?: string; userAgent?: string } = {},
): Promise<IssuedSession> {
  const refresh = createRefreshSecret();
  const page = claims.kind === 'member' ? createRefreshSecret() : null;
  const familyId = options.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    id: randomUUID(),
    familyId,
    subjectKind: claims.kind,
    subjectId: claims.sub,
    tokenHash: refresh.hash,
    expiresAt: sql`now() + make_interval(days => ${config.refreshTokenTtlDays})`,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    pageTokenHash: page?.hash ?? null,
  });
  const accessToken = signAccessToken(
    config.jwtSecret,
    { ...claims, sid: familyId },
    config.accessTokenTtlSeconds,
  );
  return {
    accessToken,
    refreshToken: refresh.token,
    expiresIn: config.accessTokenTtlSeconds,
    pageToken: page?.token ?? null,
  };
}

const refreshRefused = () => new AppError(ErrorCode.TOKEN_EXPIRED, TOKEN_EXPIRED_MESSAGE);

/**
 * Rotates a refresh token. The conditional UPDATE lets exactly one caller use a token; any later use of it is
 * reuse (a stolen copy or a replay), which revokes the whole family.
 */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
): Promise<{ familyId: string; subjectKind: SubjectKind; subjectId: number }> {
  const tokenHash = hashSecret(presented);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (claimed) {
    return {
      familyId: claimed.familyId,
      subjectKind: claimed.subjectKind as SubjectKind,
      subjectId: claimed.subjectId,
    };
  }
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.usedAt) await revokeFamily(db, known.familyId);
  throw refreshRefused();
}

export async function revokeFamily(db: Pick<Database, 'update'>, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family a refresh token belongs to (logout). Unknown tokens are ignored. */
export async function revokeByToken(db: Database, presented: string): Promise<void> {
  const [known] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(presented)));
  if (known) await revokeFamily(db, known.familyId);
}

/** Revokes every session of a subject (after a password change or reset), optionally sparing one family. */
export async function revokeAllSessions(
  db: Pick<Database, 'update'>,
  subjectKind: SubjectKind,
  subjectId: number,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.subjectKind, subjectKind),
        eq(refreshTokens.subjectId, subjectId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/**
 * SQL condition: the access token's session (its refresh family) is still open for `subject`. It goes inside the
 * one statement a guarded call runs (with `sid` as a placeholder of the prepared query), so checking that a
 * logout or a password change has not ended the session costs no round trip of its own.
 */
export const sessionIsOpen = (kind: SubjectKind, subjectTable: 'members' | 'staff') => sql`exists (
  select 1 from refresh_tokens session
  where session.family_id = ${sql.placeholder('sid')} and session.subject_kind = ${kind}
    and session.subject_id = ${sql.raw(`"${subjectTable}"."id"`)} and session.revoked_at is null)`;
