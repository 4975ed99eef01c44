import { ErrorCode, TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokens, staff } from '../db/schema';
import { AppError } from '../errors';
import { type AccessClaims, verifyAccessToken } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; the only source of "who is asking" (never the path or body). */
    auth: AccessClaims | null;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authenticate(request: FastifyRequest): Promise<AccessClaims> {
  const token = readBearer(request);
  if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Silakan login terlebih dahulu');
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  // Expired, forged or wrong-kind tokens all get 403 token_expired: the portal refreshes on 403 (SPEC §7).
  if (!claims) throw new AppError(ErrorCode.TOKEN_EXPIRED, TOKEN_EXPIRED_MESSAGE);
  // The session it belongs to must still be open: logout, a password change or reset and a reused refresh
  // token end it, and every access token issued in it stops working then, not up to 15 minutes later.
  const [session] = await request.server.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, claims.sid),
        eq(refreshTokens.subjectKind, claims.kind),
        eq(refreshTokens.subjectId, claims.sub),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!session) throw new AppError(ErrorCode.TOKEN_EXPIRED, TOKEN_EXPIRED_MESSAGE);
  request.auth = claims;
  return claims;
}

/** preHandler: a signed-in member. */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
  const claims = await authenticate(request);
  if (claims.kind !== 'member') throw new AppError(ErrorCode.FORBIDDEN, 'Khusus anggota koperasi');
}

/**
 * preHandler factory: a signed-in staff account holding one of the roles (ADMIN may do everything). The role is
 * read from the account as it is in the database now, not from the token: a disabled or demoted account loses
 * access at once instead of when its access token expires.
 */
export function requireStaff(...roles: string[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const claims = await authenticate(request);
    if (claims.kind !== 'staff') throw new AppError(ErrorCode.FORBIDDEN, 'Khusus petugas koperasi');
    const [account] = await request.server.db
      .select({ role: staff.role, isActive: staff.isActive })
      .from(staff)
      .where(eq(staff.id, claims.sub));
    if (!account?.isActive) throw new AppError(ErrorCode.FORBIDDEN, 'Akun petugas tidak aktif');
    if (roles.length > 0 && account.role !== 'ADMIN' && !roles.includes(account.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Peran Anda tidak berhak melakukan tindakan ini');
    }
  };
}

/** The member id of the signed-in member (call after requireMember). */
export function memberIdOf(request: FastifyRequest): number {
  if (request.auth?.kind !== 'member') throw new AppError(ErrorCode.FORBIDDEN, 'Khusus anggota koperasi');
  return request.auth.sub;
}

/** The staff id of the signed-in staff account (call after requireStaff). */
export function staffIdOf(request: FastifyRequest): number {
  if (request.auth?.kind !== 'staff') throw new AppError(ErrorCode.FORBIDDEN, 'Khusus petugas koperasi');
  return request.auth.sub;
}
