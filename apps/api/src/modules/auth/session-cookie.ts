import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { IssuedSession } from './sessions';

/** Member and staff sessions use separate cookies, each sent only to its own part of the API. */
export const MEMBER_COOKIE = { name: 'kopkar_rt', path: '/api/v1' } as const;
export const STAFF_COOKIE = { name: 'kopkar_staff_rt', path: '/api/v1/admin' } as const;
type CookieSpec = typeof MEMBER_COOKIE | typeof STAFF_COOKIE;
/**
 * A member's page cookie (docs/decisions/0016): sent with every page request so the server can render the member's
 * own pages, and read by nothing else (the API's routes keep bearer tokens). Lax, not Strict: a member who follows
 * a link to the portal from their e-mail gets their page rendered, and the cookie opens no write.
 */
export const PAGE_COOKIE = { name: 'kopkar_page', path: '/' } as const;

/** A session cookie's attributes: httpOnly, Secure in production, living as long as the refresh token. */
const sessionCookie = (config: Config, path: string, sameSite: 'strict' | 'lax') =>
  ({
    httpOnly: true,
    sameSite,
    secure: config.env === 'production',
    path,
    maxAge: config.refreshTokenTtlDays * 24 * 60 * 60,
  }) as const;

/** The refresh token lives only in an httpOnly, SameSite=Strict cookie: page scripts can never read it. */
export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  spec: CookieSpec,
  session: IssuedSession,
) {
  reply.setCookie(spec.name, session.refreshToken, sessionCookie(config, spec.path, 'strict'));
}

export function clearRefreshCookie(reply: FastifyReply, spec: CookieSpec) {
  reply.clearCookie(spec.name, { path: spec.path });
}

/**
 * The member refresh cookie and, beside it, the page cookie of the same row. A session without a page token (a
 * member who left) clears any page cookie an earlier member session left in this browser.
 */
export function setMemberCookies(reply: FastifyReply, config: Config, session: IssuedSession) {
  setRefreshCookie(reply, config, MEMBER_COOKIE, session);
  if (!session.pageToken) return clearPageCookie(reply);
  reply.setCookie(PAGE_COOKIE.name, session.pageToken, sessionCookie(config, PAGE_COOKIE.path, 'lax'));
}

export function clearPageCookie(reply: FastifyReply) {
  reply.clearCookie(PAGE_COOKIE.name, { path: PAGE_COOKIE.path });
}

/** Signing out or being refused: the refresh cookie and the page cookie go together. */
export function clearMemberCookies(reply: FastifyReply) {
  clearRefreshCookie(reply, MEMBER_COOKIE);
  clearPageCookie(reply);
}

/** Reply data of a sign-in or refresh: the access token and who it belongs to. */
export function sessionReply<K extends string, T>(session: IssuedSession, key: K, who: T) {
  return {
    access_token: session.accessToken,
    token_type: 'Bearer' as const,
    expires_in: session.expiresIn,
    [key]: who,
  } as { access_token: string; token_type: 'Bearer'; expires_in: number } & Record<K, T>;
}
