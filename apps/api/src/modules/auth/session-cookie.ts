import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { IssuedSession } from './sessions';

/** Member and staff sessions use separate cookies, each sent only to its own part of the API. */
export const MEMBER_COOKIE = { name: 'kopkar_rt', path: '/api/v1' } as const;
export const STAFF_COOKIE = { name: 'kopkar_staff_rt', path: '/api/v1/admin' } as const;
type CookieSpec = typeof MEMBER_COOKIE | typeof STAFF_COOKIE;

/** The refresh token lives only in an httpOnly, SameSite=Strict cookie: page scripts can never read it. */
export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  spec: CookieSpec,
  session: IssuedSession,
) {
  reply.setCookie(spec.name, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.env === 'production',
    path: spec.path,
    maxAge: config.refreshTokenTtlDays * 24 * 60 * 60,
  });
}

export function clearRefreshCookie(reply: FastifyReply, spec: CookieSpec) {
  reply.clearCookie(spec.name, { path: spec.path });
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
