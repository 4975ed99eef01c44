import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { members, refreshTokens } from '../../db/schema';
import { clearPageCookie, PAGE_COOKIE } from './session-cookie';
import { hashSecret, signAccessToken } from './tokens';

/** How long the access token minted for one server render lives: the render's own round trips, nothing more. */
export const PAGE_RENDER_TOKEN_TTL_SECONDS = 60;

/**
 * The row holding the page token, open (not revoked, not expired), of a member who may still sign in (active,
 * as requireMember asks). A row already rotated still resolves while its family is open: the browser may not have
 * stored the newest cookie yet. Revoking the family (logout, password change or reset, a reused refresh token)
 * revokes every row of it, so the next page load finds none.
 */
const pageSessionRow = preparedQuery((db) =>
  db
    .select({ memberId: members.id, nik: members.nik, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .innerJoin(members, eq(members.id, refreshTokens.subjectId))
    .where(
      and(
        eq(refreshTokens.pageTokenHash, sql.placeholder('hash')),
        eq(refreshTokens.subjectKind, 'member'),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        eq(members.isActive, true),
      ),
    )
    .prepare('page_session'),
);

export type PageSession = { memberId: number; familyId: string; nik: string };

/** The member session a page cookie belongs to, in one query; null for an unknown, revoked or expired one. */
export async function resolvePageSession(
  db: Database,
  _config: Config,
  presented: string,
): Promise<PageSession | null> {
  if (!presented) return null;
  const [row] = await pageSessionRow(db).execute({ hash: hashSecret(presented) });
  return row ?? null;
}

/**
 * The bearer token of one render for the page cookie's member: an access token of their session, valid
 * PAGE_RENDER_TOKEN_TTL_SECONDS, used only inside this process (the renderer's injected reads) and never sent
 * to the browser. The guards check its session like any other, so a render can do no more than the member could.
 */
export async function mintPageRenderToken(
  db: Database,
  config: Config,
  presented: string,
): Promise<string | null> {
  const session = await resolvePageSession(db, config, presented);
  if (!session) return null;
  return signAccessToken(
    config.jwtSecret,
    { kind: 'member', sub: session.memberId, sid: session.familyId, nik: session.nik },
    PAGE_RENDER_TOKEN_TTL_SECONDS,
  );
}

/**
 * What the page renderer (plugins/spa.ts, below the modules) is handed by app.ts: the cookie to read, how to turn
 * it into a render token, and how to clear it when it opens nothing.
 */
export function memberPageAccess(db: Database, config: Config) {
  return {
    cookieName: PAGE_COOKIE.name,
    renderTokenFor: (presented: string) => mintPageRenderToken(db, config, presented),
    clearCookie: (reply: FastifyReply) => clearPageCookie(reply),
  };
}
